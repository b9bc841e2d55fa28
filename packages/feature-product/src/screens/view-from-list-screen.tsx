import { useGetListItemQuery, useGetListQuery, useGetProductQuery } from '@ldn/api-client';
import { actsAsOwner, hrefFor } from '@ldn/domain';
import { toast, useScreenAction } from '@ldn/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { productMessages } from '../messages';
import { ListProductView } from '../product-page/list-product-view';
import { LoadState } from '../product-page/load-state';
import { useViewer } from '../product-page/use-viewer';
import { detailsOfListItem } from '../product-model';

export interface ViewFromListScreenProps {
  /** [S2.58] Tells the shell whether the product is permanently out of stock. */
  readonly onStockKnown?: ((permanentlyOutOfStock: boolean) => void) | undefined;
  /** [S2.54] The phone's bottom bar shows 'Ajouter au panier'. */
  readonly barShowsAction?: boolean | undefined;
}

/**
 * [S2.9] ViewFromList `/product/{id}/{productId}`: the product as an item of the current list
 * ([S7.24], edit state false: the list's quantities), completed by the catalogue's description.
 * [S2.54] The bar's 'addToCart' has no cart to fill yet (issue 7): it says so ('bientôt').
 */
export function ViewFromListScreen({ onStockKnown, barShowsAction }: ViewFromListScreenProps) {
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

  useScreenAction('addToCart', () => {
    toast.error(productMessages.CART_COMING_SOON);
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
    />
  );
}
