import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  contributionEntries,
  contributions,
  listItems,
  lists,
  storeTransactions,
  walletMovements,
} from '../../db/schema';
import { formatEuros } from '@ldn/domain';
import type { ListRow } from '../lists/lists-queries';
import { HttpError } from '../../http/error-body';
import { moneyMessages as text } from '../cart/money-messages';
import { walletBalanceTooLow } from './money-errors';
import { addGroupGiftFunding } from '../lists/gift-quantities';

/**
 * The money ledger: the few functions that record contributions and move wallets (the items'
 * quantities they change are in `lists/gift-quantities.ts`). Every caller runs them inside ONE
 * transaction and takes the row locks in one fixed order, so two transactions can never wait on
 * each other in a cycle:
 *
 *   payments row -> lists row -> list_items rows (by code_ax) -> contributions rows.
 *
 * (Validation never locks a payment: it creates one. The payment page, the recording, the expiry
 * job and the cancellations all take the payment, if any, first.)
 */

export type WalletMovementType = (typeof walletMovements.$inferSelect)['type'];

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
    /** The group gift a GROUP_GIFT movement comes from. */
    readonly codeAx?: string;
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
    codeAx: movement.codeAx ?? null,
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
    /** A part of a group gift (quantity 1, priced so); null or absent for units. */
    readonly partCents?: number | null;
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
        partCents: entry.partCents ?? null,
      })),
    );
    for (const entry of [...input.entries].sort((a, b) => a.codeAx.localeCompare(b.codeAx))) {
      if (typeof entry.partCents === 'number') {
        await addGroupGiftFunding(tx, input.listId, entry.codeAx, entry.partCents, {
          sign: 1,
          fromReservation: input.fromReservation,
        });
        continue;
      }
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
