// @vitest-environment node
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { listsApi } from './endpoints/lists-api';
import { apiStateForTransfer, firstViewHydrated, rebaseApiState } from './first-view-state';
import { apiMiddleware, apiSlices, ldnApi } from './ldn-api';

const REDUCER_PATHS = apiSlices.map((api) => api.reducerPath);

/** A store as an app builds it: the api slices and their middleware. */
function makeStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
}

/** The API, answering every call with a list whose title is `title`. */
function listApi(title: string) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ id: 'demo00parent', informations: { title } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const LIST_ARGS = { listId: 'demo00parent' };

afterEach(() => {
  resetApiClientConfig();
  vi.useRealTimers();
});

describe("the first view's api cache", () => {
  it('keeps only fulfilled queries and the tags they provide (nothing pending, failed or subscribed)', () => {
    const fulfilled = { status: 'fulfilled', endpointName: 'getList', data: { id: 'a' } };
    const state = {
      ldnApi: {
        queries: {
          'getList({"listId":"a"})': fulfilled,
          'getList({"listId":"b"})': { status: 'pending', endpointName: 'getList' },
          'getCart(undefined)': { status: 'rejected', endpointName: 'getCart', error: {} },
        },
        mutations: { m1: { status: 'fulfilled', endpointName: 'createList' } },
        provided: {
          tags: {
            List: { a: ['getList({"listId":"a"})'], b: ['getList({"listId":"b"})'] },
            Cart: { __internal_without_id: ['getCart(undefined)'] },
          },
          keys: {
            'getList({"listId":"a"})': [{ type: 'List', id: 'a' }],
            'getList({"listId":"b"})': [{ type: 'List', id: 'b' }],
          },
        },
        subscriptions: { 'getList({"listId":"a"})': { r1: {} } },
        config: { online: true },
      },
      session: { profile: null },
    };
    expect(apiStateForTransfer(state, REDUCER_PATHS)).toEqual({
      ldnApi: {
        queries: { 'getList({"listId":"a"})': fulfilled },
        mutations: {},
        provided: {
          tags: { List: { a: ['getList({"listId":"a"})'] } },
          keys: { 'getList({"listId":"a"})': [{ type: 'List', id: 'a' }] },
        },
      },
      siteApi: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
    });
  });

  it('drops what is not an api state when read back (a tampered or foreign block)', () => {
    expect(rebaseApiState('nope', 1)).toEqual({});
    expect(rebaseApiState({ ldnApi: { queries: { k: { status: 'fulfilled' } } } }, 1)).toEqual({
      ldnApi: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
    });
  });

  it("gives the browser the server's answers: the list is not asked for again, even by a hook that refetches after 60 s on a clock an hour ahead", async () => {
    // The server reads the list for the page.
    const serverFetch = listApi('La liste de Hélène');
    configureApiClient({ apiBase: 'http://server.invalid/api', fetchFn: serverFetch });
    const server = makeStore();
    await server.dispatch(listsApi.endpoints.getList.initiate(LIST_ARGS, { subscribe: false }));
    expect(serverFetch).toHaveBeenCalledTimes(1);
    const block = JSON.parse(JSON.stringify(apiStateForTransfer(server.getState(), REDUCER_PATHS)));
    server.dispatch(ldnApi.util.resetApiState());

    // The browser, an hour ahead of the server, takes it in.
    const browserFetch = listApi('another answer');
    configureApiClient({ apiBase: 'http://browser.invalid/api', fetchFn: browserFetch });
    const browser = makeStore();
    browser.dispatch(firstViewHydrated(rebaseApiState(block, Date.now() + 3_600_000)));
    vi.useFakeTimers({ now: Date.now() + 3_600_000, toFake: ['Date'] });
    const read = listsApi.endpoints.getList.select(LIST_ARGS)(browser.getState());
    expect(read.status).toBe('fulfilled');
    expect(read.data?.informations.title).toBe('La liste de Hélène');

    // A component mounting with `refetchOnMountOrArgChange: 60` finds it fresh.
    const subscription = browser.dispatch(
      listsApi.endpoints.getList.initiate(LIST_ARGS, { forceRefetch: 60 }),
    );
    await subscription;
    expect(browserFetch).not.toHaveBeenCalled();
    // Its tags came along: a change of the list still invalidates it.
    expect(
      ldnApi.util
        .selectInvalidatedBy(browser.getState(), [{ type: 'List', id: 'demo00parent' }])
        .map((entry) => entry.endpointName),
    ).toEqual(['getList']);
    subscription.unsubscribe();
    browser.dispatch(ldnApi.util.resetApiState());
  });
});
