import { EditProductScreen } from '@ldn/feature-product';

/** [S2.11] `/kiosk/product/{id}/{productId}/edit`: the list's product in a form, its own save button. */
export function Component() {
  return <EditProductScreen barShowsAction={false} />;
}
