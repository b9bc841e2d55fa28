import { isWalletItem } from '@ldn/contract';

/**
 * [S3.11] [S9.4] The product lines of a cart's entries: the wallet contribution's line, which the
 * wire carries as a special item (its amount is the cart's `contributionAmount`, in cents), left
 * out. Screens read products and the contribution apart through this, never by the item's code.
 */
export function productLines<Entry extends { readonly code: string }>(
  entries: readonly Entry[],
): readonly Entry[] {
  return entries.filter((entry) => !isWalletItem(entry.code));
}
