import { apiMiddleware, apiSlices } from '@ldn/api-client';
import {
  createSessionListener,
  currentListSlice,
  sessionSlice,
  uiSlice,
  type FlagStorage,
} from '@ldn/feature-session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** The kiosk's reducer: the api slices and the session slices the navigation rules read. */
const kioskReducer = combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice);

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
