import { QUANTITY_MAX } from '@ldn/domain';
import type { Db } from '../../db/database';
import { giftableUnits, lockItems, unitsNotGifted } from '../lists/gift-quantities';
import { itemsRefused, type RefusedItem } from './cart-errors';

/** A line a cart asks of a list: a product and its quantity. */
export interface RequestedLine {
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
  lines: readonly RequestedLine[],
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
