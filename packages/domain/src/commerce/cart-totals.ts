import type { CartEntry } from './types';
import { isSpecialContributionItem } from './special-contribution';

/** The part of a cart entry the totals read. */
export type CartTotalsEntry = Pick<CartEntry, 'code' | 'quantity'> & {
  readonly details: Pick<CartEntry['details'], 'price'>;
};

/**
 * [S9.4] [S2.62] The number of items of a cart, as the top bar badge shows it: the sum of the
 * quantities, except that the special contribution item counts as 1 whatever its quantity (a
 * 150 EUR contribution is one gift, not 150).
 */
export function cartItemCount(entries: readonly Pick<CartEntry, 'code' | 'quantity'>[]): number {
  return entries.reduce(
    (count, entry) => count + (isSpecialContributionItem(entry.code) ? 1 : entry.quantity),
    0,
  );
}

/**
 * [S2.43] [S9.4] The total of a cart in integer cents: the sum of quantity x unit price. The special
 * item is priced 1 EUR per unit, so its quantity in euros adds up the same way.
 */
export function cartTotalCents(entries: readonly CartTotalsEntry[]): number {
  return entries.reduce((total, entry) => total + entry.quantity * entry.details.price, 0);
}

/**
 * [S9.3] [S9.4] The total of the products of a cart, without the wallet contribution: what the
 * store delivery fee is computed on (a contribution is not delivered).
 */
export function productsTotalCents(entries: readonly CartTotalsEntry[]): number {
  return cartTotalCents(entries.filter((entry) => !isSpecialContributionItem(entry.code)));
}
