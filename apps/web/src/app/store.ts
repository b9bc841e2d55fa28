import { apiMiddleware, apiSlices } from '@ldn/api-client';
import {
  createSessionListener,
  currentListSlice,
  sessionSlice,
  uiSlice,
  type FlagStorage,
} from '@ldn/feature-session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

/** The root reducer: the api slices and the feature slices (house style rule 8). */
export const rootReducer = combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice);

export type AppState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** Where the staff flag is kept; `sessionStorage` by default. */
  readonly storage?: FlagStorage | null;
}

/** A store for the app, or for a test with a given state. */
export function makeStore(preloadedState?: Partial<AppState>, options: MakeStoreOptions = {}) {
  const listener =
    options.storage === undefined
      ? createSessionListener()
      : createSessionListener(options.storage);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listener.middleware)
        .concat(...apiMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
