import { useRouteName } from '@ldn/app-shell';
import { useAddToCart } from '@ldn/feature-cart';
import { ViewFromClosedListScreen, ViewFromListScreen } from '@ldn/feature-product';
import { useParams } from 'react-router';

/**
 * [S2.9] [S2.10] `/kiosk/product/{id}/{productId}`: ViewFromList (it fills the list's in-store
 * cart, feature-cart) or ViewFromClosedList once the loaded list is Cloturée. The kiosk has no
 * bottom bar: the page shows its own buttons.
 */
export function Component() {
  const routeName = useRouteName();
  const { id: listId = '' } = useParams();
  const cart = useAddToCart(routeName === 'ViewFromClosedList' ? '' : listId);
  if (routeName === 'ViewFromClosedList')
    return <ViewFromClosedListScreen barShowsAction={false} />;
  return <ViewFromListScreen cart={cart} barShowsAction={false} />;
}
