import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { endSessions } from './end-sessions';
import type { Database, Db } from '../db/database';
import { customers, passwordResets } from '../db/schema';
import { forgetSignInFailures } from './sign-in-throttle';

/** How long a reset link works, in minutes (ASVS V6.4.3: short-lived). */
export const PASSWORD_RESET_TTL_MINUTES = 20;

/** Random bytes of a reset token: 256 bits, beyond any guessing. */
const TOKEN_BYTES = 32;

/** A new reset token, sent by mail and never stored as such. */
export function newResetToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the table keeps of a token: its SHA-256 (a fast hash is enough for 256 random bits). Someone
 * who reads the table cannot turn a row back into a working link.
 */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Stores the token of a new reset for the account (table `password_resets`, migration 0012), valid
 * {@link PASSWORD_RESET_TTL_MINUTES} minutes. One row per account: an earlier token, used or not,
 * is replaced in the same statement, so only the latest link works.
 */
export async function storeResetToken(db: Db, customerPk: number, token: string): Promise<void> {
  const expiresAt = sql`now() + make_interval(mins => ${PASSWORD_RESET_TTL_MINUTES})`;
  await db
    .insert(passwordResets)
    .values({ customerPk, tokenHash: hashResetToken(token), expiresAt })
    .onConflictDoUpdate({
      target: passwordResets.customerPk,
      set: { tokenHash: hashResetToken(token), createdAt: sql`now()`, expiresAt, usedAt: null },
    });
}

/** The condition of a token that still works: this one, unused, not expired. */
const usable = (token: string) =>
  and(
    eq(passwordResets.tokenHash, hashResetToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/** The account a token still works for, or null (unknown, used or expired); changes nothing. */
export async function findUsableReset(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ customerPk: passwordResets.customerPk })
    .from(passwordResets)
    .where(usable(token))
    .limit(1);
  return row?.customerPk ?? null;
}

/**
 * Marks the token used and answers its account, or null when it no longer works. One statement:
 * of two posts of the same link at once, only one gets the account.
 */
export async function consumeReset(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(usable(token))
    .returning({ customerPk: passwordResets.customerPk });
  return row?.customerPk ?? null;
}

/** What completing a reset changes. */
export interface CompletedReset {
  readonly token: string;
  readonly customerPk: number;
  /** The account's e-mail: the sign-in throttle and `endSessions` are keyed by it. */
  readonly uid: string;
  /** `hashPassword(new password)`, computed before the transaction (it is slow on purpose). */
  readonly passwordHash: string;
}

/**
 * Completes a reset in one transaction: consumes the token, stores the new hash, ends every session
 * of the account (the application's and the provider's, end-sessions.ts: whoever knew the old
 * password is out), and forgets the sign-in throttle's failures of the address (the owner may sign
 * in at once). False, and nothing changed, when the token no longer works for this account (used
 * by a concurrent post, expired, or replaced since the form was shown).
 */
export async function completePasswordReset(
  database: Database,
  reset: CompletedReset,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    if ((await consumeReset(tx, reset.token)) !== reset.customerPk) return false;
    await tx
      .update(customers)
      .set({ passwordHash: reset.passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.pk, reset.customerPk));
    await endSessions(tx, { uid: reset.uid });
    await forgetSignInFailures(tx, reset.uid);
    return true;
  });
}
