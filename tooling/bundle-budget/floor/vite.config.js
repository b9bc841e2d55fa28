import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Built as apps/web is (its vite.config.ts: the React plugin, Oxc's styled-components transform
 * with the same options, default minification and target).
 */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: false,
        minify: true,
        pure: true,
      },
    },
  },
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
