/** The two servers `playwright.config.ts` starts: STAGING for the journeys, PROD for the banner rule. */
export const STAGING_URL = 'http://127.0.0.1:3310';
export const PROD_URL = 'http://127.0.0.1:3311';

/** The seeded demo accounts (apps/server/src/seed/people.ts), all with this password. */
export const DEMO_PASSWORD = 'Naissance2026!';
export const DEMO = {
  parent: 'parent@example.fr',
  seller: 'vendeur@example.fr',
  accountant: 'comptable@example.fr',
  relative: 'proche@example.fr',
} as const;
