import { ViewFromSearchScreen } from '@ldn/feature-product';
import { useBottomBar, useStockKnown } from '../app/use-bottom-bar';

/**
 * [S2.12] `/product/{productId}`: the product by reference, to add to one's list (the layout's
 * add-to-list flow); the current list is kept [S2.35], so the flow adds to the list the visitor
 * came from when it is his.
 */
export function Component() {
  const bar = useBottomBar('ViewFromSearch');
  return (
    <ViewFromSearchScreen onStockKnown={useStockKnown()} barShowsAction={bar === 'addToList'} />
  );
}
