import {
  QUANTITY_MAX,
  cartItemCount,
  cartTotalCents,
  productsTotalCents,
  storeDeliveryFeeCents,
  type CartEntry,
} from '@ldn/domain';
import { productImagePath } from '../images/product-image';
import type { CartLineRow, CartRow } from './cart-queries';
import { type CartResponse, walletAmountToWire } from '@ldn/contract';

/**
 * [S5.5] What a line may hold now: wanted − gifted − received elsewhere − in progress, at most 99;
 * 0 once removed.
 */
export function lineMax(line: CartLineRow): number {
  if (line.itemQuantity === null) return 0;
  const giftable =
    line.itemQuantity -
    (line.itemContributed ?? 0) -
    (line.itemReceivedElsewhere ?? 0) -
    (line.itemInProgress ?? 0);
  return Math.max(0, Math.min(QUANTITY_MAX, giftable));
}

/**
 * [S3.11] [S7.7] [S9.3] [S9.4] The cart as the API sends it: the lines, then the wallet
 * contribution as the special item (the contract's `walletAmountToWire`), and the totals of
 * the domain's rules. `deliveryStoreEligible`: the delivering store can deliver to the parents.
 */
export function toCartResponse(
  cart: CartRow,
  lines: readonly CartLineRow[],
  deliveryStoreEligible: boolean,
): CartResponse {
  // A group gift's part is one line priced at the part, so the totals add it up as they are.
  const entries: (CartEntry & { partCents?: number })[] = lines.map((line) => ({
    code: line.codeAx,
    codeAs400: line.codeAs400,
    quantity: line.partCents === null ? line.quantity : 1,
    isSetAside: line.isSetAside,
    details: {
      productName: line.name,
      img: productImagePath(line.codeAx),
      qtyMax: line.partCents === null ? lineMax(line) : 1,
      price: line.partCents ?? line.priceCents,
    },
    ...(line.partCents === null ? {} : { partCents: line.partCents }),
  }));
  const contribution = walletAmountToWire(cart.contributionCents);
  if (contribution) entries.push(contribution);
  const productsTotal = productsTotalCents(entries);
  const deliveryFee =
    cart.deliveryOption === 'STORE_DELIVERY' ? storeDeliveryFeeCents(productsTotal) : 0;
  return {
    ldnId: cart.listId,
    giftMessageData: { message: cart.giftMessage, from: cart.giftFrom },
    entries: entries.map((entry) => ({ ...entry, details: { ...entry.details } })),
    contributorName: cart.contributorName,
    contributorEmail: cart.contributorEmail,
    message: cart.message,
    contributionAmount: cart.contributionCents,
    walletAmount: 0,
    makeAvailableToTheHolder: cart.makeAvailableToHolder,
    holderFavoriteStore: cart.holderFavoriteStore ?? '',
    clientType: cart.clientType,
    transactionType: cart.transactionType,
    deliveryOption: cart.deliveryOption,
    itemCount: cartItemCount(entries),
    productsTotal,
    deliveryFee,
    total: cartTotalCents(entries) + deliveryFee,
    storeDeliveryAvailable:
      deliveryStoreEligible && lines.every((line) => line.availability === 'AVAILABLE'),
  };
}
