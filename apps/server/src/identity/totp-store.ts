import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInSecondSteps, totpFactors } from '../db/schema';
import { openText, sealText } from './sealed-text';
import { newTotpSecret } from './totp';

/** How long a sign-in may wait for its code after the right password, in minutes. */
export const SECOND_STEP_TTL_MINUTES = 10;
/** Wrong codes a sign-in may send before it must start again from the password. */
export const SECOND_STEP_MAX_FAILURES = 5;

/** An account's authenticator: its secret (base32) and whether a first code confirmed it. */
export interface TotpFactor {
  readonly secret: string;
  readonly confirmed: boolean;
}

/**
 * The account's authenticator, or null when it has none. A row whose secret no longer opens with
 * `key` (a damaged row, a changed key) counts as none: enrolment starts again.
 */
export async function findTotpFactor(
  db: Db,
  key: Buffer,
  customerPk: number,
): Promise<TotpFactor | null> {
  const [row] = await db
    .select({ sealed: totpFactors.secretSealed, confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.customerPk, customerPk))
    .limit(1);
  const secret = row ? openText(key, row.sealed) : null;
  return row && secret !== null ? { secret, confirmed: row.confirmedAt !== null } : null;
}

/** True when the account has an authenticator it has confirmed with a code. */
export async function hasConfirmedTotp(db: Db, customerPk: number): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.customerPk, customerPk))
    .limit(1);
  return row !== undefined && row.confirmedAt !== null;
}

/**
 * The authenticator being enrolled: the one already started, or a new secret stored sealed. A
 * confirmed authenticator is never replaced here (only `removeTotpFactor`, after proof of
 * identity, can do that); concurrent first visits keep the first secret stored. Null for a
 * confirmed authenticator whose secret no longer opens (a changed `totp_key`).
 */
export async function startTotpEnrolment(
  db: Db,
  key: Buffer,
  customerPk: number,
): Promise<TotpFactor | null> {
  const existing = await findTotpFactor(db, key, customerPk);
  if (existing) return existing;
  await db
    .insert(totpFactors)
    .values({ customerPk, secretSealed: sealText(key, newTotpSecret()) })
    .onConflictDoUpdate({
      // Only a row whose secret did not open (see findTotpFactor) is there to replace.
      target: totpFactors.customerPk,
      set: { secretSealed: sealText(key, newTotpSecret()), confirmedAt: null, lastStep: 0 },
      setWhere: sql`${totpFactors.confirmedAt} IS NULL`,
    });
  return findTotpFactor(db, key, customerPk);
}

/**
 * Accepts a code's time step for the account, once: in one statement, the step must be later
 * than the last one accepted (a code seen by someone else cannot be replayed, ASVS V6.5.1), and
 * the authenticator is confirmed by its first code. False when the step was already used.
 */
export async function acceptTotpStep(db: Db, customerPk: number, step: number): Promise<boolean> {
  const updated = await db
    .update(totpFactors)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${totpFactors.confirmedAt}, now())` })
    .where(and(eq(totpFactors.customerPk, customerPk), lt(totpFactors.lastStep, step)))
    .returning({ customerPk: totpFactors.customerPk });
  return updated.length === 1;
}

/** Removes the account's authenticator (lost phone): the next sign-in enrols a new one. */
export async function removeTotpFactor(db: Db, customerPk: number): Promise<boolean> {
  const removed = await db
    .delete(totpFactors)
    .where(eq(totpFactors.customerPk, customerPk))
    .returning({ customerPk: totpFactors.customerPk });
  return removed.length === 1;
}

/** Records that the interaction's password was right for the account; its code is now due. */
export async function beginSecondStep(
  db: Db,
  interactionUid: string,
  customerPk: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(mins => ${SECOND_STEP_TTL_MINUTES})`;
  await db
    .insert(signInSecondSteps)
    .values({ interactionUid, customerPk, expiresAt })
    .onConflictDoUpdate({
      target: signInSecondSteps.interactionUid,
      set: { customerPk, failures: 0, expiresAt },
    });
  // Ended sign-ins leave their row behind; any sign-in sweeps the expired ones.
  await db.delete(signInSecondSteps).where(lt(signInSecondSteps.expiresAt, sql`now()`));
}

/** The account whose code the interaction waits for, or null (none, or expired). */
export async function findSecondStep(db: Db, interactionUid: string): Promise<number | null> {
  const [row] = await db
    .select({ customerPk: signInSecondSteps.customerPk })
    .from(signInSecondSteps)
    .where(
      and(
        eq(signInSecondSteps.interactionUid, interactionUid),
        gt(signInSecondSteps.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.customerPk ?? null;
}

/**
 * Counts a wrong code. True while the sign-in may try again; at the
 * {@link SECOND_STEP_MAX_FAILURES}th the step is ended and the password must be typed again.
 */
export async function recordSecondStepFailure(db: Db, interactionUid: string): Promise<boolean> {
  const [row] = await db
    .update(signInSecondSteps)
    .set({ failures: sql`${signInSecondSteps.failures} + 1` })
    .where(eq(signInSecondSteps.interactionUid, interactionUid))
    .returning({ failures: signInSecondSteps.failures });
  if (row && row.failures < SECOND_STEP_MAX_FAILURES) return true;
  await endSecondStep(db, interactionUid);
  return false;
}

/** Ends the interaction's wait for a code (the code was right, or too many were wrong). */
export async function endSecondStep(db: Db, interactionUid: string): Promise<void> {
  await db.delete(signInSecondSteps).where(eq(signInSecondSteps.interactionUid, interactionUid));
}
