import { useAddToCart } from '@ldn/feature-cart';
import { ViewFromClosedListScreen, ViewFromListScreen } from '@ldn/feature-product';
import { useParams } from 'react-router';
import { useBottomBar, useStockKnown } from '../bottom-bar';
import { useRouteName } from '../route-name';

/**
 * [S2.9] [S2.10] `/product/{id}/{productId}`: ViewFromList, or ViewFromClosedList once the loaded
 * list is Cloturée (`useRouteName`). The page tells the shell its product's stock [S2.58]; the
 * open list's page fills the list's cart (feature-cart) [S2.54]; the closed list's page adds to
 * the visitor's own list through the layout's add-to-list flow.
 */
export function Component() {
  const routeName = useRouteName();
  const { id: listId = '' } = useParams();
  const bar = useBottomBar(routeName);
  const onStockKnown = useStockKnown();
  const cart = useAddToCart(routeName === 'ViewFromClosedList' ? '' : listId);
  if (routeName === 'ViewFromClosedList') {
    return (
      <ViewFromClosedListScreen onStockKnown={onStockKnown} barShowsAction={bar === 'addToList'} />
    );
  }
  return (
    <ViewFromListScreen
      cart={cart}
      onStockKnown={onStockKnown}
      barShowsAction={bar === 'addToCart'}
    />
  );
}
