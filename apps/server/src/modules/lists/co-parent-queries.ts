import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CO_PARENT_INVITATION_DAYS, type CoParent } from '@ldn/contract';
import type { Db } from '../../db/database';
import { customers, listCoParentInvitations, lists } from '../../db/schema';

/**
 * The co-parent's invitations (migration 0019). An invitation is pending (neither accepted nor
 * revoked), accepted (its account has the owner's rights while `lists.co_parent_pk` names it), or
 * revoked. The routes lock the list's row before any of these, so the changes of one list's
 * co-parent run one after the other.
 */

export type InvitationRow = typeof listCoParentInvitations.$inferSelect;

/** A new invitation token: 32 random bytes, base64url; it goes in the mail, never in the table. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of a token: its SHA-256 (enough for 256 random bits). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const notRevoked = isNull(listCoParentInvitations.revokedAt);
const pending = and(isNull(listCoParentInvitations.acceptedAt), notRevoked);

/**
 * Replaces the list's pending invitation (if any) by a new one to `email`, valid
 * {@link CO_PARENT_INVITATION_DAYS} days.
 */
export async function replacePendingInvitation(
  db: Db,
  input: { listId: string; email: string; token: string; invitedByPk: number },
): Promise<void> {
  await db
    .update(listCoParentInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(listCoParentInvitations.listId, input.listId), pending));
  await db.insert(listCoParentInvitations).values({
    listId: input.listId,
    email: input.email,
    tokenHash: hashInvitationToken(input.token),
    invitedByPk: input.invitedByPk,
    expiresAt: sql`now() + make_interval(days => ${CO_PARENT_INVITATION_DAYS})`,
  });
}

/** The invitation of a token, whatever its state (`forUpdate` locks it). */
export async function findInvitationByToken(
  db: Db,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<(InvitationRow & { expired: boolean }) | undefined> {
  const query = db
    .select({ invitation: listCoParentInvitations, expired: sql<boolean>`expires_at <= now()` })
    .from(listCoParentInvitations)
    .where(eq(listCoParentInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row && { ...row.invitation, expired: row.expired };
}

/** Accepts an invitation for `customerPk` and gives that account the owner's rights on the list. */
export async function acceptInvitation(
  db: Db,
  invitation: Pick<InvitationRow, 'id' | 'listId'>,
  customerPk: number,
): Promise<void> {
  await db
    .update(listCoParentInvitations)
    .set({ acceptedPk: customerPk, acceptedAt: sql`now()` })
    .where(eq(listCoParentInvitations.id, invitation.id));
  await db.update(lists).set({ coParentPk: customerPk }).where(eq(lists.id, invitation.listId));
}

/**
 * Ends the co-parent's access and any pending invitation of the list. Returns whether anything
 * was ended.
 */
export async function revokeCoParent(db: Db, listId: string): Promise<boolean> {
  const ended = await db
    .update(listCoParentInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(listCoParentInvitations.listId, listId), notRevoked))
    .returning({ id: listCoParentInvitations.id });
  await db.update(lists).set({ coParentPk: null }).where(eq(lists.id, listId));
  return ended.length > 0;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The list's co-parent as Parameters shows it: the accepted one, else the pending invitation. */
export async function coParentOf(db: Db, listId: string): Promise<CoParent> {
  const [active] = await db
    .select({
      invitation: listCoParentInvitations,
      firstName: customers.firstName,
      lastName: customers.lastName,
      expired: sql<boolean>`${listCoParentInvitations.expiresAt} <= now()`,
    })
    .from(listCoParentInvitations)
    .leftJoin(customers, eq(customers.pk, listCoParentInvitations.acceptedPk))
    .where(and(eq(listCoParentInvitations.listId, listId), notRevoked))
    // The accepted one first (its accepted_at is set), then the newest.
    .orderBy(
      sql`${listCoParentInvitations.acceptedAt} IS NULL`,
      desc(listCoParentInvitations.createdAt),
    )
    .limit(1);
  const none: CoParent = {
    listId,
    state: 'NONE',
    email: '',
    firstName: '',
    lastName: '',
    invitedAt: null,
    expiresAt: null,
    acceptedAt: null,
  };
  if (!active) return none;
  const { invitation } = active;
  if (invitation.acceptedAt !== null) {
    return {
      ...none,
      state: 'ACCEPTED',
      email: invitation.email,
      firstName: active.firstName ?? '',
      lastName: active.lastName ?? '',
      invitedAt: iso(invitation.createdAt),
      acceptedAt: iso(invitation.acceptedAt),
    };
  }
  // An expired invitation no longer works: as if there were none, the holder invites again.
  if (active.expired) return none;
  return {
    ...none,
    state: 'PENDING',
    email: invitation.email,
    invitedAt: iso(invitation.createdAt),
    expiresAt: iso(invitation.expiresAt),
  };
}
