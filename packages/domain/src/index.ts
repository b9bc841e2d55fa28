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

// --- validation (area: validation) ---

// --- amounts, quantities, cart, catalogue (area: commerce) ---

// --- roles, navigation, bars and menus (area: screens) ---
