import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  contributionEntries,
  contributionReturns,
  contributions,
  listItems,
  products,
  rewardCoupons,
  walletMovements,
} from '../../db/schema';

/** Database access of the activity, wallet, returns and reward [S7.31]-[S7.37]. */

export type ContributionRow = typeof contributions.$inferSelect;
export type EntryRow = typeof contributionEntries.$inferSelect;
export type CouponRow = typeof rewardCoupons.$inferSelect;
export type ReturnRow = typeof contributionReturns.$inferSelect;

/** An entry with its product's name, for the activity. */
export interface EntryView extends EntryRow {
  readonly productName: string;
}

export async function contributionsOfList(db: Db, listId: string): Promise<ContributionRow[]> {
  return db
    .select()
    .from(contributions)
    .where(eq(contributions.listId, listId))
    .orderBy(desc(contributions.createdAt), desc(contributions.id));
}

/**
 * [S4.8] A contribution its owner may still thank: confirmed, from a relative (a gift or a wallet
 * participation; no thanks to oneself for a self purchase), not thanked yet.
 */
export function awaitingThanks(): SQL {
  return and(
    eq(contributions.status, 'CONFIRMED'),
    inArray(contributions.kind, ['GIFT', 'WALLET']),
    isNull(contributions.thankedAt),
  ) as SQL;
}

/** [S4.8] The contributions of a list not thanked yet, oldest first. */
export async function contributionsToThank(db: Db, listId: string): Promise<ContributionRow[]> {
  return db
    .select()
    .from(contributions)
    .where(and(eq(contributions.listId, listId), awaitingThanks()))
    .orderBy(asc(contributions.createdAt), asc(contributions.id));
}

/** [S4.8] How many contributions of a list are not thanked yet. */
export async function toThankCountOf(db: Db, listId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(contributions)
    .where(and(eq(contributions.listId, listId), awaitingThanks()));
  return row?.count ?? 0;
}

export async function entriesOf(db: Db, contributionIds: readonly number[]): Promise<EntryView[]> {
  if (contributionIds.length === 0) return [];
  return db
    .select({
      id: contributionEntries.id,
      contributionId: contributionEntries.contributionId,
      codeAx: contributionEntries.codeAx,
      quantity: contributionEntries.quantity,
      unitPriceCents: contributionEntries.unitPriceCents,
      quantityReturned: contributionEntries.quantityReturned,
      partCents: contributionEntries.partCents,
      productName: products.name,
    })
    .from(contributionEntries)
    .innerJoin(products, eq(products.codeAx, contributionEntries.codeAx))
    .where(inArray(contributionEntries.contributionId, [...contributionIds]))
    .orderBy(asc(contributionEntries.id));
}

export async function couponsOfList(db: Db, listId: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(rewardCoupons)
    .where(eq(rewardCoupons.listId, listId))
    .orderBy(desc(rewardCoupons.createdAt), asc(rewardCoupons.id));
}

/**
 * [S2.41] [S4.9] The cumulative purchases of a list: the products of its confirmed contributions,
 * returned units excluded (wallet parts and delivery fees are not purchases).
 */
export async function purchaseCentsOf(db: Db, listId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum((${contributionEntries.quantity} - ${contributionEntries.quantityReturned}) * ${contributionEntries.unitPriceCents}), 0)::text`,
    })
    .from(contributionEntries)
    .innerJoin(contributions, eq(contributions.id, contributionEntries.contributionId))
    .where(
      and(
        eq(contributions.listId, listId),
        eq(contributions.status, 'CONFIRMED'),
        // Parts of a group gift closing moved into the wallet are wallet money, not purchases.
        sql`NOT (${contributionEntries.partCents} IS NOT NULL AND EXISTS (
          SELECT 1 FROM ${listItems} WHERE ${listItems.listId} = ${contributions.listId}
            AND ${listItems.codeAx} = ${contributionEntries.codeAx}
            AND ${listItems.groupToWalletCents} > 0))`,
      ),
    );
  return Number(row?.total ?? 0);
}

export interface MovementView {
  readonly id: number;
  readonly contributionId: number | null;
  readonly type: (typeof walletMovements.$inferSelect)['type'];
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly createdAt: Date;
  readonly contributorName: string | null;
  readonly message: string | null;
  /** GROUP_GIFT: the group gift's code and product name. */
  readonly codeAx: string | null;
  readonly productName: string | null;
}

/** [S7.35] The wallet's movements, newest first, with the contribution they come from. */
export async function movementsOfList(db: Db, listId: string): Promise<MovementView[]> {
  return db
    .select({
      id: walletMovements.id,
      contributionId: walletMovements.contributionId,
      type: walletMovements.type,
      amountCents: walletMovements.amountCents,
      balanceAfterCents: walletMovements.balanceAfterCents,
      createdAt: walletMovements.createdAt,
      contributorName: contributions.contributorName,
      message: contributions.message,
      codeAx: walletMovements.codeAx,
      productName: products.name,
    })
    .from(walletMovements)
    .leftJoin(contributions, eq(contributions.id, walletMovements.contributionId))
    .leftJoin(products, eq(products.codeAx, walletMovements.codeAx))
    .where(eq(walletMovements.listId, listId))
    .orderBy(desc(walletMovements.createdAt), desc(walletMovements.id));
}

/** A contribution by id; `forUpdate` locks it (after the list and items: see money-ledger.ts). */
export async function findContribution(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ContributionRow | undefined> {
  const query = db.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** An entry with the list and state of its contribution. */
export interface EntryWithContribution extends EntryRow {
  readonly listId: string;
  readonly status: ContributionRow['status'];
}

export async function findEntry(
  db: Db,
  entryId: number,
  options: { forUpdate?: boolean } = {},
): Promise<EntryWithContribution | undefined> {
  const query = db
    .select({
      id: contributionEntries.id,
      contributionId: contributionEntries.contributionId,
      codeAx: contributionEntries.codeAx,
      quantity: contributionEntries.quantity,
      unitPriceCents: contributionEntries.unitPriceCents,
      quantityReturned: contributionEntries.quantityReturned,
      partCents: contributionEntries.partCents,
      listId: contributions.listId,
      status: contributions.status,
    })
    .from(contributionEntries)
    .innerJoin(contributions, eq(contributions.id, contributionEntries.contributionId))
    .where(eq(contributionEntries.id, entryId))
    .limit(1);
  const [row] = options.forUpdate
    ? await query.for('update', { of: contributionEntries })
    : await query;
  return row;
}

export async function returnsOfEntry(db: Db, entryId: number): Promise<ReturnRow[]> {
  return db
    .select()
    .from(contributionReturns)
    .where(eq(contributionReturns.entryId, entryId))
    .orderBy(asc(contributionReturns.id));
}

/** A coupon code: `LDN-` and two groups of 4 characters without look-alikes (0/O, 1/I). */
export function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `LDN-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}
