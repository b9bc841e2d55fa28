import { storeDeliveryFeeCents } from '@ldn/domain';
import type { ApiCart, UpdateCartBody } from '../wire-types';

/**
 * [S3.11] [S9.3] The cart once the choices of `body` (who gives, the sale type, the delivery) are
 * applied, as the server will answer it: the store delivery's fee by the domain's rule, the total
 * with it. The cart page shows a choice at once, before the server's answer (which then replaces it).
 */
export function withChoices(cart: ApiCart, body: UpdateCartBody): ApiCart {
  const deliveryOption = body.deliveryOption ?? cart.deliveryOption;
  const deliveryFee =
    deliveryOption === 'STORE_DELIVERY' ? storeDeliveryFeeCents(cart.productsTotal) : 0;
  return {
    ...cart,
    clientType: body.clientType ?? cart.clientType,
    transactionType: body.transactionType ?? cart.transactionType,
    deliveryOption,
    deliveryFee,
    total: cart.total - cart.deliveryFee + deliveryFee,
  };
}

/** Whether `body` changes one of the cart's choices (which the page shows before the answer). */
export const changesChoices = (body: UpdateCartBody): boolean =>
  body.clientType !== undefined ||
  body.transactionType !== undefined ||
  body.deliveryOption !== undefined;
