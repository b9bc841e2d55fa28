import type {
  AccountSettingsAnswer,
  ActivityItem,
  AddEntryBody,
  CantReduceQuantityError,
  CartResponse,
  CategoriesResponse,
  ClosestStoresResponse,
  CreateContributionResponse,
  CreatedCustomer as CreatedCustomerAnswer,
  CustomerAnswer,
  ErrorBody,
  HistoricsResponse,
  IpResponse,
  ListInformations as ListInformationsAnswer,
  ListItemResponse,
  ListResponse,
  ListSummary as ListSummaryAnswer,
  ListSummariesResponse,
  PaymentStatusResponse,
  PendingTransaction as PendingTransactionAnswer,
  ProductResponse,
  ReturnsResponse,
  SearchListsResponse,
  SendThankResponse,
  SendThanksResponse,
  ToThankCountResponse,
  SessionAnswer,
  SessionsAnswer,
  ShareListResponse,
  CoParent as CoParentAnswer,
  AcceptCoParentResponse,
  coParentInvitationBody,
  SignedInProfile as SignedInProfileAnswer,
  StaffStoreCodeResponse,
  StoreResponse,
  TitleCode as ContractTitleCode,
  UserCountry as UserCountryAnswer,
  VersionResponse,
  WalletAmountsResponse,
  WalletHistoricsResponse,
  accountSettingsSchema,
  createContributionBody,
  createFromCartBody,
  createListBody,
  customerCreateSchema,
  customerPatchSchema,
  idBody,
  listFiltersBody,
  passwordChangeSchema,
  returnBody,
  sendThankBody,
  sendThanksBody,
  setEntryBody,
  shareListBody,
  updateCartBody,
  updateItemBody,
  updateReceivedElsewhereBody,
  updateGroupGiftBody,
  updateListBody,
  updateStoreDataBody,
  addItemBody,
  addItemByReferenceBody,
  AnonymousProfile as AnonymousProfileAnswer,
} from '@ldn/contract';
import type { ActivityFilter } from '@ldn/domain';
import type { z } from 'zod';

/**
 * The wire types of the API, as the client holds them: @ldn/contract's inferred types (answers as
 * the server sends them, bodies as a client may send them), read-only all the way down. None is
 * written by hand: a change of the wire is a change of the contract.
 */

/** A contract type made read-only at every level (the client never mutates an answer). */
export type Wire<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly Wire<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Wire<T[K]> }
      : T;

/** What a client sends for a body schema: its input type (defaults and transforms not applied). */
type Body<S extends z.ZodType> = Wire<z.input<S>>;

// --- common ---
/** [S7.29] */
export type VersionResult = Wire<VersionResponse>;
/** [S7.48] */
export type IpResult = Wire<IpResponse>;
/** The body of every error answer of the API. */
export type ApiErrorBody = Wire<ErrorBody>;

// --- account security ---
export type PasswordChangeBody = Body<typeof passwordChangeSchema>;
export type AccountSession = Wire<SessionAnswer>;
export type AccountSessions = Wire<SessionsAnswer>;

// --- lists [S7.12] to [S7.28] ---
export type ApiListItem = Wire<ListItemResponse>;
export type BirthList = Wire<ListResponse>;
export type ListProducts = BirthList['products'];
export type ListCategoryGroup = ListProducts['itemsByCategory'][number];
export type ListInformations = Wire<ListInformationsAnswer>;
export type ListSummary = Wire<ListSummaryAnswer>;
export type ListSummaries = Wire<ListSummariesResponse>;
export type SearchListsResult = Wire<SearchListsResponse>;
/** [S7.14] The filters the call sends (price ranges in `prices`, never minPrice or maxPrice). */
export type ListCriteria = NonNullable<Body<typeof listFiltersBody>>;
export type ListPriceRange = NonNullable<ListCriteria['prices']>[number];
/** The screen's filters: the criteria and the price bounds it turns into ranges before sending. */
export type ListFilters = ListCriteria & {
  readonly minPrice?: number | null | undefined;
  readonly maxPrice?: number | null | undefined;
};
export type CreateListBody = Body<typeof createListBody>;
export type UpdateListBody = Body<typeof updateListBody>;
/** [S3.4] Every field of the list form, as the update sends them all. */
export type ListInformationInput = Required<Omit<UpdateListBody, 'defaultList' | 'status'>>;
export type UpdateListStoreDataBody = Body<typeof updateStoreDataBody>;
export type AddItemBody = Body<typeof addItemBody>;
export type AddItemByReferenceBody = Body<typeof addItemByReferenceBody>;
export type UpdateItemBody = Body<typeof updateItemBody>;
export type UpdateReceivedElsewhereBody = Body<typeof updateReceivedElsewhereBody>;
export type UpdateGroupGiftBody = Body<typeof updateGroupGiftBody>;
export type CantReduceQuantityBody = Wire<CantReduceQuantityError>;

// --- products [S7.25] [S7.27] [S7.29] ---
export type Product = Wire<ProductResponse>;
export type ProductVariant = Product['variants'][number];
export type CategoriesResult = Wire<CategoriesResponse>;
export type Category = CategoriesResult['categories'][number];

// --- stores [S7.45] to [S7.47] ---
export type Store = Wire<StoreResponse>;
export type ClosestStoresResult = Wire<ClosestStoresResponse>;
export type NearbyStore = ClosestStoresResult['stores'][number];
export type StoreCodeResult = Wire<StaffStoreCodeResponse>;

// --- user [S7.2] to [S7.11] ---
export type TitleCode = ContractTitleCode;
export type SignedInProfile = Wire<SignedInProfileAnswer>;
export type AccountProfileFields = Omit<
  SignedInProfile,
  'logged' | 'favoriteStoreCode' | 'hasPickupStoreList'
>;
export type AnonymousProfile = Wire<AnonymousProfileAnswer>;
export type UserProfile = SignedInProfile | AnonymousProfile;
export type Customer = Wire<CustomerAnswer>;
export type CustomerPatch = Body<typeof customerPatchSchema>;
export type CreateCustomerBody = Body<typeof customerCreateSchema>;
export type CreatedCustomer = Wire<CreatedCustomerAnswer>;
export type UserCountry = Wire<UserCountryAnswer>;
export type AccountSettingsBody = Body<typeof accountSettingsSchema>;
export type AccountSettingsResult = Wire<AccountSettingsAnswer>;

// --- cart [S7.7] [S7.8] ---
export type ApiCart = Wire<CartResponse>;
export type AddCartEntryArgs = Wire<AddEntryBody>;
/** [S7.7] The line (path) and its new quantity (body). */
export type SetCartEntryQuantityArgs = { readonly code: string } & Body<typeof setEntryBody>;
export type UpdateCartBody = Body<typeof updateCartBody>;

// --- payment [S7.8] [S7.42] ---
export type CreateContributionBody = Body<typeof createContributionBody>;
export type CreateContributionResult = Wire<CreateContributionResponse>;
export type CreateFromCartBody = Body<typeof createFromCartBody>;
export type CreatedTransaction = Wire<PendingTransactionAnswer>;
export type PaymentStatusResult = Wire<PaymentStatusResponse>;
export type PaymentStatus = PaymentStatusResult['status'];

// --- share [S2.40] ---
export type ShareListByEmailBody = Body<typeof shareListBody>;
export type ShareListByEmailResult = Wire<ShareListResponse>;
/** The list (path) and the invitation (body). */
export interface ShareListByEmailArgs {
  readonly listId: string;
  readonly body: ShareListByEmailBody;
}

// --- the co-parent (docs/decisions.md "Co-parent") ---
export type CoParent = Wire<CoParentAnswer>;
export type CoParentInvitationBody = Body<typeof coParentInvitationBody>;
/** The list (path) and the invited address (body). */
export interface InviteCoParentArgs {
  readonly listId: string;
  readonly body: CoParentInvitationBody;
}
export type AcceptCoParentResult = Wire<AcceptCoParentResponse>;

// --- activity, wallet, returns [S7.31] to [S7.37] ---
export type Contribution = Wire<ActivityItem>;
export type ContributionEntry = Contribution['entries'][number];
export type ContributionKind = Contribution['kind'];
export type ContributionStatus = Contribution['status'];
export type ContributionThanks = NonNullable<Contribution['thanks']>;
export type Historics = Wire<HistoricsResponse>;
/** [S7.32] The list (path) and the filters (body `filtersBy`). */
export interface GetHistoricsArgs {
  readonly listId: string;
  readonly filters?: readonly ActivityFilter[] | undefined;
  /** [S4.8] Only what is left to thank, oldest first. */
  readonly toThank?: boolean | undefined;
}
export type ReturnProductBody = Body<typeof returnBody>;
export type EntryReturns = Wire<ReturnsResponse>;
export type SendThankBody = Body<typeof sendThankBody>;
export type SendThankResult = Wire<SendThankResponse>;
export type SendThanksBody = Body<typeof sendThanksBody>;
/** [S4.8] The list (path) and the contributions with their one message (body). */
export interface SendThanksArgs {
  readonly listId: string;
  readonly body: SendThanksBody;
}
export type SendThanksResult = Wire<SendThanksResponse>;
export type ToThankCount = Wire<ToThankCountResponse>;
export type CancelContributionBody = Body<typeof idBody>;
export type WalletAmounts = Wire<WalletAmountsResponse>;
export type WalletHistorics = Wire<WalletHistoricsResponse>;
export type WalletMovement = WalletHistorics['contributions'][number];
export type WalletMovementType = WalletMovement['type'];
export type WalletCoupon = WalletHistorics['coupons'][number];

// --- transactions [S7.38] to [S7.44] ---
type PendingTransactionWire = Wire<PendingTransactionAnswer>;
/**
 * A line of a transaction. The server always sends `img`; it stays optional here only because
 * feature-seller's fixtures still build lines without it (drop the `Omit` once they add it).
 */
export type PendingTransactionEntry = Omit<PendingTransactionWire['entries'][number], 'img'> & {
  readonly img?: string | undefined;
};
export type PendingTransaction = Omit<PendingTransactionWire, 'entries' | 'missingEntries'> & {
  readonly entries: readonly PendingTransactionEntry[];
  readonly missingEntries: readonly PendingTransactionEntry[];
};
export type PendingTransactionState = PendingTransactionWire['state'];
/** [S7.43] The transaction (path) and the ticket it was paid with (body). */
export interface TicketArgs {
  readonly id: string;
  readonly storeCode: string;
  readonly transactionBarcode: string;
}
