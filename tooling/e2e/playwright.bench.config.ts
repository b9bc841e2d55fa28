import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, webServer } from './src/web-server';

/**
 * `pnpm bench` in the browser: measures printed with their targets, never
 * pass/fail on time. Its own port (3390, or `E2E_PORT_BASE` + 80) and no JSON report, so that
 * `pnpm test` never counts a bench as a test.
 */
const port = Number(process.env.E2E_PORT_BASE ?? 3310) + 80;

export default defineConfig({
  testDir: 'bench',
  testMatch: '**/*.bench.ts',
  workers: 1,
  timeout: 600_000,
  outputDir: 'playwright-artifacts-bench',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [webServer(port, 'STAGING')],
});
