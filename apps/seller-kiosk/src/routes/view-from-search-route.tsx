import { ViewFromSearchScreen } from '@ldn/feature-product';

/**
 * [S2.12] `/kiosk/product/{productId}`: a product by reference, added to the customer's list (the
 * current list is kept [S2.35]) by the layout's add-to-list flow, with the page's own button.
 */
export function Component() {
  return <ViewFromSearchScreen barShowsAction={false} />;
}
