import { useGetListItemQuery, useGetListQuery, useGetProductQuery } from '@ldn/api-client';
import { actsAsOwner, hrefFor } from '@ldn/domain';
import { useScreenAction } from '@ldn/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { addToCartRefusal } from '../product-page/add-to-cart-refusal';
import { ListProductView } from '../product-page/list-product-view';
import { LoadState } from '../product-page/load-state';
import { useViewer } from '../product-page/use-viewer';
import { detailsOfListItem } from '../product-model';

/**
 * [S2.54] The cart of the list, as the app gives it (feature-cart's `useAddToCart(listId)`):
 * features do not import each other, the app joins them.
 */
export interface ListCart {
  /** Adds `quantity` units of `code`; resolves `true` once added (the cart says so). */
  readonly addToCart: (code: string, quantity: number) => Promise<boolean>;
  /** Units of `code` already in the cart of this list. */
  readonly inCartQuantity: (code: string) => number;
  /** Puts a part (cents) of the group gift `code` in the cart; resolves `true` once in. */
  readonly addPartToCart?: ((code: string, partCents: number) => Promise<boolean>) | undefined;
  /** The part of the group gift `code` in the cart of this list (cents), or 0. */
  readonly partInCart?: ((code: string) => number) | undefined;
  readonly adding: boolean;
}

export interface ViewFromListScreenProps {
  /** [S2.54] [S2.57] The cart to fill; without it the page offers no 'Ajouter au panier'. */
  readonly cart?: ListCart | undefined;
  /** [S2.58] Tells the shell whether the product is permanently out of stock. */
  readonly onStockKnown?: ((permanentlyOutOfStock: boolean) => void) | undefined;
  /** [S2.54] The phone's bottom bar shows 'Ajouter au panier'. */
  readonly barShowsAction?: boolean | undefined;
}

/**
 * [S2.9] ViewFromList `/product/{id}/{productId}`: the product as an item of the current list
 * ([S7.24], edit state false: the list's quantities), completed by the catalogue's description.
 * [S2.54] [S5.5] 'Ajouter au panier' (the page's button, or the phone bar's 'addToCart') puts the
 * chosen quantity in the cart, capped by what remains; the quantity goes back to 1 once added.
 */
export function ViewFromListScreen({
  cart,
  onStockKnown,
  barShowsAction,
}: ViewFromListScreenProps) {
  const { id: listId = '', productId = '' } = useParams();
  const viewer = useViewer();
  const skip = listId === '' || productId === '';
  const item = useGetListItemQuery({ listId, codeAx: productId }, { skip });
  const list = useGetListQuery({ listId }, { skip: listId === '' });
  const product = useGetProductQuery(productId, { skip: productId === '' });
  const [cartQuantity, setCartQuantity] = useState(1);
  const details = useMemo(
    () => (item.data === undefined ? undefined : detailsOfListItem(item.data, product.data)),
    [item.data, product.data],
  );

  useEffect(() => {
    if (details !== undefined) onStockKnown?.(details.stock === 'PERMANENTLY_OUT_OF_STOCK');
  }, [details, onStockKnown]);

  const addToCart = () => {
    if (cart === undefined || cart.adding || item.data === undefined) return;
    void cart.addToCart(productId, cartQuantity).then((added) => {
      if (added) setCartQuantity(1);
    });
  };
  const refusal =
    item.data === undefined || details === undefined
      ? null
      : addToCartRefusal({
          details,
          staff: viewer.staff,
          wanted: item.data.quantity,
          gifted: item.data.quantityOfContributedItems,
          inProgress: item.data.quantityInProgress,
          inCart: cart?.inCartQuantity(productId) ?? 0,
          groupGift: item.data.isGroupGift === true,
        });
  // The phone bar's button tells the truth: nothing to add (or not loaded yet), it is disabled.
  useScreenAction('addToCart', addToCart, {
    disabled: cart === undefined || details === undefined || refusal !== null,
    busy: cart?.adding ?? false,
    reason: refusal ?? undefined,
  });

  if (item.data === undefined || details === undefined) {
    return (
      <LoadState state={item.isError ? 'error' : 'loading'} onRetry={() => void item.refetch()} />
    );
  }
  const managesList = list.data !== undefined && actsAsOwner(list.data, viewer.user);
  return (
    <ListProductView
      details={details}
      wanted={item.data.quantity}
      gifted={item.data.quantityOfContributedItems}
      comment={item.data.message}
      indispensable={item.data.priority}
      isPrivate={item.data.hidden}
      managesList={managesList}
      staff={viewer.staff}
      editHref={hrefFor('EditProduct', { id: listId, productId })}
      listHref={hrefFor('ListById', { id: listId })}
      cartQuantity={cartQuantity}
      onCartQuantityChange={setCartQuantity}
      barShowsAction={barShowsAction}
      inProgress={item.data.quantityInProgress}
      inCart={cart?.inCartQuantity(productId) ?? 0}
      onAddToCart={cart === undefined ? undefined : addToCart}
      adding={cart?.adding ?? false}
      cartHref={hrefFor('Cart', { id: listId })}
      groupGift={item.data.isGroupGift === true ? item.data.groupGift : undefined}
      partInCart={cart?.partInCart?.(productId) ?? 0}
      onParticipate={
        cart?.addPartToCart === undefined
          ? undefined
          : (partCents) => cart.addPartToCart?.(productId, partCents) ?? Promise.resolve(false)
      }
    />
  );
}
