import { CartScreen } from '@ldn/feature-cart';
import { selectStoreCode } from '@ldn/feature-session';
import { useBottomBar } from '../bottom-bar';
import { useAppSelector } from '../shell-state';

/**
 * [S2.6] [S2.43] `/list/{id}/cart`: the cart of the list and the checkout's return. On phones the
 * web app's cart bar validates ('validateCart'); on desktop, and in the kiosk, the page shows the
 * button itself. Staff sell in the store chosen on SellerPage [S2.13] [S4.5].
 */
export function Component() {
  const bar = useBottomBar('Cart');
  const storeCode = useAppSelector(selectStoreCode);
  return <CartScreen barShowsAction={bar === 'cart'} storeCode={storeCode} />;
}
