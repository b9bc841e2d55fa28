import type { Middleware } from '@reduxjs/toolkit';
import { staffLoggedOut } from './session-slice';
import { browserSessionStorage, writeStaffFlag, type FlagStorage } from './staff-flag-storage';

/**
 * [S2.35] [S2.62] Keeps the staff flag in `sessionStorage` when staff log out. The write happens
 * during the dispatch, once the reducer ran (before the app leaves for `/logout`), so the flag
 * survives the page load. Add `createSessionListener().middleware` to the store's middleware.
 *
 * A plain middleware rather than RTK's `createListenerMiddleware`: for this one action, the
 * listener's code would weigh on every page's first download (issue 9 point 1).
 */
export function createSessionListener(storage: FlagStorage | null = browserSessionStorage()): {
  readonly middleware: Middleware;
} {
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (staffLoggedOut.match(action)) writeStaffFlag(true, storage);
    return result;
  };
  return { middleware };
}
