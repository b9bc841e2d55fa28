import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { PROD_PORT, STAGING_PORT, STAGING_URL } from './src/servers';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.js');

/**
 * Two real servers, each on a fresh embedded database seeded with the demo data: one labelled
 * STAGING (yellow banner) for the journeys, one PROD (no banner) for the banner rule [S1.7].
 * Playwright starts them and stops them; nothing is mocked.
 */

function server(port: number, appEnv: string) {
  return {
    command: `node ${serverEntry}`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: appEnv,
      LOG_LEVEL: 'warn',
      LDN_DATA_DIR: mkdtempSync(path.join(tmpdir(), `ldn-e2e-${appEnv.toLowerCase()}-`)),
    },
  };
}

/** A second run on other ports (`E2E_PORT_BASE`) writes its results apart too. */
const runSuffix = process.env.E2E_PORT_BASE === undefined ? '' : `-${process.env.E2E_PORT_BASE}`;

export default defineConfig({
  testDir: 'specs',
  testMatch: '**/*.spec.ts',
  // One worker: two cores, and journeys that sign in share the server's sign-in throttle.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `playwright-artifacts${runSuffix}`,
  reporter: [['list'], ['json', { outputFile: `test-results${runSuffix}/playwright.json` }]],
  use: {
    baseURL: STAGING_URL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [server(STAGING_PORT, 'STAGING'), server(PROD_PORT, 'PROD')],
});
