import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appViteConfig } from '../../tooling/vite-config/app-vite-config.mjs';

/** The idle logout's delay in milliseconds (5 minutes); the kiosk falls back to it when missing. */
const IDLE_MS = '300000';

// The web app's build (tooling/vite-config), served by the server under /kiosk (apps/server,
// webAppRoutes with a prefix), with the idle delay in the page.
export default defineConfig(
  appViteConfig({
    plugins: [react()],
    base: '/kiosk/',
    port: 5174,
    meta: { 'ldn-kiosk-idle-ms': IDLE_MS },
  }),
);
