import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema';

/** Failed sign-ins allowed for one e-mail address from one client within the window. */
export const MAX_FAILURES = 5;
/**
 * Failed sign-ins allowed for one e-mail address from all clients together within the window: the
 * backstop against guessing spread over many client addresses (at most this many guesses an
 * address per window, whatever the number of clients).
 */
export const MAX_ADDRESS_FAILURES = 30;
/** The window the failures are counted in, in minutes. */
export const FAILURE_WINDOW_MINUTES = 15;
/** How long a lock lasts once a maximum is reached, in minutes. */
export const LOCK_MINUTES = 15;

/** A sign-in attempt as the throttle counts it: the typed e-mail address and the client's. */
export interface SignInAttempt {
  /** The typed address, lower-cased; known or not, so the answer never tells which. */
  readonly uid: string;
  /** The client's address (`request.ip`, `TRUST_PROXY` deciding whom to believe). */
  readonly client: string;
}

/**
 * Throttles password guessing (table `sign_in_failures`, migration 0003), in the database so that
 * it holds across restarts and instances. ASVS V6.1.1: the lock is per address AND client, so a
 * stranger's wrong passwords never lock the owner out from his own device; the per-address count
 * over all clients locks only after {@link MAX_ADDRESS_FAILURES}, which takes several client
 * addresses working together, and a password reset lifts every lock of the address
 * ({@link forgetSignInFailures}). While locked, even the right password is refused.
 *
 * Both counts are rows of the same table: the address alone (`uid`), and the pair, keyed
 * `<uid> <client>` (an e-mail address has no space).
 */
const pairKey = ({ uid, client }: SignInAttempt): string => `${uid} ${client}`;

/** Whether this address is locked for this client (its own lock, or the address's). */
export async function isSignInLocked(db: Db, attempt: SignInAttempt): Promise<boolean> {
  const [row] = await db
    .select({ uid: signInFailures.uid })
    .from(signInFailures)
    .where(
      and(
        or(eq(signInFailures.uid, pairKey(attempt)), eq(signInFailures.uid, attempt.uid)),
        gt(signInFailures.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one more failure for `key`, locking it at `max`, in one statement (two instances counting
 * at once never lose a failure); a failure after the window has passed starts a new window.
 */
async function countFailure(db: Db, key: string, max: number): Promise<void> {
  const window = sql`interval '${sql.raw(String(FAILURE_WINDOW_MINUTES))} minutes'`;
  const lock = sql`interval '${sql.raw(String(LOCK_MINUTES))} minutes'`;
  const stale = sql`${signInFailures.windowStartedAt} < now() - ${window}`;
  await db
    .insert(signInFailures)
    .values({ uid: key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.uid,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${signInFailures.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN NOT (${stale}) AND ${signInFailures.failures} + 1 >= ${max}
          THEN now() + ${lock} ELSE ${signInFailures.lockedUntil} END`,
      },
    });
}

/** Counts a failed sign-in of the address from this client, and of the address over all clients. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt): Promise<void> {
  await countFailure(db, pairKey(attempt), MAX_FAILURES);
  await countFailure(db, attempt.uid, MAX_ADDRESS_FAILURES);
}

/**
 * Forgets this client's failures for the address after a successful sign-in. The address's count
 * over all clients runs out with its window: a success proves nothing about the other clients.
 */
export async function clearSignInFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.uid, pairKey(attempt)));
}

/** Forgets every failure and lock of the address, from every client (after a password reset). */
export async function forgetSignInFailures(db: Db, uid: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      or(
        eq(signInFailures.uid, uid),
        sql`starts_with(lower(${signInFailures.uid}::text), ${`${uid.toLowerCase()} `})`,
      ),
    );
}
