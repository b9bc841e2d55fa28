import { QUANTITY_MAX, groupGiftPartError, groupGiftRemainingCents } from '@ldn/domain';
import type { Db } from '../../db/database';
import {
  giftableUnits,
  lockItems,
  unitsNotGifted,
  type LockedItem,
} from '../lists/gift-quantities';
import { itemsRefused, type RefusalReason, type RefusedItem } from './cart-errors';

/** A line a cart asks of a list: a product and its quantity, or a part of a group gift. */
export interface RequestedLine {
  readonly codeAx: string;
  readonly quantity: number;
  /** A part of a group gift, in cents (the quantity is then 1). */
  readonly partCents?: number | undefined;
}

/** A line checked: its unit price (a part's own amount), and the part when it is one. */
export interface GiftableLine {
  readonly codeAx: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly partCents: number | null;
}

/**
 * Why a part of a group gift cannot be taken now, under the item's row lock: the rule of
 * `groupGiftPartError` against what remains (price − funded − held by payments under way).
 * Relatives racing for the last euros are told here: the first to validate holds them.
 */
export function groupGiftRefusal(
  item: LockedItem,
  partCents: number,
): { reason: RefusalReason; remainingAmount: number } | undefined {
  const remainingAmount = groupGiftRemainingCents({
    priceCents: item.groupTargetCents ?? 0,
    fundedCents: item.groupFundedCents,
    inProgressCents: item.groupInProgressCents,
  });
  // Received elsewhere meanwhile (the owner's word): nothing more to fund.
  const error =
    item.quantityReceivedElsewhere > 0
      ? 'GROUP_GIFT_FUNDED'
      : groupGiftPartError(partCents, remainingAmount);
  if (error === undefined) return undefined;
  if (error === 'GROUP_GIFT_FUNDED') {
    return {
      reason: item.groupInProgressCents > 0 ? 'GROUP_GIFT_HELD' : 'GROUP_GIFT_FUNDED',
      remainingAmount,
    };
  }
  if (error === 'GROUP_GIFT_PART_OVER_REMAINING') {
    return { reason: 'GROUP_GIFT_OVER_REMAINING', remainingAmount };
  }
  return { reason: 'GROUP_GIFT_PART_REFUSED', remainingAmount };
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
  lines: readonly RequestedLine[],
  options: { readonly hiddenAllowed: boolean },
): Promise<GiftableLine[]> {
  const items = await lockItems(
    tx,
    listId,
    lines.map((line) => line.codeAx),
  );
  const refused: RefusedItem[] = [];
  const giftable: GiftableLine[] = [];
  for (const line of lines) {
    const item = items.get(line.codeAx);
    const remaining = item ? Math.min(QUANTITY_MAX, giftableUnits(item)) : 0;
    if (!item || (item.hidden && !options.hiddenAllowed)) {
      refused.push({ codeAx: line.codeAx, reason: 'ITEM_NOT_IN_LIST' });
    } else if (item.availability !== 'AVAILABLE') {
      refused.push({ codeAx: line.codeAx, reason: 'PRODUCT_UNAVAILABLE' });
    } else if (item.groupTargetCents !== null || line.partCents !== undefined) {
      const refusal =
        item.groupTargetCents === null
          ? { reason: 'NOT_A_GROUP_GIFT' as const }
          : line.partCents === undefined
            ? { reason: 'GROUP_GIFT_PARTS_ONLY' as const }
            : groupGiftRefusal(item, line.partCents);
      if (refusal) refused.push({ codeAx: line.codeAx, ...refusal });
      else {
        const part = line.partCents ?? 0;
        giftable.push({ codeAx: line.codeAx, quantity: 1, unitPriceCents: part, partCents: part });
      }
    } else if (line.quantity > remaining) {
      // Held by purchases under way, not offered: it may come back when they end.
      const held = line.quantity <= Math.min(QUANTITY_MAX, unitsNotGifted(item));
      refused.push({
        codeAx: line.codeAx,
        reason: held ? 'PURCHASE_IN_PROGRESS' : 'QUANTITY_EXCEEDED',
        remaining,
      });
    } else {
      giftable.push({
        codeAx: line.codeAx,
        quantity: line.quantity,
        unitPriceCents: item.priceCents,
        partCents: null,
      });
    }
  }
  if (refused.length > 0) throw itemsRefused(refused);
  return giftable;
}
