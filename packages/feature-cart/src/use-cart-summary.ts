import { useGetCartQuery } from '@ldn/api-client';
import { isCartValidateDisabled, type CartValidateState } from '@ldn/domain';
import { selectCartDraft } from './cart-draft-slice';
import { useCartSelector } from './hooks';
import { cartBadgeCount, cartOfList } from './list-cart';

/** What the shell's bars show of the cart. */
export interface CartSummary {
  /** [S2.62] [S9.4] The top bar's badge count (0: no badge). */
  readonly itemCount: number;
  /** [S2.43] The cart bar's data (the ui-kit `BottomBar`'s `cart` prop). */
  readonly bar: { readonly totalCents: number; readonly validate: CartValidateState };
  /** [S5.1] Whether the cart bar's validate button is disabled. */
  readonly validateDisabled: boolean;
}

/**
 * [S2.43] [S2.62] The cart as the shell's bars show it, for the list shown (`null`: none, and
 * the cart is not read). The cart comes from `GET /user/cart`; the e-mail as typed and the busy
 * flag from the cart page's draft, so that the bar's button follows [S5.1] as the page's does.
 */
export function useCartSummary(listId: string | null): CartSummary {
  const query = useGetCartQuery(undefined, { skip: listId === null });
  const draft = useCartSelector(selectCartDraft);
  const { cart } = cartOfList(query.data, listId ?? '');
  const validate: CartValidateState = {
    entries: cart.entries,
    isLoading: draft.busy || query.isFetching,
    contributorEmail: draft.contributorEmail ?? cart.contributorEmail,
  };
  return {
    itemCount: cartBadgeCount(query.data, listId),
    bar: { totalCents: cart.total, validate },
    validateDisabled: isCartValidateDisabled(validate),
  };
}
