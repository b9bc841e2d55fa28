import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { STYLED_COMPONENTS_BUILD } from '../../scripts/src/styled-components-build.mjs';

/**
 * Built as apps/web is (its vite.config.ts: the React plugin, Oxc's styled-components transform
 * with the same options, default minification and target, no module preloading).
 */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  oxc: { plugins: { styledComponents: STYLED_COMPONENTS_BUILD } },
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, modulePreload: false },
});
