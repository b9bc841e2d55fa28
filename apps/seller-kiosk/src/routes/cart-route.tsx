import { CartScreen } from '@ldn/feature-cart';
import { selectStoreCode } from '@ldn/feature-session';
import { useKioskSelector } from '../kiosk/hooks';

/**
 * [S2.6] [S4.5] `/kiosk/list/{id}/cart`: the in-store cart of the customer's list, validated by the
 * page's own button into a pending transaction of the store chosen on SellerPage [S2.13].
 */
export function Component() {
  const storeCode = useKioskSelector(selectStoreCode);
  return <CartScreen barShowsAction={false} storeCode={storeCode} />;
}
