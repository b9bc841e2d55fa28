import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema';

/** Failed sign-ins allowed for one e-mail address within {@link FAILURE_WINDOW_MINUTES}. */
export const MAX_FAILURES = 5;
/** The window the failures are counted in, in minutes. */
export const FAILURE_WINDOW_MINUTES = 15;
/** How long an address stays locked once {@link MAX_FAILURES} is reached, in minutes. */
export const LOCK_MINUTES = 15;

/**
 * Throttles password guessing per account (table `sign_in_failures`, migration 0003). It lives in
 * the database rather than in memory so that it holds across restarts and across instances; it is
 * keyed by the typed e-mail address, known or not, so the answer never tells whether an account
 * exists. While locked, even the right password is refused.
 */
export async function isSignInLocked(db: Db, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: signInFailures.uid })
    .from(signInFailures)
    .where(and(eq(signInFailures.uid, uid), gt(signInFailures.lockedUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one more failure for `uid` in one statement (two instances counting at once never lose
 * a failure); a failure after the window has passed starts a new window.
 */
export async function recordSignInFailure(db: Db, uid: string): Promise<void> {
  const window = sql`interval '${sql.raw(String(FAILURE_WINDOW_MINUTES))} minutes'`;
  const lock = sql`interval '${sql.raw(String(LOCK_MINUTES))} minutes'`;
  const stale = sql`${signInFailures.windowStartedAt} < now() - ${window}`;
  await db
    .insert(signInFailures)
    .values({ uid, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.uid,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${signInFailures.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN NOT (${stale}) AND ${signInFailures.failures} + 1 >= ${MAX_FAILURES}
          THEN now() + ${lock} ELSE ${signInFailures.lockedUntil} END`,
      },
    });
}

/** Forgets the failures of `uid` after a successful sign-in. */
export async function clearSignInFailures(db: Db, uid: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.uid, uid));
}
