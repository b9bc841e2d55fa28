import { createHash, randomBytes } from 'node:crypto';
import { ROLES, isStaff } from '@ldn/domain';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_ACCESS_TTL_SECONDS } from '../config';
import type { Db } from '../db/database';
import { customers, sessions } from '../db/schema';

/**
 * How long an access lasts before POST /user/getCodeToken must renew it [S7.1], unless the
 * server's configuration says otherwise (`LDN_ACCESS_TTL_SECONDS`, `config.accessTtlMs`).
 */
export const ACCESS_TTL_MS = DEFAULT_ACCESS_TTL_SECONDS * 1000;
/** How long a session lasts without a new sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * ASVS V7.3.1: a session left unused this long ends, whatever its lifetime. Use is recorded at
 * sign-in and at each access renewal (at most every ACCESS_TTL_MS of activity), so a session ends
 * between `idle - 15 min` and `idle` after its last request. Staff share store tills: one hour.
 */
export const CUSTOMER_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 60 * 60 * 1000;

export const idleLimitOf = (user: Pick<CurrentUser, 'roles'>): number =>
  isStaff(user) ? STAFF_IDLE_MS : CUSTOMER_IDLE_MS;

/** The signed-in customer, as every handler sees it. */
export interface CurrentUser {
  readonly pk: string;
  readonly uid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly string[];
  readonly storeCode: string | null;
  readonly country: string | null;
}

export interface SessionRecord {
  readonly tokenHash: string;
  readonly accessExpiresAt: Date;
  readonly expiresAt: Date;
  readonly user: CurrentUser;
}

export interface NewSession {
  /** Goes into the httpOnly cookie; only its hash is stored (and binds the XSRF token). */
  readonly token: string;
}

const randomToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * ASVS V7.5.2: the longest User-Agent kept with a session. Real ones stay under 300 characters; the
 * cap bounds what a client can make the server store.
 */
export const USER_AGENT_MAX_LENGTH = 512;

/** What a session remembers of its sign-in besides the customer. */
export interface SessionDetails {
  /** Tokens of the OpenID provider, to refresh the access and to log out there. */
  readonly idToken?: string | null;
  readonly refreshToken?: string | null;
  /** The browser's `User-Agent` header, shown to the customer as a device ('Chrome sur Android'). */
  readonly userAgent?: string | null | undefined;
}

/** Opens a session for a customer (after a successful sign-in). */
export async function createSession(
  db: Db,
  customerPk: number,
  details: SessionDetails = {},
  now: Date = new Date(),
  accessTtlMs: number = ACCESS_TTL_MS,
): Promise<NewSession> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerPk,
    accessExpiresAt: new Date(now.getTime() + accessTtlMs),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    lastSeenAt: now,
    idToken: details.idToken ?? null,
    refreshToken: details.refreshToken ?? null,
    userAgent: details.userAgent ? details.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
  return { token };
}

/**
 * The live session of a cookie token with its customer, or null (unknown, ended, or unused for
 * longer than its idle limit, in which case it is deleted: a later renewal cannot revive it).
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      accessExpiresAt: sessions.accessExpiresAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      pk: customers.pk,
      uid: customers.uid,
      firstName: customers.firstName,
      lastName: customers.lastName,
      roles: customers.roles,
      storeCode: customers.storeCode,
      country: customers.country,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.pk, sessions.customerPk))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const user: CurrentUser = {
    pk: String(row.pk),
    uid: row.uid,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    storeCode: row.storeCode,
    country: row.country,
  };
  if (now.getTime() - row.lastSeenAt.getTime() > idleLimitOf(user)) {
    await deleteSession(db, row.tokenHash);
    return null;
  }
  return {
    tokenHash: row.tokenHash,
    accessExpiresAt: row.accessExpiresAt,
    expiresAt: row.expiresAt,
    user,
  };
}

/** [S7.1] Renews the access of a live session; false when the session has ended. */
export async function renewAccess(
  db: Db,
  tokenHash: string,
  now: Date = new Date(),
  accessTtlMs: number = ACCESS_TTL_MS,
): Promise<boolean> {
  const renewed = await db
    .update(sessions)
    .set({ accessExpiresAt: new Date(now.getTime() + accessTtlMs), lastSeenAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return renewed.length > 0;
}

/** Ends a session (logout). */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Deletes the sessions that have ended: past their lifetime, or unused for longer than their idle
 * limit (the rule {@link findSession} applies when one is presented; this removes those never
 * presented again). Run on a schedule (the `sessions.purge` job); returns how many went.
 */
export async function purgeExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const staff = db
    .select({ pk: customers.pk })
    .from(customers)
    .where(sql`${customers.roles} && ${sql.param([ROLES.SELLER, ROLES.ACCOUNTANT])}::text[]`);
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, before(CUSTOMER_IDLE_MS)),
        and(lt(sessions.lastSeenAt, before(STAFF_IDLE_MS)), inArray(sessions.customerPk, staff)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** For tests: make the access of a session expired without waiting 15 minutes. */
export async function expireAccess(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ accessExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.tokenHash, tokenHash));
}
