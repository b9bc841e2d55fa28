/**
 * @ldn/feature-seller: the staff screens (SellerLogin, SellerPage, PendingTransactionsList,
 * PendingTransaction), over the in-store transaction hooks of `@ldn/api-client`. The staff guide
 * (Help) is `@ldn/feature-pages`' SellerHelpScreen. Named re-exports (house style 2).
 */
export { SellerLoginScreen, SellerLoginView, sellerLoginHref } from './seller-login-screen';
export type { SellerLoginScreenProps, SellerLoginViewProps } from './seller-login-screen';
export { SellerPageScreen } from './seller-page-screen';
export type { SellerPageScreenProps, SellerSessionProps } from './seller-page-screen';
export { SellerPageView } from './seller-page-view';
export type {
  SellerPageViewProps,
  SellerCustomer,
  LookupOutcome,
  ListsState,
} from './seller-page-view';
export {
  CreateCustomerForm,
  CreateListForm,
  SingleFieldForm,
  randomPassword,
} from './seller-forms';
export type {
  CreateCustomerFormProps,
  CreateListFormProps,
  SingleFieldFormProps,
  NewCustomerValues,
  NewListValues,
} from './seller-forms';
export {
  PendingTransactionsListScreen,
  PendingTransactionsListView,
} from './pending-transactions-list-screen';
export type {
  PendingTransactionsListScreenProps,
  PendingTransactionsListViewProps,
} from './pending-transactions-list-screen';
export { PendingTransactionScreen, PendingTransactionView } from './pending-transaction-screen';
export type {
  PendingTransactionScreenProps,
  PendingTransactionViewProps,
} from './pending-transaction-screen';
export {
  sellerMessages,
  transactionStateLabels,
  transactionTypeText,
  dateTimeText,
  COUNTRY_OPTIONS,
} from './messages';
