import react from '@vitejs/plugin-react';
import { precompressAssets } from '../../tooling/scripts/src/precompress-assets.mjs';
import { defineConfig } from 'vite';
import { STYLED_COMPONENTS_BUILD } from '../../tooling/scripts/src/styled-components-build.mjs';

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
  // Brotli and gzip forms of the built files, served by the server as they are.
  plugins: [react(), precompressAssets()],
  // As apps/web builds: minified styled-components CSS, pure components.
  oxc: { plugins: { styledComponents: STYLED_COMPONENTS_BUILD } },
  // The server serves this build under /kiosk (apps/server, webAppRoutes with a prefix).
  base: '/kiosk/',
  server: {
    port: 5174,
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER }])),
  },
  build: { outDir: 'dist', assetsDir: 'assets', chunkSizeWarningLimit: 600 },
});
