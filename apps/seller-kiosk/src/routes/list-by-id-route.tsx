import { useOpenProductsOverlay } from '@ldn/app-shell';
import { ListByIdScreen } from '@ldn/feature-list';

/** [S2.3] `/kiosk/list/{id}`: the customer's published list, with the products overlay [S2.49]. */
export function Component() {
  return <ListByIdScreen onOpenProducts={useOpenProductsOverlay()} />;
}
