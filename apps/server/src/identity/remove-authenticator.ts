import { eq } from 'drizzle-orm';
import { endSessions, UnknownAccountError, type EndedSessions } from './end-sessions';
import type { Db } from '../db/database';
import { customers } from '../db/schema';
import { removeTotpFactor } from './totp-store';

/** What removing an account's authenticator did. */
export interface RemovedAuthenticator {
  /** False when the account had none (its sessions are ended all the same). */
  readonly removed: boolean;
  readonly ended: EndedSessions;
}

/**
 * ASVS V6.4.4, a lost or replaced phone: once the store's manager has checked the employee's
 * identity in person (as when the account was opened), an operator removes the account's
 * authenticator and ends its sessions; the next sign-in, password first, enrols a new one. Throws
 * {@link UnknownAccountError} for an e-mail that is no account's.
 */
export async function removeAuthenticator(db: Db, uid: string): Promise<RemovedAuthenticator> {
  const [account] = await db
    .select({ pk: customers.pk })
    .from(customers)
    .where(eq(customers.uid, uid.trim()))
    .limit(1);
  if (!account) throw new UnknownAccountError(`No account has the e-mail ${uid}`);
  const removed = await removeTotpFactor(db, account.pk);
  const ended = await endSessions(db, { uid });
  return { removed, ended };
}
