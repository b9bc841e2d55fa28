import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, sessions } from '../db/schema';

/** What the sign-in needs of a customer account. */
export interface AccountRow {
  readonly pk: number;
  readonly uid: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
  readonly storeCode: string | null;
  readonly country: string | null;
}

const accountColumns = {
  pk: customers.pk,
  uid: customers.uid,
  passwordHash: customers.passwordHash,
  firstName: customers.firstName,
  lastName: customers.lastName,
  roles: customers.roles,
  storeCode: customers.storeCode,
  country: customers.country,
};

/** The account of an e-mail address (`uid` is citext: the case does not matter). */
export async function findAccountByUid(db: Db, uid: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customers)
    .where(eq(customers.uid, uid))
    .limit(1);
  return row ?? null;
}

/** The account of a pk given as a string (the provider's `sub`); null for anything else. */
export async function findAccountByPk(db: Db, pk: string): Promise<AccountRow | null> {
  if (!/^[1-9][0-9]{0,17}$/.test(pk)) return null;
  const [row] = await db
    .select(accountColumns)
    .from(customers)
    .where(eq(customers.pk, Number(pk)))
    .limit(1);
  return row ?? null;
}

/** A new customer account, as the sign-up form, an external provider or staff [S7.4] give it. */
export interface NewAccount {
  readonly uid: string;
  readonly passwordHash: string;
  readonly titleCode: 'mr' | 'mrs' | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly country: string;
}

/**
 * Creates the account and returns its pk, or null when the e-mail address is already taken (also
 * when another request took it a moment before: ON CONFLICT on the unique citext uid, no
 * check-then-insert race, so two creations for one e-mail give one account and one refusal).
 */
export async function createAccount(db: Db, account: NewAccount): Promise<number | null> {
  const [row] = await db
    .insert(customers)
    .values(account)
    .onConflictDoNothing({ target: customers.uid })
    .returning({ pk: customers.pk });
  return row?.pk ?? null;
}

/** The provider's tokens kept with a session (for the refresh-token grant and the logout). */
export interface SessionTokens {
  readonly idToken: string | null;
  readonly refreshToken: string | null;
}

export async function findSessionTokens(db: Db, tokenHash: string): Promise<SessionTokens | null> {
  const [row] = await db
    .select({ idToken: sessions.idToken, refreshToken: sessions.refreshToken })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Keeps the tokens of a refresh-token grant (the provider may rotate both). */
export async function storeSessionTokens(
  db: Db,
  tokenHash: string,
  tokens: { idToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  await db
    .update(sessions)
    .set({
      idToken: tokens.idToken ?? sql`${sessions.idToken}`,
      refreshToken: tokens.refreshToken ?? sql`${sessions.refreshToken}`,
    })
    .where(eq(sessions.tokenHash, tokenHash));
}
