import { useOpenProductsOverlay } from '@ldn/app-shell';
import { ListByIdOwnerScreen } from '@ldn/feature-list';

/**
 * [S2.4] `/kiosk/list/{id}/detenteur`: the customer's list as its holder sees it, with the
 * products overlay [S2.49] to add products for the customer.
 */
export function Component() {
  return <ListByIdOwnerScreen onOpenProducts={useOpenProductsOverlay()} />;
}
