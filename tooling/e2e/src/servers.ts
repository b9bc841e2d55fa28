/** The two servers `playwright.config.ts` starts: STAGING for the journeys, PROD for the banner rule. */
/**
 * Their ports: 3310 and 3311 unless `E2E_PORT_BASE` says otherwise, so that two Playwright runs
 * (two developers' checkouts on one machine) do not collide.
 */
export const STAGING_PORT = Number(process.env.E2E_PORT_BASE ?? 3310);
export const PROD_PORT = STAGING_PORT + 1;
export const STAGING_URL = `http://127.0.0.1:${STAGING_PORT}`;
export const PROD_URL = `http://127.0.0.1:${PROD_PORT}`;

/** The seeded demo accounts (apps/server/src/seed/people.ts), all with this password. */
export const DEMO_PASSWORD = 'Naissance2026!';
export const DEMO = {
  parent: 'parent@example.fr',
  seller: 'vendeur@example.fr',
  accountant: 'comptable@example.fr',
  relative: 'proche@example.fr',
} as const;
