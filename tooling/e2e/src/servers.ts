/**
 * The servers `playwright.config.ts` starts: STAGING for the journeys, PROD for the banner rule,
 * and a STAGING one whose staff give an authenticator's code after their password
 * (`LDN_STAFF_MFA=required`, production's setting; specs/staff-second-factor.spec.ts).
 */
/**
 * Their ports: 3310, 3311 and 3312 unless `E2E_PORT_BASE` says otherwise, so that two Playwright runs
 * (two developers' checkouts on one machine) do not collide.
 */
export const STAGING_PORT = Number(process.env.E2E_PORT_BASE ?? 3310);
export const PROD_PORT = STAGING_PORT + 1;
export const STAFF_MFA_PORT = STAGING_PORT + 2;
export const STAGING_URL = `http://127.0.0.1:${STAGING_PORT}`;
export const PROD_URL = `http://127.0.0.1:${PROD_PORT}`;
export const STAFF_MFA_URL = `http://127.0.0.1:${STAFF_MFA_PORT}`;

/** The seeded demo accounts (apps/server/src/seed/people.ts), all with this password. */
export const DEMO_PASSWORD = 'Naissance2026!';
export const DEMO = {
  parent: 'parent@example.fr',
  seller: 'vendeur@example.fr',
  accountant: 'comptable@example.fr',
  relative: 'proche@example.fr',
} as const;
