import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The server of `pnpm start` (apps/server): API, sign-in, images. */
const SERVER = 'http://127.0.0.1:3000';
const SERVER_PATHS = [
  '/api',
  '/login',
  '/logout',
  '/logged-out',
  '/oauth_callback',
  '/oidc',
  '/images',
];

export default defineConfig({
  plugins: [react()],
  // The server serves this build under /kiosk (apps/server, webAppRoutes with a prefix).
  base: '/kiosk/',
  server: {
    port: 5174,
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER }])),
  },
  build: { outDir: 'dist', assetsDir: 'assets', chunkSizeWarningLimit: 600 },
});
