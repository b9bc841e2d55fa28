import { eq } from 'drizzle-orm';
import { PRINCIPAL_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../identity/cookies';
import { createSession, hashToken } from '../identity/session-store';
import { xsrfTokens } from '../identity/xsrf-token';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { loadXsrfKey } from '../identity/identity-secrets';

/** What a test sends to act as a signed-in customer: the cookies and the XSRF header echoing one. */
export interface TestSignIn {
  readonly pk: string;
  readonly cookies: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly tokenHash?: string;
}

/**
 * Opens a session for the customer `uid` directly in the database, as a completed sign-in would,
 * so API tests need not drive the sign-in pages (the identity tests do that).
 */
export async function signInAs(database: Database, uid: string): Promise<TestSignIn> {
  const [customer] = await database.db
    .select({ pk: customers.pk })
    .from(customers)
    .where(eq(customers.uid, uid))
    .limit(1);
  if (!customer) throw new Error(`signInAs: no customer ${uid}`);
  const session = await createSession(database.db, customer.pk);
  const xsrfToken = xsrfTokens(await loadXsrfKey(database.db)).issue(hashToken(session.token));
  return {
    pk: String(customer.pk),
    cookies: {
      [SESSION_COOKIE]: session.token,
      [PRINCIPAL_COOKIE]: String(customer.pk),
      [XSRF_COOKIE]: xsrfToken,
    },
    headers: { [XSRF_HEADER]: xsrfToken },
  };
}
