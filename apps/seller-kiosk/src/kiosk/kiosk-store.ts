import { apiMiddleware, apiSlices } from '@ldn/api-client';
import { injectCartSlices } from '@ldn/app-shell';
import {
  createSessionListener,
  currentListSlice,
  sessionSlice,
  uiSlice,
  type FlagStorage,
} from '@ldn/feature-session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** The kiosk's reducer: the api slices, the session slices the navigation rules read, the cart's. */
const kioskReducer = combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice);
// The cart page's draft (the in-store cart staff build) joins the store with the shell.
injectCartSlices(kioskReducer);

export type KioskState = ReturnType<typeof kioskReducer>;

/** The kiosk's store; `storage` keeps the staff flag (`sessionStorage` when omitted). */
export function makeKioskStore(preloadedState?: Partial<KioskState>, storage?: FlagStorage | null) {
  const { middleware } =
    storage === undefined ? createSessionListener() : createSessionListener(storage);
  return configureStore({
    reducer: kioskReducer,
    preloadedState,
    middleware: (defaults) =>
      defaults()
        .prepend(middleware)
        .concat(...apiMiddleware),
  });
}

export type KioskStore = ReturnType<typeof makeKioskStore>;
