// @vitest-environment node
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../config';
import { apiMiddleware, apiSlices } from '../ldn-api';
import { coParentApi } from './co-parent-api';
import { listsApi } from './lists-api';

/** The co-parent's calls: method, path, body, and what an acceptance or an invitation refreshes. */

const API = 'http://api.test/api';
const LIST = 'abcd1234';
const TOKEN = 'a'.repeat(43);

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

let requests: Recorded[] = [];

const fetchFn = vi.fn(async (input: RequestInfo, init?: RequestInit) => {
  const request = new Request(input, init);
  const text = await request.text();
  requests.push({
    method: request.method,
    url: request.url,
    body: text === '' ? undefined : JSON.parse(text),
  });
  if (request.url.includes('acceptCoParentInvitation')) {
    return Response.json({ listId: LIST, title: 'La liste de Léa' });
  }
  if (request.url.includes('getListsByHybrisId')) return Response.json({ lists: [] });
  return Response.json({
    listId: LIST,
    state: 'NONE',
    email: '',
    firstName: '',
    lastName: '',
    invitedAt: null,
    expiresAt: null,
    acceptedAt: null,
  });
});

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
let store = makeStore();

beforeEach(() => {
  requests = [];
  configureApiClient({
    apiBase: API,
    siteBase: 'http://site.test',
    fetchFn,
    readCookies: () => 'XSRF-TOKEN=x',
  });
  store = makeStore();
});
afterEach(() => {
  resetApiClientConfig();
});

describe('co-parent endpoints', () => {
  it('[S3.4] [S6.3] getCoParent, inviteCoParent, removeCoParent, acceptCoParentInvitation: method, path, body', async () => {
    await store.dispatch(coParentApi.endpoints.getCoParent.initiate({ listId: LIST }));
    await store.dispatch(
      coParentApi.endpoints.inviteCoParent.initiate({
        listId: LIST,
        body: { email: 'coparent@example.fr' },
      }),
    );
    await store.dispatch(coParentApi.endpoints.removeCoParent.initiate({ listId: LIST }));
    await store.dispatch(coParentApi.endpoints.acceptCoParentInvitation.initiate({ token: TOKEN }));
    const calls = requests.map(({ method, url, body }) => ({ method, url, body }));
    expect(
      calls.filter((call) => !call.url.includes('getCoParentByListId') || call === calls[0]),
    ).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: `${API}/ldn/v1/getCoParentByListId/aufr/${LIST}`, body: undefined },
        {
          method: 'POST',
          url: `${API}/ldn/v1/inviteCoParent/aufr/${LIST}`,
          body: { email: 'coparent@example.fr' },
        },
        {
          method: 'DELETE',
          url: `${API}/ldn/v1/removeCoParentByListId/aufr/${LIST}`,
          body: undefined,
        },
        {
          method: 'POST',
          url: `${API}/ldn/v1/acceptCoParentInvitation`,
          body: { token: TOKEN },
        },
      ]),
    );
  });

  it('[S3.4] an invitation refreshes the co-parent shown; an acceptance refreshes the customer’s lists', async () => {
    const shown = store.dispatch(coParentApi.endpoints.getCoParent.initiate({ listId: LIST }));
    const lists = store.dispatch(listsApi.endpoints.getListsByHybrisId.initiate(undefined));
    await Promise.all([shown, lists]);
    requests = [];

    await store.dispatch(
      coParentApi.endpoints.inviteCoParent.initiate({
        listId: LIST,
        body: { email: 'coparent@example.fr' },
      }),
    );
    await vi.waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `${API}/ldn/v1/getCoParentByListId/aufr/${LIST}`,
      ),
    );
    requests = [];
    await store.dispatch(coParentApi.endpoints.acceptCoParentInvitation.initiate({ token: TOKEN }));
    await vi.waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        `${API}/ldn/v1/getListsByHybrisId/aufr`,
      ),
    );
    shown.unsubscribe();
    lists.unsubscribe();
  });
});
