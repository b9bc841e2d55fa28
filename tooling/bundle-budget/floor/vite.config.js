import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Built as apps/web is (its vite.config.ts: the React plugin, default minification and target). */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
