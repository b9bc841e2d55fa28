/**
 * @ldn/feature-session: the session state of the front end (the user, the staff flag, the customer
 * staff act for), the current list and the shell's open panels. Named re-exports (house style 2).
 */

// --- the session ---
export {
  sessionSlice,
  sessionInitialState,
  principalCookieSeen,
  staffLoggedOut,
  customerSelected,
  customerCleared,
  storeCodeChanged,
  selectProfile,
  selectUser,
  selectIsLogged,
  selectIsStaff,
  selectWasStaffLoggedIn,
  selectSelectedCustomer,
  selectCustomerSelected,
  selectPrincipalCookie,
  selectPrincipalCookieChanged,
  selectStoreCode,
} from './session-slice';
export type { SessionState, SelectedCustomer } from './session-slice';
export {
  STAFF_FLAG_STORAGE_KEY,
  browserSessionStorage,
  readStaffFlag,
  writeStaffFlag,
} from './staff-flag-storage';
export type { FlagStorage } from './staff-flag-storage';
export { STAFF_PLACE_STORAGE_KEY, readStaffPlace, writeStaffPlace } from './staff-place-storage';
export type { StaffPlace } from './staff-place-storage';
export { createSessionListener } from './session-listener';

// --- the current list ---
export {
  currentListSlice,
  cartReset,
  listReset,
  selectCurrentList,
  selectCurrentListId,
  selectCurrentListPhase,
  selectIsListOwner,
} from './current-list-slice';
export type { CurrentList, CurrentListState } from './current-list-slice';

// --- the shell's panels ---
export {
  uiSlice,
  menuOpened,
  menuClosed,
  assistantOpened,
  assistantClosed,
  navigationStarted,
  navigationSettled,
  notFoundShown,
  productStockShown,
  selectMenuOpen,
  selectAssistantOpen,
  selectPendingLocation,
  selectNotFoundShown,
  selectAssistantNavigateTo,
  selectProductPermanentlyOutOfStock,
} from './ui-slice';
export type { UiState, AssistantOpening } from './ui-slice';

// --- typed hooks ---
export { useSessionSelector, useSessionDispatch, useSessionStore } from './hooks';
export type { SessionRootState, SessionDispatch } from './hooks';
