/**
 * The servers `playwright.config.ts` starts: STAGING for the journeys, PROD for the banner rule,
 * a STAGING one whose staff give an authenticator's code after their password
 * (`LDN_STAFF_MFA=required`, production's setting; specs/staff-second-factor.spec.ts), and a
 * STAGING one whose sessions' access lasts seconds, not 15 minutes (`LDN_ACCESS_TTL_SECONDS`;
 * specs/idle-access.spec.ts).
 */
/**
 * Their ports: 3310 to 3313 unless `E2E_PORT_BASE` says otherwise, so that two Playwright runs
 * (two developers' checkouts on one machine) do not collide.
 */
export const STAGING_PORT = Number(process.env.E2E_PORT_BASE ?? 3310);
export const PROD_PORT = STAGING_PORT + 1;
export const STAFF_MFA_PORT = STAGING_PORT + 2;
export const SHORT_ACCESS_PORT = STAGING_PORT + 3;
export const STAGING_URL = `http://127.0.0.1:${STAGING_PORT}`;
export const PROD_URL = `http://127.0.0.1:${PROD_PORT}`;
export const STAFF_MFA_URL = `http://127.0.0.1:${STAFF_MFA_PORT}`;
export const SHORT_ACCESS_URL = `http://127.0.0.1:${SHORT_ACCESS_PORT}`;
/** [S7.1] How long an access lasts on the SHORT_ACCESS server, in seconds. */
export const SHORT_ACCESS_SECONDS = 3;

/** The seeded demo accounts (apps/server/src/seed/people.ts), all with this password. */
export const DEMO_PASSWORD = 'Naissance2026!';
export const DEMO = {
  parent: 'parent@example.fr',
  seller: 'vendeur@example.fr',
  accountant: 'comptable@example.fr',
  relative: 'proche@example.fr',
} as const;
