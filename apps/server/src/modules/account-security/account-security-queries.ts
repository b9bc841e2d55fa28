import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, sessions } from '../../db/schema';

/** One live session of an account, as the sessions list reads it. */
export interface SessionRow {
  readonly id: string;
  readonly tokenHash: string;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

/**
 * ASVS V7.5.2: the live sessions of an account, the most recently used first. Live: not expired,
 * and used within the account's idle limit (`findSession` ends the others at their next request;
 * they are not shown as if they could still be used).
 */
export async function liveSessionsOf(
  db: Db,
  customerPk: number,
  idleLimitMs: number,
  now: Date = new Date(),
): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerPk, customerPk),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleLimitMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * Ends the session `id` if it belongs to `customerPk`; its token hash, or null when the account
 * has no such session (someone else's, already ended, or never existed: the same answer).
 */
export async function deleteOwnSession(
  db: Db,
  customerPk: number,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.customerPk, customerPk)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash ?? null;
}

/** The stored password hash of an account, or null when the account is gone. */
export async function passwordHashOf(db: Db, customerPk: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.pk, customerPk))
    .limit(1);
  return row?.passwordHash ?? null;
}

/** Stores a new password hash; false when the account is gone. */
export async function storePasswordHash(
  db: Db,
  customerPk: number,
  passwordHash: string,
): Promise<boolean> {
  const updated = await db
    .update(customers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(customers.pk, customerPk))
    .returning({ pk: customers.pk });
  return updated.length > 0;
}
