import { quantityBounds } from '@ldn/domain';
import { productMessages } from '../messages';
import type { ProductDetails } from '../product-model';
import { addRefusal } from './add-product-view';
import { nothingToAddText } from './list-product-view';

export interface AddToCartInput {
  readonly details: ProductDetails;
  /** [S6.4] Staff act whatever the stock. */
  readonly staff: boolean;
  /** [S3.7] Wanted and gifted quantities of the list's item. */
  readonly wanted: number;
  readonly gifted: number;
  /** [S5.5] Units reserved by payments under way. */
  readonly inProgress: number;
  /** [S5.5] Units already in the visitor's cart. */
  readonly inCart: number;
  /** A group gift: relatives give parts through the page's 'Participer', never units. */
  readonly groupGift?: boolean | undefined;
}

/**
 * [S2.54] [S5.5] Why 'Ajouter au panier' can add nothing now, in the words the page shows (nothing
 * left to gift, the rest in the visitor's cart or being bought, the stock; a group gift takes parts,
 * not units), or `null` when it can.
 * The phone bar's button and the page's own one answer the same.
 */
export function addToCartRefusal({
  details,
  staff,
  wanted,
  gifted,
  inProgress,
  inCart,
  groupGift = false,
}: AddToCartInput): string | null {
  if (groupGift) return productMessages.GROUP_GIFT_EXPLAINED;
  if (!quantityBounds({ wanted, gifted: gifted + inProgress, inCart }).allowed) {
    return nothingToAddText({
      wanted,
      gifted,
      remaining: Math.max(0, wanted - gifted - inProgress),
    });
  }
  return addRefusal(details, staff);
}
