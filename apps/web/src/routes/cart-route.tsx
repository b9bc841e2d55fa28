import { CartScreen } from '@ldn/feature-cart';
import { useBottomBar } from '../app/use-bottom-bar';

/**
 * [S2.6] [S2.43] `/list/{id}/cart`: the cart of the list and the checkout's return. On phones the
 * shell's cart bar validates ('validateCart'); on desktop the page shows the button itself.
 */
export function Component() {
  const bar = useBottomBar('Cart');
  return <CartScreen barShowsAction={bar === 'cart'} />;
}
