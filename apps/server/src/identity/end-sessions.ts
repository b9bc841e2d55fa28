import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { customers, oidcPayloads, sessions } from '../db/schema';

/**
 * ASVS V7.4.5: what an operator ends, for one account (by its e-mail, the account's `uid`) or for
 * every account. Both stores of a sign-in go: the application's sessions (the session cookie stops
 * working at the next request, on every instance, since each request reads its session row) and
 * the embedded provider's records bound to the account (its login session, grants, codes and
 * tokens), so that the next `/login` asks for the password again instead of signing the browser
 * straight back in.
 */
export type SessionsTarget = { readonly uid: string } | 'all';

/** What was ended. */
export interface EndedSessions {
  /** Accounts whose sessions were looked for (1, or every account for `'all'`). */
  readonly accounts: number;
  /** Application sessions deleted. */
  readonly sessions: number;
  /** Provider records deleted (login sessions, grants, codes, access and refresh tokens). */
  readonly providerRecords: number;
}

/** The target names no account: nothing was changed. */
export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
}

/**
 * The provider's records that belong to a signed-in account carry its id as `accountId` in their
 * payload (oidc-provider's Session, Grant, AuthorizationCode, AccessToken, RefreshToken); the
 * account id is the customer's `pk` (embedded-provider.ts, `findAccount`).
 */
const accountIdOf = sql`(${oidcPayloads.payload} ->> 'accountId')`;

/**
 * Ends the sessions of `target` in one transaction (all or nothing). Throws
 * {@link UnknownAccountError} for an e-mail that is no account's.
 */
export async function endSessions(db: Db, target: SessionsTarget): Promise<EndedSessions> {
  return db.transaction(async (tx) => {
    if (target === 'all') {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(customers);
      const ended = await tx.delete(sessions).returning({ tokenHash: sessions.tokenHash });
      const records = await tx
        .delete(oidcPayloads)
        .where(sql`${accountIdOf} IS NOT NULL`)
        .returning({ id: oidcPayloads.id });
      return { accounts: count, sessions: ended.length, providerRecords: records.length };
    }
    // `uid` is citext: the e-mail matches whatever its case.
    const [account] = await tx
      .select({ pk: customers.pk })
      .from(customers)
      .where(eq(customers.uid, target.uid.trim()))
      .limit(1);
    if (!account) throw new UnknownAccountError(`No account has the e-mail ${target.uid}`);
    return endAccountSessions(tx, account.pk, undefined);
  });
}

/**
 * ASVS V7.4.3, V7.5.2: the customer ends his other sessions (Parameters, or after changing his
 * password): every application session of the account but `keptTokenHash` (the one asking), and
 * all the embedded provider's records of the account. Those are not tied to one application
 * session; the kept one does not need them: the embedded provider's sign-in always asks for the
 * password (`prompt=login`) and its access is renewed without them (an external provider keeps no
 * records here).
 */
export async function endOtherSessions(
  db: Db,
  customerPk: number,
  keptTokenHash: string,
): Promise<EndedSessions> {
  return db.transaction((tx) => endAccountSessions(tx, customerPk, keptTokenHash));
}

/** Both stores of one account's sign-ins, but the application session `kept` (if any). */
async function endAccountSessions(
  tx: Tx,
  customerPk: number,
  kept: string | undefined,
): Promise<EndedSessions> {
  const ofAccount = eq(sessions.customerPk, customerPk);
  const ended = await tx
    .delete(sessions)
    .where(kept === undefined ? ofAccount : and(ofAccount, ne(sessions.tokenHash, kept)))
    .returning({ tokenHash: sessions.tokenHash });
  const records = await tx
    .delete(oidcPayloads)
    .where(eq(accountIdOf, String(customerPk)))
    .returning({ id: oidcPayloads.id });
  return { accounts: 1, sessions: ended.length, providerRecords: records.length };
}
