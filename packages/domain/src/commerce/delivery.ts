import { FREE_STORE_DELIVERY_FROM_CENTS, STORE_DELIVERY_FEE_CENTS } from '../constants';

/**
 * [S9.3] The fee of delivery to the parents at the store: 2,90 EUR, free from 59 EUR (included).
 *
 * `totalCents` is the total of the products delivered (see `productsTotalCents`: a wallet
 * contribution is not delivered). A cart with nothing to deliver (0 or less) pays no fee.
 */
export function storeDeliveryFeeCents(totalCents: number): number {
  if (totalCents <= 0 || totalCents >= FREE_STORE_DELIVERY_FROM_CENTS) return 0;
  return STORE_DELIVERY_FEE_CENTS;
}
