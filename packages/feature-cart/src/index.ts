/**
 * @ldn/feature-cart: the cart (Cart, `/list/{id}/cart`) with the checkout's return, the wallet
 * contribution popup host, add-to-cart for the product page and the cart the shell's bars show.
 * Named re-exports (house style rule 2).
 */
export { CartScreen } from './cart-screen';
export type { CartScreenProps } from './cart-screen';
export { CartView, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from './cart-view';
export type { CartViewProps, CartLoadState } from './cart-view';
export { CartLine } from './cart-line';
export type { CartLineProps } from './cart-line';
export { WalletAmountForm } from './wallet-amount-form';
export type { WalletAmountFormProps } from './wallet-amount-form';
export { CheckoutReturnView } from './checkout-return-view';
export type { CheckoutReturnViewProps } from './checkout-return-view';
export { returnViewOf, PAYMENT_POLL_MS } from './checkout-return-model';
export type { ReturnView, PaymentStatusQuery } from './checkout-return-model';
export { ContributionPopupHost } from './contribution-popup-host';
export type { ContributionPopupHostProps } from './contribution-popup-host';
export { useAddToCart } from './use-add-to-cart';
export type { AddToCart } from './use-add-to-cart';
export { useCartSummary } from './use-cart-summary';
export type { CartSummary } from './use-cart-summary';
export { cartOfList, cartBadgeCount } from './list-cart';
export type { ListCart } from './list-cart';
export {
  productEntries,
  cartEntryBounds,
  addToCartBounds,
  contributionBody,
  deliveryChoice,
  refusedItemsOf,
  refusedEntryCodes,
  checkoutReturnOf,
} from './cart-model';
export type {
  AddToCartBoundsInput,
  ContributorFields,
  DeliveryChoice,
  CheckoutOutcome,
  CheckoutReturn,
} from './cart-model';
export {
  cartDraftSlice,
  contributorEmailTyped,
  cartBusyChanged,
  cartDraftCleared,
  selectCartDraft,
} from './cart-draft-slice';
export type { CartDraftState, CartDraftRootState } from './cart-draft-slice';
export { cartMessages } from './messages';
