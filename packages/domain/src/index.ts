/**
 * @ldn/domain: the pure rules of the birth-list product.
 * Each area below re-exports its names explicitly (house style rule 2).
 */

// --- messages ---
export {
  successToastMessages,
  errorToastMessages,
  screenMessages,
  cartMessages,
  validationMessages,
  environmentBannerText,
  PAGE_TITLE_PREFIX,
} from './messages';
export type {
  SuccessToastCode,
  ErrorToastCode,
  ScreenMessageCode,
  ValidationErrorCode,
} from './messages';

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

// --- amounts, quantities, cart, catalogue (area: commerce) ---

// --- roles, navigation, bars and menus (area: screens) ---
