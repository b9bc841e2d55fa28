import { ViewFromSearchScreen } from '@ldn/feature-product';
import { useBottomBar, useStockKnown } from '../bottom-bar';

/**
 * [S2.12] `/product/{productId}`: the product by reference, to add to a list (the layout's
 * add-to-list flow); the current list is kept [S2.35], so the flow adds to the list the visitor
 * came from when it is his (the customer's, in the kiosk).
 */
export function Component() {
  const bar = useBottomBar('ViewFromSearch');
  return (
    <ViewFromSearchScreen onStockKnown={useStockKnown()} barShowsAction={bar === 'addToList'} />
  );
}
