/**
 * @ldn/api-client: the RTK Query api slices of the birth-list product (spec §7): the two HTTP
 * clients, the retrying base query and the typed endpoints. Named re-exports (house style rule 2).
 */

// --- configuration ---
export {
  configureApiClient,
  resetApiClientConfig,
  apiClientConfig,
  DEFAULT_API_CLIENT_CONFIG,
} from './config';
export type { ApiClientConfig, ApiClientLogger, NavigationTarget } from './config';

// --- the retry rules and the base query [S7.1] ---
export {
  decideOnError,
  decideOnSiteError,
  isSafeMethod,
  isNotFoundExempt,
  NOT_FOUND_EXEMPT_URL_FRAGMENTS,
} from './decide-on-error';
export type { DecideOptions, ErrorDecision, ErrorStatus } from './decide-on-error';
export { XSRF_COOKIE, XSRF_HEADER, readCookie, addXsrfHeader } from './xsrf';
export { createRetryingBaseQuery, loginUrl, LOGIN_PATH, REFRESH_TOKEN_PATH } from './base-query';
export type {
  ClientKind,
  LdnBaseQuery,
  LdnExtraOptions,
  RetryingBaseQueryOptions,
} from './base-query';

// --- the error body of a failed call [S8.2] ---
export {
  apiErrorBody,
  apiErrorCode,
  errorBodyOf,
  errorStatus,
  isApiErrorBody,
  serverMessageOf,
} from './api-error';

// --- the api slices and their store wiring ---
export { ldnApi, siteApi, apiSlices, apiMiddleware, LDN_TAG_TYPES } from './ldn-api';
export type { LdnTagType } from './ldn-api';
export { apiStateForTransfer, rebaseApiState, firstViewHydrated } from './first-view-state';
export type { FirstViewApiState, TransferredApiState, TransferredQuery } from './first-view-state';

// --- endpoints, by the headings of spec §7 (each area apart, so it loads with its pages) ---
// The calls a relative opening a shared list needs: the version, the profile, the list.
export { versionApi, useGetVersionQuery } from './endpoints/version-api';
export { ipApi, useGetIpQuery } from './endpoints/ip-api';

// §7 "User": the signed-in user, the account, the customers (staff), the cart and its payment.
export { usersApi, useGetUserProfileQuery } from './endpoints/users-api';
export {
  userAccountApi,
  useGetUserCountryQuery,
  useLazyGetUserCountryQuery,
  useSetUserCountryMutation,
  useCreateOrUpdateAccountMutation,
} from './endpoints/user-account-api';
export {
  accountSecurityApi,
  useGetAccountSessionsQuery,
  useChangePasswordMutation,
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
} from './endpoints/account-security-api';
export {
  customersApi,
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useUpdateCustomerMutation,
  useCreateCustomerMutation,
  useUpdateCustomerCountryMutation,
} from './endpoints/customers-api';
export {
  cartApi,
  EMPTY_CART,
  useGetCartQuery,
  useAddCartEntryMutation,
  useSetWalletContributionMutation,
} from './endpoints/cart-api';
export type { SetWalletContributionArgs } from './endpoints/cart-api';
export { productLines } from './endpoints/cart-lines';
export {
  cartChangesApi,
  useSetCartEntryQuantityMutation,
  useRemoveCartEntryMutation,
  useUpdateCartMutation,
  useResetCartMutation,
} from './endpoints/cart-changes-api';
export {
  paymentsApi,
  useCreateContributionMutation,
  useCreateContributionFromCartMutation,
  useGetPaymentStatusQuery,
} from './endpoints/payments-api';

// §7 "Lists": reading, searching and changing lists and their items, sharing a list.
export {
  listsApi,
  listCriteriaBody,
  useGetListQuery,
  useLazyGetListQuery,
  useGetListsByHybrisIdQuery,
} from './endpoints/lists-api';
export type { GetListArgs } from './endpoints/lists-api';
export {
  listEventsApi,
  listEventsUrl,
  useFollowListQuery,
  type ListLiveState,
} from './endpoints/list-events-api';
export {
  listSearchApi,
  useSearchListsQuery,
  useLazySearchListsQuery,
  useGetListsByOwnerIdQuery,
  useLazyGetListsByOwnerIdQuery,
} from './endpoints/list-search-api';
export {
  listChangesApi,
  useCreateListMutation,
  useCreateListForOwnerMutation,
  useUpdateListMutation,
  useUpdateListStoreDataMutation,
  useDeleteListMutation,
  useCloseListMutation,
  useUpdateGiftDeliveredMutation,
  useAddListToCustomerAccountMutation,
} from './endpoints/list-changes-api';
export {
  ALREADY_IN_LIST_STATUS,
  listItemsApi,
  useGetListItemQuery,
  useAddItemToListMutation,
  useAddItemToListByReferenceMutation,
  useUpdateListItemMutation,
  useUpdateReceivedElsewhereMutation,
  useUpdateGroupGiftMutation,
  useRemoveListItemMutation,
} from './endpoints/list-items-api';
export {
  productsApi,
  useGetProductQuery,
  useLazyGetProductQuery,
  useGetCategoriesByListIdQuery,
  useGetRootCategoriesQuery,
} from './endpoints/products-api';
export { shareApi, useShareListByEmailMutation } from './endpoints/share-api';
export {
  coParentApi,
  useGetCoParentQuery,
  useInviteCoParentMutation,
  useRemoveCoParentMutation,
  useAcceptCoParentInvitationMutation,
} from './endpoints/co-parent-api';

// §7 "Activity, wallet, returns".
export {
  activityApi,
  useGetHistoricsQuery,
  useGetReturnsByEntryQuery,
  useReturnProductMutation,
  useCancelReturnProductMutation,
  useSendThankMutation,
  useSendThanksMutation,
  useCancelWalletContributionMutation,
  useCancelContributionMutation,
} from './endpoints/activity-api';
export { activityCountApi, useGetToThankCountQuery } from './endpoints/activity-count-api';
export { walletApi, useGetWalletHistoricsQuery } from './endpoints/wallet-api';

// §7 "Transactions and stores".
export {
  transactionsApi,
  useGetStoreTransactionsQuery,
  useGetTransactionQuery,
  useCheckTicketMutation,
  useConfirmTransactionMutation,
  useCancelTransactionMutation,
} from './endpoints/transactions-api';
export {
  storesApi,
  useGetUserStoreCodeQuery,
  useGetStoreQuery,
  useLazyGetStoreQuery,
  useGetClosestStoresQuery,
  useLazyGetClosestStoresQuery,
} from './endpoints/stores-api';

// --- wire types (the contract's, read-only) ---
export type {
  VersionResult,
  IpResult,
  ApiErrorBody,
  AccountSession,
  AccountSessions,
  PasswordChangeBody,
  ApiListItem,
  ListCategoryGroup,
  ListInformations,
  ListProducts,
  BirthList,
  ListSummary,
  ListSummaries,
  SearchListsResult,
  ListPriceRange,
  ListCriteria,
  ListFilters,
  ListInformationInput,
  CreateListBody,
  UpdateListBody,
  UpdateListStoreDataBody,
  AddItemBody,
  AddItemByReferenceBody,
  UpdateItemBody,
  UpdateReceivedElsewhereBody,
  UpdateGroupGiftBody,
  CantReduceQuantityBody,
  Product,
  ProductVariant,
  Category,
  CategoriesResult,
  Store,
  NearbyStore,
  ClosestStoresResult,
  StoreCodeResult,
  TitleCode,
  AccountProfileFields,
  SignedInProfile,
  AnonymousProfile,
  UserProfile,
  Customer,
  CustomerPatch,
  CreateCustomerBody,
  CreatedCustomer,
  UserCountry,
  AccountSettingsBody,
  AccountSettingsResult,
  ApiCart,
  AddCartEntryArgs,
  SetCartEntryQuantityArgs,
  UpdateCartBody,
  CreateContributionBody,
  CreateContributionResult,
  CreateFromCartBody,
  CreatedTransaction,
  PaymentStatus,
  PaymentStatusResult,
  ShareListByEmailArgs,
  ShareListByEmailBody,
  ShareListByEmailResult,
  CoParent,
  CoParentInvitationBody,
  InviteCoParentArgs,
  AcceptCoParentResult,
  CancelContributionBody,
  Contribution,
  ContributionEntry,
  ContributionKind,
  ContributionStatus,
  ContributionThanks,
  EntryReturns,
  GetHistoricsArgs,
  Historics,
  ReturnProductBody,
  SendThankBody,
  SendThankResult,
  SendThanksArgs,
  SendThanksBody,
  SendThanksResult,
  ToThankCount,
  WalletAmounts,
  WalletCoupon,
  WalletHistorics,
  WalletMovement,
  WalletMovementType,
  PendingTransaction,
  PendingTransactionEntry,
  PendingTransactionState,
  TicketArgs,
} from './wire-types';
