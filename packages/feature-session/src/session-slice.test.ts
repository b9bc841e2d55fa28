import { usersApi } from '@ldn/api-client';
import {
  CUSTOMER,
  makeTestStore,
  memoryStorage,
  PARENT,
  SELLER,
  startTestApi,
  type ApiAnswer,
} from '@ldn/test-kit';
import { describe, expect, it } from 'vitest';
import { currentListSlice } from './current-list-slice';
import { createSessionListener } from './session-listener';
import {
  customerCleared,
  customerSelected,
  principalCookieSeen,
  selectCustomerSelected,
  selectIsLogged,
  selectIsStaff,
  selectPrincipalCookieChanged,
  selectProfile,
  selectSelectedCustomer,
  selectUser,
  selectWasStaffLoggedIn,
  sessionInitialState,
  sessionSlice,
  selectStoreCode,
  staffLoggedOut,
  storeCodeChanged,
} from './session-slice';
import { readStaffFlag, STAFF_FLAG_STORAGE_KEY, writeStaffFlag } from './staff-flag-storage';
import { readStaffPlace, STAFF_PLACE_STORAGE_KEY } from './staff-place-storage';
import { uiSlice } from './ui-slice';

/**
 * A store as the app builds it (the session's listener on `storage`), whose api answers the
 * profile read with `profile`: the slice follows the api client's real `fulfilled` actions.
 */
function sessionStore(profile: unknown, storage = memoryStorage()) {
  const answer: ApiAnswer = { status: 200, body: profile };
  startTestApi({ api: { '/ldn/v1/getUserProfil/': answer } });
  return makeTestStore([sessionSlice, currentListSlice, uiSlice], {
    prepend: createSessionListener(storage).middleware,
  });
}

const readProfile = async (store: ReturnType<typeof sessionStore>) => {
  const request = store.dispatch(usersApi.endpoints.getUserProfile.initiate(undefined));
  await request;
  request.unsubscribe();
};

describe('session slice', () => {
  it('[S7.9] starts with no profile read and nobody signed in', () => {
    const store = sessionStore({ logged: false });
    expect(selectProfile(store.getState())).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsLogged(store.getState())).toBe(false);
  });

  it('[S7.9] [S6.1] follows the server profile: a signed-in parent is logged, not staff', async () => {
    const store = sessionStore(PARENT);
    await readProfile(store);
    expect(selectProfile(store.getState())).toEqual(PARENT);
    expect(selectUser(store.getState())).toEqual(PARENT);
    expect(selectIsLogged(store.getState())).toBe(true);
    expect(selectIsStaff(store.getState())).toBe(false);
  });

  it('[S7.9] an anonymous answer { logged: false } means no user', async () => {
    const store = sessionStore({ logged: false });
    await readProfile(store);
    expect(selectProfile(store.getState())).toEqual({ logged: false });
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsLogged(store.getState())).toBe(false);
  });

  it('[S6.1] a SELLER is staff', async () => {
    const store = sessionStore(SELLER);
    await readProfile(store);
    expect(selectIsStaff(store.getState())).toBe(true);
  });

  it('[S2.25] the principal cookie counts as changed until a profile read saw it', () => {
    const store = sessionStore(PARENT);
    expect(selectPrincipalCookieChanged(store.getState(), null)).toBe(true);
    store.dispatch(principalCookieSeen('c-parent'));
    expect(selectPrincipalCookieChanged(store.getState(), 'c-parent')).toBe(false);
    expect(selectPrincipalCookieChanged(store.getState(), 'c-other')).toBe(true);
    expect(selectPrincipalCookieChanged(store.getState(), null)).toBe(true);
    store.dispatch(principalCookieSeen(null));
    expect(selectPrincipalCookieChanged(store.getState(), null)).toBe(false);
  });

  it('[S2.1] [S2.13] staff select a customer, and SellerPage clears it', async () => {
    const store = sessionStore(SELLER);
    await readProfile(store);
    store.dispatch(customerSelected(CUSTOMER));
    expect(selectSelectedCustomer(store.getState())).toEqual(CUSTOMER);
    expect(selectCustomerSelected(store.getState())).toBe(true);
    store.dispatch(customerCleared());
    expect(selectCustomerSelected(store.getState())).toBe(false);
  });

  it("[S2.13] [S2.37] the store staff work in: the profile's store until SellerPage sets another, none after logout", async () => {
    const store = sessionStore({ ...SELLER, store: '0042' });
    expect(selectStoreCode(store.getState())).toBeNull();
    await readProfile(store);
    expect(selectStoreCode(store.getState())).toBe('0042');
    store.dispatch(storeCodeChanged('0007'));
    expect(selectStoreCode(store.getState())).toBe('0007');
    store.dispatch(staffLoggedOut());
    expect(store.getState().session.storeCode).toBeNull();
  });

  it('[S2.1] a profile that is no longer staff drops the selected customer', async () => {
    const store = sessionStore({ logged: false });
    store.dispatch(customerSelected(CUSTOMER));
    await readProfile(store);
    expect(selectSelectedCustomer(store.getState())).toBeNull();
  });

  it('[S2.62] [S2.35] staff logout sets the flag and keeps it in sessionStorage', () => {
    const storage = memoryStorage();
    const store = sessionStore(SELLER, storage);
    store.dispatch(customerSelected(CUSTOMER));
    store.dispatch(staffLoggedOut());
    expect(selectWasStaffLoggedIn(store.getState())).toBe(true);
    expect(selectSelectedCustomer(store.getState())).toBeNull();
    expect(storage.items.get(STAFF_FLAG_STORAGE_KEY)).toBe('true');
  });

  it('[S2.35] the staff flag comes back from sessionStorage after a reload', () => {
    const storage = memoryStorage();
    expect(readStaffFlag(storage)).toBe(false);
    writeStaffFlag(true, storage);
    expect(readStaffFlag(storage)).toBe(true);
    writeStaffFlag(false, storage);
    expect(readStaffFlag(storage)).toBe(false);
  });

  it('[S2.35] a storage that refuses access reads as no flag', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readStaffFlag(refusing)).toBe(false);
    expect(() => writeStaffFlag(true, refusing)).not.toThrow();
    expect(readStaffFlag(null)).toBe(false);
  });

  it('[S2.13] [S4.3] the customer staff act for and their store survive a full page load', async () => {
    const storage = memoryStorage();
    const store = sessionStore(SELLER, storage);
    await readProfile(store);
    store.dispatch(customerSelected(CUSTOMER));
    store.dispatch(storeCodeChanged('0007'));
    // The page is loaded again (a reload, the way back from the payment page): a new store.
    const reloaded = sessionInitialState(storage);
    expect(reloaded.selectedCustomer).toEqual(CUSTOMER);
    expect(reloaded.storeCode).toBe('0007');
    expect(reloaded.profile).toBeNull();
  });

  it('[S2.13] [S2.62] SellerPage, a profile that is not staff and the staff logout forget it', async () => {
    const storage = memoryStorage();
    const store = sessionStore(SELLER, storage);
    await readProfile(store);
    store.dispatch(customerSelected(CUSTOMER));
    store.dispatch(customerCleared());
    expect(readStaffPlace(storage).selectedCustomer).toBeNull();

    store.dispatch(customerSelected(CUSTOMER));
    store.dispatch(storeCodeChanged('0007'));
    store.dispatch(staffLoggedOut());
    expect(storage.items.has(STAFF_PLACE_STORAGE_KEY)).toBe(false);
    expect(sessionInitialState(storage)).toMatchObject({
      selectedCustomer: null,
      storeCode: null,
      wasStaffLoggedIn: true,
    });

    const parentStorage = memoryStorage();
    const stale = sessionStore(PARENT, parentStorage);
    stale.dispatch(customerSelected(CUSTOMER));
    await readProfile(stale);
    expect(readStaffPlace(parentStorage).selectedCustomer).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['a customer without pk', JSON.stringify({ selectedCustomer: { ...CUSTOMER, pk: '' } })],
    ['a customer of another shape', JSON.stringify({ selectedCustomer: { uid: 1 }, storeCode: 7 })],
  ])('[S2.13] a kept place that is %s reads as none', (_case, stored) => {
    const storage = memoryStorage();
    storage.setItem(STAFF_PLACE_STORAGE_KEY, stored);
    expect(readStaffPlace(storage)).toEqual({ selectedCustomer: null, storeCode: null });
    expect(readStaffPlace(null)).toEqual({ selectedCustomer: null, storeCode: null });
  });

  it('[S2.62] the reducer alone: staff logout keeps the rest of the session', () => {
    const state = sessionSlice.reducer(undefined, staffLoggedOut());
    expect(state).toMatchObject({ wasStaffLoggedIn: true, profile: null, selectedCustomer: null });
  });
});
