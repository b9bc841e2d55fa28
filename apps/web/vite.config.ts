import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server of `pnpm start` (apps/server): API, sign-in, images and the IP look-up. */
const SERVER = 'http://127.0.0.1:3000';
const SERVER_PATHS = [
  '/api',
  '/login',
  '/logout',
  '/logged-out',
  '/oauth_callback',
  '/oidc',
  '/images',
  '/ip',
  '/discovery',
  '/tracking',
  '/dev',
];

export default defineConfig({
  plugins: [react()],
  server: {
    // `vite dev` serves the app; every server path goes to the running server.
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER }])),
  },
  build: {
    outDir: 'dist',
    // The server serves dist/ and caches dist/assets/ (hashed names) for a year.
    assetsDir: 'assets',
    // The first page is one file of the stack (react, router, redux, styled-components) and the
    // shell; each page is its own chunk. Sizes are reported by the build (gzip) and `pnpm bench`.
    chunkSizeWarningLimit: 600,
    // Which chunks a page loads first: read by the size budget (tooling/bundle-budget).
    manifest: true,
  },
});
