/**
 * Business constants and limits of spec §9 (and the few of §2, §4, §5 that are numbers).
 * Money is always in integer cents; durations in milliseconds.
 */

/** [S1.1] [S9.1] */
export const COMPANY_CODE = 'aufr';
/** [S9.1] [S5.12] The default and only country in which lists can be created. */
export const DEFAULT_COUNTRY = 'FR';
/** [S9.1] */
export const CURRENCY = 'EUR';
/** [S9.1] */
export const LOCALE = 'fr-FR';

/** [S5.2] [S9.2] Wallet contribution bounds. */
export const WALLET_MIN_CENTS = 500;
export const WALLET_MAX_CENTS = 1_000_000;
/** [S2.42] [S9.2] Largest single reward coupon. */
export const REWARD_COUPON_MAX_CENTS = 5_000;
/** [S9.2] Reward voucher at closing, in percent of cumulative purchases. */
export const REWARD_PERCENT = 10;
/**
 * [S4.9] The threshold is not shown by the spec: our default is 300 EUR of cumulative purchases,
 * configurable on the server (docs/decisions.md).
 */
export const DEFAULT_REWARD_THRESHOLD_CENTS = 30_000;

/** [S9.3] Delivery to the parents at the store. */
export const STORE_DELIVERY_FEE_CENTS = 290;
export const FREE_STORE_DELIVERY_FROM_CENTS = 5_900;

/** [S9.4] The special item that carries a free contribution amount. */
export const SPECIAL_CONTRIBUTION_CODE = '01176190';
/** [S9.4] Priced 1 EUR per unit: its quantity is the amount in euros. */
export const SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS = 100;

/** [S5.5] [S9.5] */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
/** [S5.6] [S9.5] */
export const COMMENT_MAX_LENGTH = 255;
/** [S3.1] [S9.5] */
export const PHONE_LENGTH = 10;

/** [S9.6] The upper bound of the open '100 and more' band, as the search service uses it. */
export const PRICE_UPPER_BOUND = 100_000;

/** [S9.9] */
export const RETRY_COUNT = 3;
export const RETRY_DELAY_MS = 1_000;
export const COUNTRY_POPUP_AUTO_CLOSE_MS = 5_000;
export const SEARCH_AUTO_TRIGGER_MS = 1_000;
/** [S4.12] [S9.9] Auto-search starts when the trimmed text is longer than this. */
export const SEARCH_AUTO_TRIGGER_MIN_LENGTH = 3;
export const BOTTOM_BUTTON_SCROLL_THRESHOLD_PX = 250;
export const EVENT_BATCH_DELAY_MS = 100;
/** [S5.19] [S9.9] 100 kB, counted as 100 × 1000 bytes of UTF-8 JSON. */
export const MAX_EVENTS_PAYLOAD_BYTES = 100_000;
/** [S5.18] [S9.9] */
export const EXPRESSION_MIN_LENGTH = 2;

/** [S8.1] */
export const TOAST_DURATION_MS = 3_000;
/** [S2.60] [S9.12] */
export const DRAWER_WIDTH_PX = 360;

/** [S9.10] Paging of the search overlay and of the discovery client. */
export const OVERLAY_PAGE_SIZE_ITEMS = 20;
export const OVERLAY_PAGE_SIZE_REFERENCES = 32;
export const DEFAULT_PAGING = {
  items: { from: 0, size: 60 },
  contentsItems: 16,
  kicker: 1,
  references: 5,
  suggestedKeywords: 4,
  suggestedProducts: 4,
  scopePages: 4,
  shortcuts: 4,
  spotlights: 4,
  step: 10,
} as const;
export const SUGGESTED_KEYWORDS_FLAVOR = 'search-home';

/** [S9.12] */
export const PRODUCTION_ENVIRONMENT = 'PROD';
export const STAGING_ENVIRONMENT = 'STAGING';

/** [S9.11] */
export const DATE_FORMAT = 'dd/MM/yy';
export const PRINCIPAL_COOKIE = 'principalCookie';
export const COUNTRY_UNKNOWN_COOKIE = 'countryUnknown';

/**
 * [S1.5] [S4.5] The store's `posSystemName` of the alternate point-of-sale system. The spec does
 * not name it; stores of the main system report `WINSHOP` (the name its API paths carry).
 */
export const MAIN_POS_SYSTEM = 'WINSHOP';
export const ALTERNATE_POS_SYSTEM = 'CEGID';
