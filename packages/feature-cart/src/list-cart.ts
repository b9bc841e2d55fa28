import { EMPTY_CART, type ApiCart } from '@ldn/api-client';
import { cartItemCount } from '@ldn/domain';

/**
 * The cart as a page of one list sees it. Apart from the cart page's rules (`cart-model.ts`): the
 * shell's bars read it on every page, the cart page's rules load with the cart page.
 */
export interface ListCart {
  /** The visitor's cart when it belongs to this list, else an empty one. */
  readonly cart: ApiCart;
  /** [S2.31] The list the visitor's cart belongs to, when it is another one (`null` otherwise). */
  readonly otherListId: string | null;
}

/**
 * [S2.31] The cart belongs to one list. Seen from another list's pages it is empty: its items are
 * not counted in the badge nor shown in that list's cart, and the first item added there replaces
 * it (the server empties it and binds it to the new list).
 */
export function cartOfList(cart: ApiCart | undefined, listId: string): ListCart {
  if (cart === undefined || cart.ldnId === '') return { cart: EMPTY_CART, otherListId: null };
  if (cart.ldnId === listId) return { cart, otherListId: null };
  return { cart: EMPTY_CART, otherListId: cart.ldnId };
}

/** [S2.62] [S9.4] The top bar's badge for a list: its cart's items, the contribution counting 1. */
export function cartBadgeCount(cart: ApiCart | undefined, listId: string | null): number {
  return listId === null ? 0 : cartItemCount(cartOfList(cart, listId).cart.entries);
}
