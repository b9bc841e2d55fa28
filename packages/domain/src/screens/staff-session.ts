/** [S2.62] The part of the session that remembers a staff logout. */
export interface StaffSessionState {
  readonly wasStaffLoggedIn: boolean;
}

/**
 * [S2.62] Staff logout sets the flag that staff had been logged in, so that the device then offers
 * SellerLogin ([S2.1] [S2.29] [S2.35]) rather than the customer pages. The app keeps the flag for the
 * browser session (sessionStorage); a later login does not clear it (docs/decisions.md).
 */
export function onStaffLogout<S extends StaffSessionState>(state: S): S {
  return { ...state, wasStaffLoggedIn: true };
}
