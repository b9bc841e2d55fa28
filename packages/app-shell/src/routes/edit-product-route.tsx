import { EditProductScreen } from '@ldn/feature-product';
import { useBottomBar, useStockKnown } from '../bottom-bar';

/** [S2.11] `/product/{id}/{productId}/edit` (owner or staff): the product of the list in a form. */
export function Component() {
  const bar = useBottomBar('EditProduct');
  return (
    <EditProductScreen onStockKnown={useStockKnown()} barShowsAction={bar === 'saveChanges'} />
  );
}
