import { apiMiddleware, apiSlices } from '@ldn/api-client';
import {
  createSessionListener,
  currentListSlice,
  sessionSlice,
  uiSlice,
  type FlagStorage,
} from '@ldn/feature-session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { injectCartSlices } from './cart-shell';

/**
 * Both apps' root reducer: the api slices and the session slices the navigation rules read
 * (house style rule 8).
 */
export const appReducer = combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice);
// The cart page's draft (the e-mail as typed, busy) joins the store with the shell that reads it.
injectCartSlices(appReducer);

export type AppState = ReturnType<typeof appReducer>;

export interface MakeAppStoreOptions {
  /** Where the staff flag is kept; `sessionStorage` by default, `null` for none (the server). */
  readonly storage?: FlagStorage | null;
}

/** An app's store (the web app's, the kiosk's), or a test's with a given state. */
export function makeAppStore(
  preloadedState?: Partial<AppState>,
  options: MakeAppStoreOptions = {},
) {
  const listener =
    options.storage === undefined
      ? createSessionListener()
      : createSessionListener(options.storage);
  return configureStore({
    reducer: appReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listener.middleware)
        .concat(...apiMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** House style rule 8: the apps' typed hooks, made once with `.withTypes`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStore>();
