/**
 * @ldn/domain: the pure rules of the birth-list product.
 * Each area below re-exports its names explicitly (house style rule 2).
 */

// --- messages ---
export {
  errorToastMessages,
  screenMessages,
  environmentBannerText,
  PAGE_TITLE_PREFIX,
  RETAILER_BRAND,
} from './messages';
export {
  successToastMessages,
  cartMessages,
  validationMessages,
  WALLET_AMOUNT_HINT,
  groupGiftMessages,
} from './messages-other-screens';
export type { ErrorToastCode, ScreenMessageCode } from './messages';
export type { SuccessToastCode, ValidationErrorCode } from './messages-other-screens';

// --- constants and roles ---
export {
  COMPANY_CODE,
  DEFAULT_COUNTRY,
  CURRENCY,
  LOCALE,
  WALLET_MIN_CENTS,
  WALLET_MAX_CENTS,
  REWARD_COUPON_MAX_CENTS,
  REWARD_PERCENT,
  DEFAULT_REWARD_THRESHOLD_CENTS,
  STORE_DELIVERY_FEE_CENTS,
  FREE_STORE_DELIVERY_FROM_CENTS,
  SPECIAL_CONTRIBUTION_CODE,
  SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
  QUANTITY_MIN,
  QUANTITY_MAX,
  COMMENT_MAX_LENGTH,
  PHONE_LENGTH,
  PRICE_UPPER_BOUND,
  RETRY_COUNT,
  RETRY_DELAY_MS,
  COUNTRY_POPUP_AUTO_CLOSE_MS,
  SEARCH_AUTO_TRIGGER_MS,
  SEARCH_AUTO_TRIGGER_MIN_LENGTH,
  BOTTOM_BUTTON_SCROLL_THRESHOLD_PX,
  EVENT_BATCH_DELAY_MS,
  MAX_EVENTS_PAYLOAD_BYTES,
  EXPRESSION_MIN_LENGTH,
  TOAST_DURATION_MS,
  DRAWER_WIDTH_PX,
  OVERLAY_PAGE_SIZE_ITEMS,
  OVERLAY_PAGE_SIZE_REFERENCES,
  DEFAULT_PAGING,
  SUGGESTED_KEYWORDS_FLAVOR,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  DATE_FORMAT,
  PRINCIPAL_COOKIE,
  COUNTRY_UNKNOWN_COOKIE,
  MAIN_POS_SYSTEM,
  ALTERNATE_POS_SYSTEM,
} from './constants';
export { ROLES, isStaff, isLogged, isSellerWithoutAccountant } from './roles';
export type { Role, RoleHolder } from './roles';

// --- validation (area: validation) ---
export {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  DIGITS_PATTERN,
  TICKET_CODE_PATTERN,
  isValidEmail,
} from './validation/patterns';
export { priceBandLabels } from './messages';
export { isBlank, textLength, validateText, truncateText } from './validation/text';
export { validateEmail } from './validation/email';
export { EMAIL_DOMAIN_SUGGESTIONS, suggestEmailDomains } from './validation/email-suggestions';
export { validatePhone, normalizePhone } from './validation/phone';
export { commentCounter, truncateComment, validateComment } from './validation/comment';
export { validatePostalCode, validateDigits, validateTicketCode } from './validation/codes';
export {
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  validateFirstName,
  validateLastName,
} from './validation/person-name';
export { validateRequiredStore } from './validation/store';
export { normalizeListSearchText } from './validation/list-search';
export {
  PRICE_UPPER_BOUND_CENTS,
  STANDARD_PRICE_BANDS,
  customPriceBand,
  bandContains,
  effectivePriceRanges,
} from './validation/price-bands';
export {
  parseCustomPriceCents,
  validateCustomPriceRange,
  formatOverlayPriceRange,
  overlayPriceRange,
} from './validation/price-filter';
export { parseChildBirthday, validateChildBirthday } from './validation/birthday';
export type { FieldOptions } from './validation/field-options';
export type { EmailDomainSuggestion } from './validation/email-suggestions';
export type { CommentCounter } from './validation/comment';
export type { PriceRange, PriceBand, PriceBandId } from './validation/price-bands';
export type {
  ParsedPrice,
  PriceErrorCode,
  CustomPriceRange,
  OverlayPriceRange,
} from './validation/price-filter';
export type { ParsedBirthday } from './validation/birthday';

// --- amounts, quantities, cart, catalogue (area: commerce) ---
export {
  categoryLabels,
  availabilityLabels,
  listSortLabels,
  listOnlyFilterLabels,
  SPECIAL_CONTRIBUTION_PRODUCT_NAME,
} from './messages';
export {
  searchSortLabels,
  listStatusLabels,
  notificationFrequencyLabels,
  transactionTypeLabels,
  activityFilterLabels,
  clientTypeLabels,
  deliveryOptionLabels,
} from './messages-other-screens';
export { formatEuros, parseEuros } from './commerce/money';
export { walletAmountError } from './commerce/wallet';
export {
  GROUP_GIFT_PART_MIN_CENTS,
  GROUP_GIFT_PART_MAX_CENTS,
  GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS,
  groupGiftPartError,
  groupGiftRemainingCents,
  groupGiftFundedPercent,
} from './commerce/group-gift';
export type { GroupGiftPartError } from './commerce/group-gift';
export { walletAmountMessage } from './commerce/wallet-message';
export { compareSizes } from './commerce/sizes';
export {
  rewardAmountCents,
  remainingAmountForReward,
  splitRewardIntoCoupons,
} from './commerce/reward';
export { storeDeliveryFeeCents } from './commerce/delivery';
export {
  isSpecialContributionItem,
  specialContributionEntry,
} from './commerce/special-contribution';
export { cartItemCount, cartTotalCents, productsTotalCents } from './commerce/cart-totals';
export {
  WANTED_QUANTITY_BOUNDS,
  EDIT_STATE_QUANTITY,
  remainingQuantity,
  quantityBounds,
  clampQuantity,
  canIncrement,
  canDecrement,
  applyWantedQuantity,
  returnQuantityBounds,
  isValidReturnQuantity,
  quantityForEditState,
  receivedElsewhereBounds,
} from './commerce/quantities';
export { canRemoveItem, canEditItem } from './commerce/item-rules';
export { isCartValidateDisabled } from './commerce/cart-validate';
export {
  TRANSACTION_TYPES,
  transactionTypeLabel,
  transactionFlags,
} from './commerce/transaction-types';
export { isAlternatePosOrder, decideCartSubmission } from './commerce/cart-submission';
export { DEFAULT_CART_ERROR_CODE, parseCartError } from './commerce/cart-error';
export { splitEntriesByRefusedCodes } from './commerce/cart-refused-entries';
export {
  ACTIVITY_FILTERS,
  effectiveActivityFilters,
  activityFilterLabel,
} from './commerce/activity-filters';
export {
  CATEGORY_CODES,
  OTHER_CATEGORY_CODE,
  categoryOf,
  categoryLabel,
  sortCategoryCodes,
} from './commerce/categories';
export { MIN_TEXT_CONTRAST, relativeLuminance, contrastRatio } from './commerce/contrast';
export {
  AVAILABILITY_STYLES,
  itemAvailability,
  itemAvailabilityStyle,
} from './commerce/availability';
export {
  LIST_SORT_TYPES,
  DEFAULT_LIST_SORT,
  LIST_ONLY_FILTERS,
  listSortLabel,
  listOnlyFilterLabel,
  filterAndSortListItems,
} from './commerce/list-filters';
export { groupItemsByCategory } from './commerce/list-grouping';
export { SEARCH_SORT_OPTIONS, DEFAULT_SEARCH_SORT, searchSortOption } from './commerce/search-sort';
export {
  LIST_STATUSES,
  isListStatus,
  listStatusLabel,
  isListPublished,
  isListActive,
  isListClosed,
} from './commerce/list-status';
export {
  NOTIFICATION_FREQUENCIES,
  DEFAULT_NOTIFICATION_FREQUENCY,
  isNotificationFrequency,
  notificationFrequencyLabel,
} from './commerce/notification-frequency';
export type {
  CategoryCode,
  OtherCategoryCode,
  StockAvailability,
  Availability,
  ListStatus,
  NotificationFrequency,
  TransactionType,
  ActivityFilter,
  ListSortType,
  ListOnlyFilter,
  SearchSortKey,
  ClientType,
  DeliveryOption,
  ItemPrices,
  ListItem,
  CartEntryDetails,
  CartEntry,
  GiftMessageData,
  Cart,
  StoreInfo,
} from './commerce/types';
export type { WalletAmountError } from './commerce/wallet';
export type { CartTotalsEntry } from './commerce/cart-totals';
export type {
  QuantityBounds,
  ReceivedElsewhereInput,
  RemainingQuantityInput,
  WantedQuantityResult,
} from './commerce/quantities';
export type { CartValidateState } from './commerce/cart-validate';
export type { CartSubmissionInput, CartSubmissionStep } from './commerce/cart-submission';
export type { CartErrorOutcome } from './commerce/cart-error';
export type { SplitCartEntries } from './commerce/cart-refused-entries';
export type { AvailabilityStyle } from './commerce/availability';
export type { PriceRangeCents, ListItemFilters, FilterableListItem } from './commerce/list-filters';
export type { CategoryGroup } from './commerce/list-grouping';
export type { SearchSortOption } from './commerce/search-sort';

// --- roles, navigation, bars and menus (area: screens) ---
export { screenLabels, staffLogoutText } from './messages';
export { appVersionText } from './messages-other-screens';
export { ROUTES, ROUTE_NAMES } from './screens/route-table';
export { hrefFor, hrefForTarget } from './screens/href-for';
export { matchPath } from './screens/match-path';
export { actsAsOwner, listPhaseOf, productRouteName } from './screens/list-phase';
export { decideNavigation } from './screens/navigation';
export { afterNavigation, onHistoryRestore, LIST_PAGE_ROBOTS } from './screens/after-navigation';
export { onStaffLogout } from './screens/staff-session';
export { bottomBarFor, bottomBarButton, shareValidatedBar } from './screens/bottom-bar';
export { listBarFor } from './screens/list-bar';
export { headerFor } from './screens/header';
export { drawerEntries, socialEntries } from './screens/drawer';
export { footerFor } from './screens/footer';
export { DEFAULT_EXTERNAL_LINKS } from './screens/external-links';
export { environmentBanner, DEVELOPMENT_ENVIRONMENT } from './screens/environment-banner';
export { pageTitle } from './screens/page-title';
export { formatDateFr, formatDateTime, DISPLAY_TIME_ZONE } from './screens/date-text';
export type { DateTimeText } from './screens/date-text';
export type { ScreenLabelCode } from './messages';
export type {
  RouteConditions,
  RouteDefinition,
  RouteEnterAction,
  RouteName,
  RouteParams,
  RouteTarget,
} from './screens/route-table';
export type { LinkableRouteName } from './screens/href-for';
export type { ListPhase, ScreenList } from './screens/list-phase';
export type {
  NavigationDecision,
  NavigationEffect,
  NavigationInput,
  NavigationOutcome,
  NavigationRuleId,
  RedirectRouteName,
} from './screens/navigation';
export type {
  AfterNavigation,
  HistoryRestoreAction,
  HistoryRestoreInput,
} from './screens/after-navigation';
export type { StaffSessionState } from './screens/staff-session';
export type {
  BottomBarContext,
  BottomBarVariant,
  SingleButtonBarVariant,
} from './screens/bottom-bar';
export type { ListBar, ListBarEntry, ListBarEntryId, ListBarInput } from './screens/list-bar';
export type { CartButton, Header, HeaderInput, HeaderLink, HeaderLinkId } from './screens/header';
export type { DrawerEntryId, DrawerInput } from './screens/drawer';
export type { Footer, FooterEntryId, FooterInput } from './screens/footer';
export type { ExternalLinks } from './screens/external-links';
export type { MenuAction, MenuEntry } from './screens/menu-entry';
export type { EnvironmentBanner } from './screens/environment-banner';

// --- one table and one anchor for the features that share them ---
export { personalizationImageLabels } from './messages';
export {
  PERSONALIZATION_IMAGES,
  DEFAULT_PERSONALIZATION_IMAGE,
  personalizationImage,
} from './screens/personalization-images';
export type {
  PersonalizationImage,
  PersonalizationImageValue,
  HeaderMotif,
} from './screens/personalization-images';
export { productElementId, productCodeOfHash } from './screens/product-anchor';
export { LEGAL_PAGE_ANCHORS } from './screens/footer';
export type { LegalPageId } from './screens/footer';
