import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { currentListSlice } from '../current-list-slice';
import { createSessionListener } from '../session-listener';
import { sessionSlice } from '../session-slice';
import type { FlagStorage } from '../staff-flag-storage';
import { uiSlice } from '../ui-slice';

/** A map standing for `sessionStorage`. */
export function memoryStorage(): FlagStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A store as the app builds it, whose api answers `body` (JSON) to every request: the slices follow
 * real `fulfilled` actions of the api client.
 */
export function makeTestStore(body: unknown, storage: FlagStorage = memoryStorage()) {
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    logger: { error: () => undefined },
    fetchFn: async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  });
  const listener = createSessionListener(storage);
  return configureStore({
    reducer: combineSlices(...apiSlices, sessionSlice, currentListSlice, uiSlice),
    middleware: (getDefault) =>
      getDefault()
        .prepend(listener.middleware)
        .concat(...apiMiddleware),
  });
}
