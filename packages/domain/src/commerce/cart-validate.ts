import { isValidEmail } from '../validation/patterns';
import { cartItemCount } from './cart-totals';
import type { CartEntry } from './types';

/** What the cart bar's validate button reads. */
export interface CartValidateState {
  readonly entries: readonly Pick<CartEntry, 'code' | 'quantity'>[];
  readonly isLoading: boolean;
  /** Optional: empty is valid [S5.8]. */
  readonly contributorEmail?: string | null | undefined;
}

/**
 * [S5.1] [S2.43] The validate button is disabled when the cart has no item (a wallet contribution
 * counts as one), while it is loading, or when the contributor e-mail is invalid.
 */
export function isCartValidateDisabled({
  entries,
  isLoading,
  contributorEmail,
}: CartValidateState): boolean {
  return cartItemCount(entries) === 0 || isLoading || !isValidEmail(contributorEmail);
}
