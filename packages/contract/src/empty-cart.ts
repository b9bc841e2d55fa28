import type { CartResponse } from './cart';

/**
 * [S3.11] [S7.7] The cart of a visitor who has none: nothing bound, nothing to pay. Apart from
 * `cart.ts` and free of zod, so that a client taking it does not download the schemas.
 */
export const EMPTY_CART: CartResponse = {
  ldnId: '',
  giftMessageData: { message: '', from: '' },
  entries: [],
  contributorName: '',
  contributorEmail: '',
  message: '',
  contributionAmount: 0,
  walletAmount: 0,
  makeAvailableToTheHolder: false,
  holderFavoriteStore: '',
  clientType: 'RELATIVE',
  transactionType: 'CMD',
  deliveryOption: 'NONE',
  itemCount: 0,
  productsTotal: 0,
  deliveryFee: 0,
  total: 0,
  storeDeliveryAvailable: false,
};
