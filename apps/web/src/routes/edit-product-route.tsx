import { EditProductScreen } from '@ldn/feature-product';
import { useBottomBar, useStockKnown } from '../app/use-bottom-bar';

/** [S2.11] `/product/{id}/{productId}/edit` (owner only): the product of the list in a form. */
export function Component() {
  const bar = useBottomBar('EditProduct');
  return (
    <EditProductScreen onStockKnown={useStockKnown()} barShowsAction={bar === 'saveChanges'} />
  );
}
