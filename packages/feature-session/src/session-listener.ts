import { createListenerMiddleware } from '@reduxjs/toolkit';
import { staffLoggedOut } from './session-slice';
import { browserSessionStorage, writeStaffFlag, type FlagStorage } from './staff-flag-storage';

/**
 * [S2.35] [S2.62] Keeps the staff flag in `sessionStorage` when staff log out. The write happens
 * during the dispatch (before the app leaves for `/logout`), so the flag survives the page load.
 * Add `createSessionListener().middleware` to the store's middleware.
 */
export function createSessionListener(storage: FlagStorage | null = browserSessionStorage()) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: staffLoggedOut,
    effect: () => {
      writeStaffFlag(true, storage);
    },
  });
  return listener;
}
