import { serverMessageOf, useAddCartEntryMutation, useGetCartQuery } from '@ldn/api-client';
import { errorToastMessages, successToastMessages } from '@ldn/domain';
import { toast } from '@ldn/ui-kit';
import { useCallback } from 'react';
import { cartOfList } from './list-cart';
import { cartMessages } from './messages';

/** What a product page needs to put a product of a list in the cart. */
export interface AddToCart {
  /**
   * [S2.54] Adds `quantity` units of the product `code` (codeAx) to the cart; resolves `true` once
   * added (toast PRODUCT_ADDED), `false` when refused (toast: the server's message, e.g. how many
   * remain, else ERROR_OCCURED_WHILE_ADDING_PRODUCT).
   */
  readonly addToCart: (code: string, quantity: number) => Promise<boolean>;
  /** [S5.5] Units of `code` already in the cart of this list (for `addToCartBounds`). */
  readonly inCartQuantity: (code: string) => number;
  /**
   * Puts a part of the group gift `code` (cents) in the cart, replacing an earlier one; resolves
   * `true` once in (a toast says so), `false` when refused (the server's message says why).
   */
  readonly addPartToCart: (code: string, partCents: number) => Promise<boolean>;
  /** The part of the group gift `code` already in the cart (cents), or 0. */
  readonly partInCart: (code: string) => number;
  /** An addition is on its way. */
  readonly adding: boolean;
}

/**
 * [S2.54] [S5.5] [S8.1] Add-to-cart for the product page of a list (ViewFromList). Adding to
 * another list's cart empties that cart first (the server's rule [S2.31]).
 */
export function useAddToCart(listId: string): AddToCart {
  const { data } = useGetCartQuery(undefined, { skip: listId === '' });
  const [addEntry, { isLoading }] = useAddCartEntryMutation();
  const { cart } = cartOfList(data, listId);
  const inCartQuantity = useCallback(
    (code: string) => cart.entries.find((entry) => entry.code === code)?.quantity ?? 0,
    [cart],
  );
  const addToCart = useCallback(
    async (code: string, quantity: number) => {
      try {
        await addEntry({ ldnId: listId, code, quantity }).unwrap();
        toast.success(successToastMessages.PRODUCT_ADDED);
        return true;
      } catch (error) {
        toast.error(
          serverMessageOf(error) ?? errorToastMessages.ERROR_OCCURED_WHILE_ADDING_PRODUCT,
        );
        return false;
      }
    },
    [addEntry, listId],
  );
  const partInCart = useCallback(
    (code: string) =>
      data?.entries.find((entry) => entry.code === code && data.ldnId === listId)?.partCents ?? 0,
    [data, listId],
  );
  const addPartToCart = useCallback(
    async (code: string, partCents: number) => {
      try {
        await addEntry({ ldnId: listId, code, quantity: 1, partCents }).unwrap();
        toast.success(cartMessages.GROUP_GIFT_PART_ADDED);
        return true;
      } catch (error) {
        toast.error(
          serverMessageOf(error) ?? errorToastMessages.ERROR_OCCURED_WHILE_ADDING_PRODUCT,
        );
        return false;
      }
    },
    [addEntry, listId],
  );
  return { addToCart, inCartQuantity, addPartToCart, partInCart, adding: isLoading };
}
