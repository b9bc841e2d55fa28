import type { UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createRetryingBaseQuery } from './base-query';
import { firstViewRehydrationInfo } from './first-view-state';

/**
 * Both slices take in a server-rendered first view's cache (`firstViewHydrated`): RTK Query's
 * documented rehydration, which also schedules the removal of entries no page subscribes to.
 */
const extractRehydrationInfo = (action: UnknownAction, { reducerPath }: { reducerPath: string }) =>
  // The transferred state is RTK Query's own state, kept to its fulfilled queries.
  firstViewRehydrationInfo(action, reducerPath) as never;

/**
 * Every tag of the api client, declared once (house style rule 6): the endpoints of
 * `src/endpoints/` provide and invalidate these. `List` is the loaded birth list, refreshed after every action
 * of the spec that changes it ([S7.16]-[S7.26], [S7.37]). `Sessions` are the signed-in account's
 * own sessions (ASVS V7.5.2).
 */
export const LDN_TAG_TYPES = [
  'List',
  'ListItems',
  'Lists',
  'User',
  'Profile',
  'Country',
  'Cart',
  'Historics',
  'Wallet',
  'Stores',
  'Transactions',
  'Products',
  'Categories',
  'Version',
  'Sessions',
  'CoParent',
] as const;

/** One of {@link LDN_TAG_TYPES}. */
export type LdnTagType = (typeof LDN_TAG_TYPES)[number];

/**
 * [S7.1] The first client: the api base, with credentials, the XSRF header and every rule of the
 * retrying base query. Endpoints are empty here: each area of spec §7 adds its own with
 * `ldnApi.injectEndpoints` in `src/endpoints/<area>-api.ts`, so that it loads with its pages.
 */
export const ldnApi = createApi({
  reducerPath: 'ldnApi',
  baseQuery: createRetryingBaseQuery({ client: 'api' }),
  tagTypes: LDN_TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo,
});

/**
 * [S7.1] [S7.48] The second client: site-relative calls on the site base (the IP look-up), with
 * the generic retry of safe requests only. No cookies, no XSRF header, no navigation.
 */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery: createRetryingBaseQuery({ client: 'site' }),
  endpoints: () => ({}),
  extractRehydrationInfo,
});

/**
 * House style rule 8: what an app's `makeStore` adds. The api slices go into `combineSlices`
 * (each has its `reducerPath` and `reducer`), their middleware after the default middleware:
 *
 * ```ts
 * const rootReducer = combineSlices(...apiSlices, sessionSlice);
 * configureStore({ reducer: rootReducer, middleware: (gDM) => gDM().concat(apiMiddleware) });
 * ```
 */
export const apiSlices = [ldnApi, siteApi] as const;

/** The middleware of {@link apiSlices}, in the same order. */
export const apiMiddleware = [ldnApi.middleware, siteApi.middleware] as const;
