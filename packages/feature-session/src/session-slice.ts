import { usersApi, type Customer, type SignedInProfile, type UserProfile } from '@ldn/api-client';
import { isLogged, isStaff, onStaffLogout } from '@ldn/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserSessionStorage, readStaffFlag, type FlagStorage } from './staff-flag-storage';
import { readStaffPlace } from './staff-place-storage';

/** [S3.2] The customer a staff member acts for ([S2.1] [S2.13] [S2.28]). */
export type SelectedCustomer = Pick<Customer, 'uid' | 'pk' | 'firstName' | 'lastName'>;

export interface SessionState {
  /** [S7.9] The server's profile: `null` until it was read once; `{ logged: false }` anonymous. */
  readonly profile: UserProfile | null;
  /** [S2.62] [S2.35] A staff member logged out in this browser session. */
  readonly wasStaffLoggedIn: boolean;
  /** [S2.1] [S2.13] The customer staff act for; `null` when none is selected. */
  readonly selectedCustomer: SelectedCustomer | null;
  /**
   * [S2.25] [S9.11] The `principalCookie` value the profile was read with: `undefined` before the
   * first read, `null` when there was no cookie. Rule 1 refreshes the profile when it differs.
   */
  readonly principalCookie: string | null | undefined;
  /**
   * [S2.13] [S2.37] The store staff work in for this session: set to the user's store by SellerPage,
   * changed there by typing another known code; `null` until then (the profile's store applies).
   */
  readonly storeCode: string | null;
}

/**
 * The staff flag [S2.35] and where staff work (the customer they act for, their store: [S2.13]
 * [S4.3]) come back from `sessionStorage` after a full page load; the rest starts empty.
 */
export const sessionInitialState = (
  storage: FlagStorage | null = browserSessionStorage(),
): SessionState => {
  const place = readStaffPlace(storage);
  return {
    profile: null,
    wasStaffLoggedIn: readStaffFlag(storage),
    selectedCustomer: place.selectedCustomer,
    principalCookie: undefined,
    storeCode: place.storeCode,
  };
};

const signedIn = (profile: UserProfile | null): SignedInProfile | null =>
  profile !== null && profile.logged ? profile : null;

/**
 * The session: who is signed in (following the server's `getUserProfile` answers, house style
 * rule 9), the staff flag and the customer staff act for.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => sessionInitialState(),
  reducers: {
    /**
     * [S2.25] The profile is about to be read with this `principalCookie` value; a failed read
     * still counts, so that the navigation rules never loop on it.
     */
    principalCookieSeen(state, action: PayloadAction<string | null>) {
      state.principalCookie = action.payload;
    },
    /** [S2.62] Staff logout: the device then offers SellerLogin (persisted by the listener). */
    staffLoggedOut(state) {
      return { ...onStaffLogout(state), selectedCustomer: null, storeCode: null };
    },
    /** [S2.1] Staff choose the customer they act for. */
    customerSelected(state, action: PayloadAction<SelectedCustomer>) {
      state.selectedCustomer = action.payload;
    },
    /** [S2.13] SellerPage resets the current customer. */
    customerCleared(state) {
      state.selectedCustomer = null;
    },
    /** [S2.13] [S2.37] The store staff work in (the user's store, or a code typed on SellerPage). */
    storeCodeChanged(state, action: PayloadAction<string>) {
      state.storeCode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      usersApi.endpoints.getUserProfile.matchFulfilled,
      (state, action): SessionState => ({
        ...state,
        profile: action.payload,
        // A customer chosen by staff means nothing once the staff member is gone.
        selectedCustomer: isStaff(signedIn(action.payload)) ? state.selectedCustomer : null,
      }),
    );
  },
  selectors: {
    /** [S7.9] The last profile read, `null` before the first read. */
    selectProfile: (state) => state.profile,
    /** The signed-in user, `null` for a visitor (or before the first read). */
    selectUser: (state) => signedIn(state.profile),
    /** [S6.1] Logged in means the user has a pk. */
    selectIsLogged: (state) => isLogged(signedIn(state.profile)),
    /** [S6.1] SELLER or ACCOUNTANT. */
    selectIsStaff: (state) => isStaff(signedIn(state.profile)),
    selectWasStaffLoggedIn: (state) => state.wasStaffLoggedIn,
    selectSelectedCustomer: (state) => state.selectedCustomer,
    selectCustomerSelected: (state) => state.selectedCustomer !== null,
    selectPrincipalCookie: (state) => state.principalCookie,
    /** [S2.13] The store staff work in: the one chosen on SellerPage, else the profile's store. */
    selectStoreCode: (state) => state.storeCode ?? signedIn(state.profile)?.store ?? null,
    /** [S2.25] Rule 1: the cookie differs from the one the profile was read with (or none was read). */
    selectPrincipalCookieChanged: (state, currentCookie: string | null) =>
      state.principalCookie === undefined || state.principalCookie !== currentCookie,
  },
});

export const {
  principalCookieSeen,
  staffLoggedOut,
  customerSelected,
  customerCleared,
  storeCodeChanged,
} = sessionSlice.actions;

export const {
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
} = sessionSlice.selectors;
