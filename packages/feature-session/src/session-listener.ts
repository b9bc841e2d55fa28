import type { Middleware } from '@reduxjs/toolkit';
import { staffLoggedOut, type SessionState } from './session-slice';
import { browserSessionStorage, writeStaffFlag, type FlagStorage } from './staff-flag-storage';
import { writeStaffPlace } from './staff-place-storage';

/** The session slice of a store's state, if the store has one. */
const sessionOf = (state: unknown): SessionState | undefined =>
  (state as { session?: SessionState } | undefined)?.session;

/**
 * [S2.35] [S2.62] Keeps the staff flag in `sessionStorage` when staff log out, and [S2.13] [S4.3]
 * where staff work (the customer they act for, their store) whenever it changes, so that both
 * survive a full page load. The writes happen during the dispatch, once the reducer ran (before the
 * app leaves for `/logout` or the payment page). Add `createSessionListener().middleware` to the
 * store's middleware.
 *
 * A plain middleware rather than RTK's `createListenerMiddleware`: for this one action, the
 * listener's code would weigh on every page's first download.
 */
export function createSessionListener(storage: FlagStorage | null = browserSessionStorage()): {
  readonly middleware: Middleware;
} {
  const middleware: Middleware = (api) => (next) => (action) => {
    const before = sessionOf(api.getState());
    const result = next(action);
    if (staffLoggedOut.match(action)) writeStaffFlag(true, storage);
    const after = sessionOf(api.getState());
    if (
      after !== undefined &&
      (after.selectedCustomer !== before?.selectedCustomer || after.storeCode !== before.storeCode)
    ) {
      writeStaffPlace(after, storage);
    }
    return result;
  };
  return { middleware };
}
