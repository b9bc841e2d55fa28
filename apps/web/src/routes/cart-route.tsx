import { CartScreen } from '@ldn/feature-cart';
import { selectStoreCode } from '@ldn/feature-session';
import { useAppSelector } from '../app/hooks';
import { useBottomBar } from '../app/use-bottom-bar';

/**
 * [S2.6] [S2.43] `/list/{id}/cart`: the cart of the list and the checkout's return. On phones the
 * shell's cart bar validates ('validateCart'); on desktop the page shows the button itself. Staff
 * sell in the store chosen on SellerPage [S2.13] [S4.5].
 */
export function Component() {
  const bar = useBottomBar('Cart');
  const storeCode = useAppSelector(selectStoreCode);
  return <CartScreen barShowsAction={bar === 'cart'} storeCode={storeCode} />;
}
