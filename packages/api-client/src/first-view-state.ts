import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * The api slices' cache carried by a server-rendered first view to the browser, which hydrates
 * the page on it: the answers the server read for the page, so that the browser renders the same
 * page without asking for them again.
 *
 * What one api slice carries: its fulfilled queries and the tags they provide, the shape RTK
 * Query's `extractRehydrationInfo` takes. Queries still pending or rejected stay behind (the
 * browser asks again), as do mutations, subscriptions and the slice's config.
 */
export interface TransferredApiState {
  readonly queries: Readonly<Record<string, TransferredQuery>>;
  readonly mutations: Readonly<Record<string, never>>;
  readonly provided: {
    readonly tags: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
    readonly keys: Readonly<Record<string, readonly unknown[]>>;
  };
}

/** A fulfilled query as the api slice keeps it (its data, its arguments, its timestamps). */
export interface TransferredQuery {
  readonly status: 'fulfilled';
  readonly endpointName: string;
  readonly fulfilledTimeStamp?: number;
  readonly startedTimeStamp?: number;
  readonly [field: string]: unknown;
}

/** The transferred cache of every api slice, by its `reducerPath`. */
export type FirstViewApiState = Readonly<Record<string, TransferredApiState>>;

/** The browser takes in the first view's cache; each api slice reads its own part. */
export const firstViewHydrated = createAction<FirstViewApiState>('firstView/hydrated');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFulfilled = (entry: unknown): entry is TransferredQuery =>
  isRecord(entry) && entry.status === 'fulfilled' && typeof entry.endpointName === 'string';

/** One api slice's state, kept to its fulfilled queries and their tags. */
function transferredSlice(sliceState: unknown): TransferredApiState {
  const queries: Record<string, TransferredQuery> = {};
  const sliceQueries =
    isRecord(sliceState) && isRecord(sliceState.queries) ? sliceState.queries : {};
  for (const [key, entry] of Object.entries(sliceQueries)) {
    if (isFulfilled(entry)) queries[key] = entry;
  }
  const kept = new Set(Object.keys(queries));
  const provided = isRecord(sliceState) && isRecord(sliceState.provided) ? sliceState.provided : {};
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, byId] of Object.entries(isRecord(provided.tags) ? provided.tags : {})) {
    for (const [id, cacheKeys] of Object.entries(isRecord(byId) ? byId : {})) {
      const keys = Array.isArray(cacheKeys)
        ? cacheKeys.filter((key): key is string => typeof key === 'string' && kept.has(key))
        : [];
      if (keys.length > 0) (tags[type] ??= {})[id] = keys;
    }
  }
  const keys: Record<string, unknown[]> = {};
  for (const [key, keyTags] of Object.entries(isRecord(provided.keys) ? provided.keys : {})) {
    if (kept.has(key) && Array.isArray(keyTags)) keys[key] = keyTags;
  }
  return { queries, mutations: {}, provided: { tags, keys } };
}

/**
 * What a first view carries of a store's api slices (`reducerPaths`, those of `apiSlices`): each
 * one's fulfilled queries and their tags, nothing in flight, failed or subscribed.
 */
export function apiStateForTransfer(
  state: Readonly<Record<string, unknown>>,
  reducerPaths: readonly string[],
): FirstViewApiState {
  return Object.fromEntries(reducerPaths.map((path) => [path, transferredSlice(state[path])]));
}

/**
 * The transferred cache as read now in the browser: its answers are as fresh as the page (the
 * server read them for it), and the server's clock is not the browser's, so their timestamps
 * become `now`; otherwise an answer could look old (a browser clock ahead) to a hook that refetches
 * after a while (`refetchOnMountOrArgChange`). Anything that is not a transferred api state
 * (a page from another version of the server, a tampered block) is dropped.
 */
export function rebaseApiState(transferred: unknown, now: number): FirstViewApiState {
  if (!isRecord(transferred)) return {};
  const rebased: Record<string, TransferredApiState> = {};
  for (const [path, sliceState] of Object.entries(transferred)) {
    const slice = transferredSlice(sliceState);
    const queries = Object.fromEntries(
      Object.entries(slice.queries).map(([key, entry]) => [
        key,
        { ...entry, startedTimeStamp: now, fulfilledTimeStamp: now },
      ]),
    );
    rebased[path] = { ...slice, queries };
  }
  return rebased;
}

/**
 * RTK Query's `extractRehydrationInfo` for the api slice at `reducerPath`: its part of the first
 * view's cache (`createApi({ extractRehydrationInfo: (action, { reducerPath }) => ... })`).
 */
export function firstViewRehydrationInfo(
  action: UnknownAction,
  reducerPath: string,
): TransferredApiState | undefined {
  return firstViewHydrated.match(action) ? action.payload[reducerPath] : undefined;
}
