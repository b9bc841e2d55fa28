import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listItems, products } from '../../db/schema';
import { findList, type ListRow } from './lists-queries';

/**
 * The gifted and in-progress quantities of a list's items, under row locks: what validation,
 * payments, in-store sales and the ledger change. Every caller runs them inside ONE transaction
 * and takes the row locks in one fixed order (see `contributions/money-ledger.ts`):
 * payments row -> lists row -> list_items rows (by code_ax) -> contributions rows.
 */

/** The list row, locked until the transaction ends; `undefined` for an unknown list. */
export async function lockList(tx: Db, listId: string): Promise<ListRow | undefined> {
  return findList(tx, listId, { forUpdate: true });
}

/** What validation and recording read of a locked item. */
export interface LockedItem {
  readonly codeAx: string;
  readonly quantity: number;
  readonly quantityContributed: number;
  readonly quantityInProgress: number;
  /** Units the parents received outside the list: taken, like gifted ones. */
  readonly quantityReceivedElsewhere: number;
  readonly hidden: boolean;
  readonly priceCents: number;
  readonly availability: 'AVAILABLE' | 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';
  /** A group gift's frozen price (migration 0017); null for an ordinary item. */
  readonly groupTargetCents: number | null;
  readonly groupFundedCents: number;
  readonly groupInProgressCents: number;
}

/** [S5.5] Units still giftable: wanted − gifted − received elsewhere − being bought. */
export const giftableUnits = (
  item: Pick<
    LockedItem,
    'quantity' | 'quantityContributed' | 'quantityInProgress' | 'quantityReceivedElsewhere'
  >,
): number =>
  Math.max(
    0,
    item.quantity -
      item.quantityContributed -
      item.quantityReceivedElsewhere -
      item.quantityInProgress,
  );

/**
 * [S5.5] Units not gifted yet (nor received elsewhere), whether or not a purchase under way holds
 * them.
 */
export const unitsNotGifted = (
  item: Pick<LockedItem, 'quantity' | 'quantityContributed' | 'quantityReceivedElsewhere'>,
): number => Math.max(0, item.quantity - item.quantityContributed - item.quantityReceivedElsewhere);

/**
 * The items `codes` of a list, their rows locked in code order (the fixed order that keeps two
 * buyers of the same items from deadlocking). Codes not in the list are simply absent.
 */
export async function lockItems(
  tx: Db,
  listId: string,
  codes: readonly string[],
): Promise<Map<string, LockedItem>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({
      codeAx: listItems.codeAx,
      quantity: listItems.quantity,
      quantityContributed: listItems.quantityContributed,
      quantityInProgress: listItems.quantityInProgress,
      quantityReceivedElsewhere: listItems.quantityReceivedElsewhere,
      hidden: listItems.hidden,
      priceCents: products.priceCents,
      availability: products.availability,
      groupTargetCents: listItems.groupTargetCents,
      groupFundedCents: listItems.groupFundedCents,
      groupInProgressCents: listItems.groupInProgressCents,
    })
    .from(listItems)
    .innerJoin(products, eq(products.codeAx, listItems.codeAx))
    .where(and(eq(listItems.listId, listId), inArray(listItems.codeAx, [...new Set(codes)])))
    .orderBy(asc(listItems.codeAx))
    .for('update', { of: listItems });
  return new Map(rows.map((row) => [row.codeAx, row]));
}

/** A line that reserves or gives: units of a product, or (`partCents`) a part of a group gift. */
export interface QuantityLine {
  readonly codeAx: string;
  readonly quantity: number;
  readonly partCents?: number | null;
}

/**
 * Adds (`sign` 1) or gives back (-1) what lines hold of items (rows already locked): units in
 * progress, or, for a part of a group gift, its cents in progress. The CHECKs of `list_items`
 * refuse holding more than remains, whatever a caller checked.
 */
export async function addInProgress(
  tx: Db,
  listId: string,
  entries: readonly QuantityLine[],
  sign: 1 | -1,
): Promise<void> {
  for (const entry of [...entries].sort((a, b) => a.codeAx.localeCompare(b.codeAx))) {
    const part = entry.partCents ?? null;
    await tx
      .update(listItems)
      .set({
        ...(part === null
          ? { quantityInProgress: sql`${listItems.quantityInProgress} + ${sign * entry.quantity}` }
          : { groupInProgressCents: sql`${listItems.groupInProgressCents} + ${sign * part}` }),
        updatedAt: new Date(),
      })
      .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, entry.codeAx)));
  }
}

/**
 * A part of a group gift is paid (`sign` 1, moved from "in progress" when `fromReservation`) or
 * cancelled (-1): the funded cents move, and the item's one unit is gifted exactly while the
 * funded cents reach its price (row already locked).
 */
export async function addGroupGiftFunding(
  tx: Db,
  listId: string,
  codeAx: string,
  partCents: number,
  options: { readonly sign: 1 | -1; readonly fromReservation: boolean },
): Promise<void> {
  const funded = sql`${listItems.groupFundedCents} + ${options.sign * partCents}`;
  await tx
    .update(listItems)
    .set({
      groupFundedCents: funded,
      ...(options.fromReservation
        ? { groupInProgressCents: sql`${listItems.groupInProgressCents} - ${partCents}` }
        : {}),
      quantityContributed: sql`CASE WHEN ${funded} >= ${listItems.groupTargetCents} THEN 1 ELSE 0 END`,
      updatedAt: new Date(),
    })
    .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
}

/** Adds `delta` to the gifted units of one item (row already locked). */
export async function addGifted(
  tx: Db,
  listId: string,
  codeAx: string,
  delta: number,
): Promise<void> {
  await tx
    .update(listItems)
    .set({
      quantityContributed: sql`${listItems.quantityContributed} + ${delta}`,
      updatedAt: new Date(),
    })
    .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
}
