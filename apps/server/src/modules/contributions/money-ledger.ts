import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  contributionEntries,
  contributions,
  listItems,
  lists,
  products,
  storeTransactions,
  walletMovements,
} from '../../db/schema';
import { QUANTITY_MAX, formatEuros } from '@ldn/domain';
import { findList, type ListRow } from '../lists/lists-queries';
import { HttpError } from '../../http/error-body';
import { itemsRefused, walletBalanceTooLow, type RefusedItem } from './money-errors';
import { moneyMessages as text } from './money-messages';

/**
 * The money ledger: the few functions that change gifted quantities and wallets. Every caller runs
 * them inside ONE transaction and takes the row locks in one fixed order, so two transactions can
 * never wait on each other in a cycle:
 *
 *   payments row -> lists row -> list_items rows (by code_ax) -> contributions rows.
 *
 * (Validation never locks a payment: it creates one. The payment page, the recording, the expiry
 * job and the cancellations all take the payment, if any, first.)
 */

export type WalletMovementType = (typeof walletMovements.$inferSelect)['type'];

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
  readonly hidden: boolean;
  readonly priceCents: number;
  readonly availability: 'AVAILABLE' | 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';
}

/** [S5.5] Units still giftable: wanted − gifted − being bought. */
export const giftableUnits = (
  item: Pick<LockedItem, 'quantity' | 'quantityContributed' | 'quantityInProgress'>,
): number => Math.max(0, item.quantity - item.quantityContributed - item.quantityInProgress);

/** [S5.5] Units not gifted yet, whether or not a purchase under way holds them. */
export const unitsNotGifted = (
  item: Pick<LockedItem, 'quantity' | 'quantityContributed'>,
): number => Math.max(0, item.quantity - item.quantityContributed);

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
      hidden: listItems.hidden,
      priceCents: products.priceCents,
      availability: products.availability,
    })
    .from(listItems)
    .innerJoin(products, eq(products.codeAx, listItems.codeAx))
    .where(and(eq(listItems.listId, listId), inArray(listItems.codeAx, [...new Set(codes)])))
    .orderBy(asc(listItems.codeAx))
    .for('update', { of: listItems });
  return new Map(rows.map((row) => [row.codeAx, row]));
}

/** Adds `delta` (may be negative) to the in-progress units of items (rows already locked). */
export async function addInProgress(
  tx: Db,
  listId: string,
  entries: readonly { readonly codeAx: string; readonly quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  for (const entry of [...entries].sort((a, b) => a.codeAx.localeCompare(b.codeAx))) {
    await tx
      .update(listItems)
      .set({
        quantityInProgress: sql`${listItems.quantityInProgress} + ${sign * entry.quantity}`,
        updatedAt: new Date(),
      })
      .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, entry.codeAx)));
  }
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

/**
 * [S4.5] [S4.7] What in-store sales under way (not yet confirmed nor cancelled) have reserved of a
 * list's wallet: the amount each will use when it is confirmed. Read under the list's lock, which
 * every sale takes to be created, confirmed or cancelled, so the sum cannot move meanwhile.
 */
export async function walletReservedCents(tx: Db, listId: string): Promise<number> {
  const [row] = await tx
    .select({ reserved: sql<string>`coalesce(sum(${storeTransactions.potCents}), 0)::text` })
    .from(storeTransactions)
    .where(
      and(
        eq(storeTransactions.listId, listId),
        inArray(storeTransactions.state, ['IN_PROGRESS', 'TO_CONFIRM']),
      ),
    );
  return Number(row?.reserved ?? 0);
}

/**
 * [S3.15] Moves the wallet of a list (its row locked by the caller) and writes the movement:
 * balance += amount; the total (everything received) grows with a contribution, shrinks with a
 * cancellation, and does not change when the wallet is used. A debit below 0 is refused with 409
 * WALLET_BALANCE_TOO_LOW (the CHECK of `lists` backs this up); so is a refund that would take what
 * in-store sales under way have reserved [S4.5]. The wallet used by a sale being confirmed ('USE')
 * was reserved by that very sale.
 */
export async function moveWallet(
  tx: Db,
  list: Pick<ListRow, 'id' | 'walletCents'>,
  movement: {
    readonly type: WalletMovementType;
    readonly amountCents: number;
    readonly contributionId?: number | null;
    readonly at?: Date;
  },
): Promise<{ walletCents: number; walletTotalCents: number }> {
  const { type, amountCents } = movement;
  if (type === 'USE' && list.walletCents + amountCents < 0) {
    throw new HttpError(409, text.walletUseTooLow, 'WALLET_BALANCE_TOO_LOW');
  }
  if (list.walletCents + amountCents < 0) throw walletBalanceTooLow();
  if (type !== 'USE' && amountCents < 0) {
    const reserved = await walletReservedCents(tx, list.id);
    if (list.walletCents - reserved + amountCents < 0) {
      throw new HttpError(
        409,
        text.walletReservedForStore(formatEuros(reserved)),
        'WALLET_BALANCE_TOO_LOW',
      );
    }
  }
  const totalDelta = type === 'USE' ? 0 : amountCents;
  const [updated] = await tx
    .update(lists)
    .set({
      walletCents: sql`${lists.walletCents} + ${amountCents}`,
      walletTotalCents: sql`${lists.walletTotalCents} + ${totalDelta}`,
      updatedAt: new Date(),
    })
    .where(eq(lists.id, list.id))
    .returning({ walletCents: lists.walletCents, walletTotalCents: lists.walletTotalCents });
  if (!updated) throw new Error(`moveWallet: no list ${list.id}`);
  await tx.insert(walletMovements).values({
    listId: list.id,
    contributionId: movement.contributionId ?? null,
    type,
    amountCents,
    balanceAfterCents: updated.walletCents,
    ...(movement.at ? { createdAt: movement.at } : {}),
  });
  return updated;
}

/** A contribution to record. */
export interface NewContribution {
  readonly listId: string;
  readonly kind: 'GIFT' | 'SELF_PURCHASE' | 'WALLET';
  readonly source: 'ONLINE' | 'STORE' | 'SEED';
  readonly paymentId?: string | null;
  readonly customerPk?: number | null;
  readonly contributorName: string;
  readonly contributorEmail: string;
  readonly message: string;
  readonly giftMessage: string;
  readonly giftFrom: string;
  readonly entries: readonly {
    readonly codeAx: string;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }[];
  readonly walletCents: number;
  readonly deliveryFeeCents: number;
  readonly deliveryOption: string;
  /** The entries' units were reserved (in progress) and now become gifted. */
  readonly fromReservation: boolean;
}

/**
 * [S3.14] Records a contribution: the row, its entries, the gifted units (moved from "in
 * progress" when reserved), and the wallet part. The caller holds the list row and the items'
 * rows locked and has checked what remains; the CHECKs of `list_items` refuse anything else.
 * Returns the new contribution's id.
 */
export async function recordContribution(
  tx: Db,
  list: Pick<ListRow, 'id' | 'walletCents'>,
  input: NewContribution,
): Promise<number> {
  const productsCents = input.entries.reduce(
    (sum, entry) => sum + entry.quantity * entry.unitPriceCents,
    0,
  );
  const [row] = await tx
    .insert(contributions)
    .values({
      listId: input.listId,
      kind: input.kind,
      source: input.source,
      paymentId: input.paymentId ?? null,
      customerPk: input.customerPk ?? null,
      contributorName: input.contributorName,
      contributorEmail: input.contributorEmail,
      message: input.message,
      giftMessage: input.giftMessage,
      giftFrom: input.giftFrom,
      productsCents,
      walletCents: input.walletCents,
      deliveryFeeCents: input.deliveryFeeCents,
      deliveryOption: input.deliveryOption,
    })
    .returning({ id: contributions.id });
  if (!row) throw new Error('recordContribution: nothing inserted');
  if (input.entries.length > 0) {
    await tx.insert(contributionEntries).values(
      input.entries.map((entry) => ({
        contributionId: row.id,
        codeAx: entry.codeAx,
        quantity: entry.quantity,
        unitPriceCents: entry.unitPriceCents,
      })),
    );
    for (const entry of [...input.entries].sort((a, b) => a.codeAx.localeCompare(b.codeAx))) {
      await tx
        .update(listItems)
        .set({
          quantityContributed: sql`${listItems.quantityContributed} + ${entry.quantity}`,
          ...(input.fromReservation
            ? { quantityInProgress: sql`${listItems.quantityInProgress} - ${entry.quantity}` }
            : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(listItems.listId, input.listId), eq(listItems.codeAx, entry.codeAx)));
    }
  }
  if (input.walletCents > 0) {
    await moveWallet(tx, list, {
      type: 'CONTRIBUTION',
      amountCents: input.walletCents,
      contributionId: row.id,
    });
  }
  return row.id;
}

/** A line asked of a list: a product and its quantity. */
export interface AskedLine {
  readonly codeAx: string;
  readonly quantity: number;
}

/**
 * [S8.4] [S4.4] [S5.5] Checks asked lines against the list's items, under their row locks (taken
 * here, in code order): each must be on the list (a private item only for the owner or staff), in
 * stock, and within what can still be gifted (at most 99 at a time). Returns the lines with their
 * unit price; throws the refusal naming every refused line otherwise (nothing written).
 */
export async function checkGiftable(
  tx: Db,
  listId: string,
  lines: readonly AskedLine[],
  options: { readonly hiddenAllowed: boolean },
): Promise<{ codeAx: string; quantity: number; unitPriceCents: number }[]> {
  const items = await lockItems(
    tx,
    listId,
    lines.map((line) => line.codeAx),
  );
  const refused: RefusedItem[] = [];
  const giftable: { codeAx: string; quantity: number; unitPriceCents: number }[] = [];
  for (const line of lines) {
    const item = items.get(line.codeAx);
    const remaining = item ? Math.min(QUANTITY_MAX, giftableUnits(item)) : 0;
    if (!item || (item.hidden && !options.hiddenAllowed)) {
      refused.push({ codeAx: line.codeAx, reason: 'ITEM_NOT_IN_LIST' });
    } else if (item.availability !== 'AVAILABLE') {
      refused.push({ codeAx: line.codeAx, reason: 'PRODUCT_UNAVAILABLE' });
    } else if (line.quantity > remaining) {
      // Held by purchases under way, not offered: it may come back when they end.
      const held = line.quantity <= Math.min(QUANTITY_MAX, unitsNotGifted(item));
      refused.push({
        codeAx: line.codeAx,
        reason: held ? 'PURCHASE_IN_PROGRESS' : 'QUANTITY_EXCEEDED',
        remaining,
      });
    } else {
      giftable.push({ ...line, unitPriceCents: item.priceCents });
    }
  }
  if (refused.length > 0) throw itemsRefused(refused);
  return giftable;
}
