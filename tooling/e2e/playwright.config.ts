import { defineConfig } from '@playwright/test';
import {
  PROD_PORT,
  SHORT_ACCESS_PORT,
  SHORT_ACCESS_SECONDS,
  STAFF_MFA_PORT,
  STAGING_PORT,
  STAGING_URL,
} from './src/servers';
import { chromiumLaunchOptions, webServer } from './src/web-server';

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
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        // Chromium on a phone says so (a user-agent client hint); Playwright's phone keeps a desktop
        // user agent, and the server lays its first view out for the device it is told of.
        extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
      },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  // Four real servers: STAGING (yellow banner) for the journeys, PROD (no banner) for [S1.7] and
  // for the production cookies (`__Host-` names, ASVS V3.3.1, specs/sign-in.spec.ts), STAGING
  // with production's second factor for staff (ASVS V6.3.3, specs/staff-second-factor.spec.ts;
  // PROD has no demo staff account to sign in with), and STAGING with an access of seconds, so
  // that a journey sees it expire without waiting 15 minutes ([S7.1], specs/idle-access.spec.ts).
  webServer: [
    webServer(STAGING_PORT, 'STAGING'),
    webServer(PROD_PORT, 'PROD'),
    webServer(STAFF_MFA_PORT, 'STAGING', { LDN_STAFF_MFA: 'required' }),
    webServer(SHORT_ACCESS_PORT, 'STAGING', {
      LDN_ACCESS_TTL_SECONDS: String(SHORT_ACCESS_SECONDS),
    }),
  ],
});
