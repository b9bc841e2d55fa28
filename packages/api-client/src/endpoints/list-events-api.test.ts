// @vitest-environment node
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@ldn/vitest-preset/event-source';
import { configureApiClient, resetApiClientConfig } from '../config';
import { apiMiddleware, apiSlices } from '../ldn-api';
import { cartApi } from './cart-api';
import { listEventsApi } from './list-events-api';
import { listsApi } from './lists-api';

const API = 'http://api.test/api';
let requested: string[] = [];
const fetchFn = vi.fn(async (input: RequestInfo, init?: RequestInit) => {
  const request = new Request(input, init);
  requested.push(`${request.method} ${new URL(request.url).pathname}`);
  return Response.json(
    request.url.includes('/user/cart') ? { ldnId: 'liste1', entries: [] } : { id: 'liste1' },
  );
});

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  requested = [];
  FakeEventSource.opened = [];
  configureApiClient({ apiBase: API, fetchFn, readCookies: () => '' });
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientConfig();
});

describe('followList: the live list through an EventSource', () => {
  it('[S2.3] [S7.14] opens the list’s channel with credentials, reads the list and the cart again on each change, and closes once nobody follows', async () => {
    const store = makeStore();
    const list = store.dispatch(listsApi.endpoints.getList.initiate({ listId: 'liste1' }));
    const cart = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    const follow = store.dispatch(listEventsApi.endpoints.followList.initiate('liste1'));
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toBe(`${API}/ldn/public/v1/getListEventsByCompanyAndListId/aufr/liste1`);
    expect(source.init).toEqual({ withCredentials: true });
    source.emit('ready');
    await flush();
    expect(listEventsApi.endpoints.followList.select('liste1')(store.getState()).data).toEqual({
      connected: true,
      changes: 0,
    });
    const readsBefore = requested.length;
    source.emit('list-changed');
    await flush();
    await flush();
    expect(requested.slice(readsBefore).sort()).toEqual([
      'GET /api/user/cart',
      'POST /api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/liste1',
    ]);
    // A reconnection's ready: changes may have been missed, the list is read again.
    const readsAfterChange = requested.length;
    source.emit('error');
    source.emit('ready');
    await flush();
    await flush();
    expect(requested.length).toBeGreaterThan(readsAfterChange);
    follow.unsubscribe();
    await flush();
    await flush();
    expect(source.closed).toBe(true);
    list.unsubscribe();
    cart.unsubscribe();
  });

  it('[S2.3] opens nothing where EventSource does not exist (the server’s render)', async () => {
    vi.stubGlobal('EventSource', undefined);
    const store = makeStore();
    const follow = store.dispatch(listEventsApi.endpoints.followList.initiate('liste1'));
    await flush();
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(listEventsApi.endpoints.followList.select('liste1')(store.getState()).data).toEqual({
      connected: false,
      changes: 0,
    });
    follow.unsubscribe();
  });
});
