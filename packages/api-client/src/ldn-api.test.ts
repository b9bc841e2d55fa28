// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { ipApi } from './endpoints/ip-api';
import { listChangesApi } from './endpoints/list-changes-api';
import { listItemsApi } from './endpoints/list-items-api';
import { listSearchApi } from './endpoints/list-search-api';
import { listsApi } from './endpoints/lists-api';
import { productsApi } from './endpoints/products-api';
import { usersApi } from './endpoints/users-api';
import { versionApi } from './endpoints/version-api';
import { LDN_TAG_TYPES, apiMiddleware, apiSlices, ldnApi } from './ldn-api';

/**
 * The api slices against a REAL HTTP server (node:http on port 0), through Node's fetch: the
 * cookies travel as a browser would send them (a small cookie jar), the server checks the XSRF
 * header and counts the refreshes. Delays are the real RETRY_DELAY_MS, so a few tests take 1-3 s.
 */

// --- the test server ---------------------------------------------------------------------------

interface ServerState {
  xsrf: string;
  accessValid: boolean;
  refreshes: number;
  refreshBodies: string[];
  refreshContentTypes: (string | undefined)[];
  listReads: number;
  listBodies: unknown[];
  categoriesCalls: number;
  createListCalls: number;
  xsrfRefusals: number;
}

const freshState = (): ServerState => ({
  xsrf: 'tok-1',
  accessValid: false,
  refreshes: 0,
  refreshBodies: [],
  refreshContentTypes: [],
  listReads: 0,
  listBodies: [],
  categoriesCalls: 0,
  createListCalls: 0,
  xsrfRefusals: 0,
});

let state = freshState();

const LIST_ID = 'abcd1234';

const listAnswer = () => ({
  id: LIST_ID,
  isOwner: true,
  isAttachedToDefaultAccount: true,
  walletAmount: 2_500,
  walletTotalAmount: 4_000,
  isDefault: true,
  company: 'aufr',
  informations: { title: 'La liste de Léa', status: 'VALIDATED', statusLabel: 'Validée' },
  products: {
    maxPrice: 0,
    minPrice: 0,
    items: [],
    itemsByCategory: [],
    itemsContributed: [],
    nbItems: 0,
  },
});

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(
    status,
    body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  );
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const error = (status: number, code: string) => ({ status, code, message: code });

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

const cookiesOf = (request: IncomingMessage): Map<string, string> =>
  new Map(
    (request.headers.cookie ?? '')
      .split(';')
      .filter((pair) => pair.includes('='))
      .map((pair) => pair.trim().split('=') as [string, string]),
  );

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  const signedIn = cookiesOf(request).get('ldn_session') === 'session-1';

  // [S7.1] Double-submit XSRF check on every unsafe request of a signed-in browser.
  if (
    signedIn &&
    !['GET', 'HEAD'].includes(method) &&
    request.headers['x-xsrf-token'] !== state.xsrf
  ) {
    state.xsrfRefusals += 1;
    return send(response, 403, error(403, 'XSRF_TOKEN_INVALID'));
  }

  if (path === '/ip') return send(response, 200, { ip: request.socket.remoteAddress });
  if (path === '/api/user/getCodeToken' && method === 'POST') {
    state.refreshes += 1;
    state.refreshBodies.push(body);
    state.refreshContentTypes.push(request.headers['content-type']);
    if (!signedIn) return send(response, 401, error(401, 'UNAUTHORIZED'));
    state.accessValid = true;
    state.xsrf = `tok-${state.refreshes + 1}`;
    return send(response, 204, undefined, {
      'set-cookie': `XSRF-TOKEN=${state.xsrf}; Path=/; SameSite=Lax`,
    });
  }
  if (path === '/api/ldn/public/v1/getVersion') return send(response, 200, { version: '0.1.0' });
  if (path === '/api/ldn/public/v1/getRootCategories') {
    state.categoriesCalls += 1;
    if (state.categoriesCalls <= 2) return send(response, 503, error(503, 'SERVICE_UNAVAILABLE'));
    return send(response, 200, { categories: [{ code: 'bedroom', label: 'Chambre' }] });
  }
  if (path.startsWith('/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/')) {
    if (!path.endsWith(`/${LIST_ID}`)) return send(response, 404, error(404, 'LIST_NOT_FOUND'));
    state.listReads += 1;
    state.listBodies.push(JSON.parse(body));
    return send(response, 200, listAnswer());
  }
  if (path.startsWith('/api/ldn/public/v1/searchLists/aufr/')) {
    return send(response, 404, error(404, 'NO_LIST_FOUND'));
  }
  if (path === '/api/ldn/v1/getListsByHybrisId/aufr') {
    // A session that the server ended: every try is refused.
    return send(response, 401, error(401, 'UNAUTHORIZED'));
  }

  // Everything below needs a live access [S7.1]: 401 until POST /user/getCodeToken renews it.
  if (!signedIn || !state.accessValid) return send(response, 401, error(401, 'ACCESS_EXPIRED'));

  if (path === '/api/ldn/v1/getUserProfil/')
    return send(response, 200, { logged: true, pk: '8796093022208' });
  if (
    path === `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${LIST_ID}/12345678` &&
    method === 'PATCH'
  ) {
    return send(response, 200, { codeAx: '12345678', ...JSON.parse(body) });
  }
  if (path === '/api/ldn/v1/createList/aufr' && method === 'POST') {
    state.createListCalls += 1;
    return send(response, 500, error(500, 'INTERNAL_SERVER_ERROR'));
  }
  return send(response, 404, error(404, 'NOT_FOUND'));
}

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) =>
      send(response, 500, { message: String(failure) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) =>
    server.close((failure) => (failure ? reject(failure) : resolve())),
  );
});

// --- the browser side: a cookie jar around Node's fetch ------------------------------------------

let jar = new Map<string, string>();
const cookieHeader = (): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function jarFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  if (jar.size > 0) headers.set('cookie', cookieHeader());
  const response = await fetch(new Request(request, { headers }));
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return response;
}

const onNavigate = vi.fn();
const logError = vi.fn();

function makeTestStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
}

let store = makeTestStore();

beforeEach(() => {
  state = freshState();
  // Signed in earlier: the session cookie (httpOnly in a browser) and the XSRF cookie scripts read.
  jar = new Map([
    ['ldn_session', 'session-1'],
    ['XSRF-TOKEN', 'tok-1'],
  ]);
  onNavigate.mockReset();
  logError.mockReset();
  configureApiClient({
    apiBase: `${origin}/api`,
    siteBase: origin,
    fetchFn: jarFetch,
    readCookies: cookieHeader,
    onNavigate,
    logger: { error: logError },
    currentLocation: () => `/list/${LIST_ID}/activite`,
  });
  store = makeTestStore();
});

afterEach(() => {
  resetApiClientConfig();
});

// --- the tests -----------------------------------------------------------------------------------

describe('ldnApi against a real HTTP server', () => {
  it('[S7.1] declares every tag type and sits at its own reducer path', () => {
    expect(ldnApi.reducerPath).toBe('ldnApi');
    expect(LDN_TAG_TYPES).toEqual([
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
    ]);
    expect(Object.keys(store.getState())).toEqual(['ldnApi', 'siteApi']);
  });

  it('[S7.29] reads the version through the store', async () => {
    await expect(
      store.dispatch(versionApi.endpoints.getVersion.initiate(undefined)).unwrap(),
    ).resolves.toEqual({
      version: '0.1.0',
    });
  });

  it('[S7.1] [S7.9] an expired access answers 401 once: one getCodeToken (form encoded, empty body, XSRF header), new XSRF cookie, then 200', async () => {
    const profile = await store
      .dispatch(usersApi.endpoints.getUserProfile.initiate(undefined))
      .unwrap();

    expect(profile).toEqual({ logged: true, pk: '8796093022208' });
    expect(state.refreshes).toBe(1);
    expect(state.refreshBodies).toEqual(['']);
    expect(state.refreshContentTypes).toEqual(['application/x-www-form-urlencoded']);
    expect(state.xsrfRefusals).toBe(0);
    expect(jar.get('XSRF-TOKEN')).toBe('tok-2');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('[S7.1] an unsafe call after the refresh carries the new XSRF token the server set', async () => {
    const item = await store
      .dispatch(
        listItemsApi.endpoints.updateListItem.initiate({
          listId: LIST_ID,
          codeAx: '12345678',
          body: { quantity: 2 },
        }),
      )
      .unwrap();

    expect(item).toEqual({ codeAx: '12345678', quantity: 2 });
    expect(state.refreshes).toBe(1);
    expect(state.xsrfRefusals).toBe(0);
  });

  it('[S7.1] [S2.30] a session the server ended: three refreshes, then the external login with a redirect to the current page', async () => {
    const pending = store
      .dispatch(listsApi.endpoints.getListsByHybrisId.initiate(undefined))
      .unwrap();

    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(state.refreshes).toBe(3);
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(
      `${origin}/login?redirect=%2Flist%2Fabcd1234%2Factivite`,
      'login',
    );
  });

  it('[S7.14] reads a list with a POST whose body has no minPrice or maxPrice', async () => {
    const list = await store
      .dispatch(
        listsApi.endpoints.getList.initiate({
          listId: LIST_ID,
          filters: {
            orderBy: 'price_asc',
            isPriority: true,
            minPrice: 1_000,
            maxPrice: 5_000,
            prices: [],
          },
        }),
      )
      .unwrap();

    expect(list.walletAmount).toBe(2_500);
    expect(state.listBodies).toEqual([{ orderBy: 'price_asc', isPriority: true, prices: [] }]);
  });

  it('[S7.1] [S2.23] an unknown list (404) navigates to Not found and the error reaches the caller, logged', async () => {
    const pending = store
      .dispatch(listsApi.endpoints.getList.initiate({ listId: 'zzzz9999' }))
      .unwrap();

    await expect(pending).rejects.toEqual({ status: 404, data: error(404, 'LIST_NOT_FOUND') });
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/404', 'notFound');
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('getItemsOfListByIdAndCompanyAndCriterias/aufr/zzzz9999'),
      { status: 404, data: error(404, 'LIST_NOT_FOUND') },
    );
  });

  it('[S7.1] [S2.46] a list search with no result (404) stays on the page', async () => {
    const pending = store
      .dispatch(listSearchApi.endpoints.searchLists.initiate('personne / inconnue'))
      .unwrap();

    await expect(pending).rejects.toMatchObject({ status: 404 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('[S7.1] [S9.9] a GET answered 503 twice is retried and succeeds on the third try', async () => {
    const categories = await store
      .dispatch(productsApi.endpoints.getRootCategories.initiate(undefined))
      .unwrap();

    expect(categories.categories).toEqual([{ code: 'bedroom', label: 'Chambre' }]);
    expect(state.categoriesCalls).toBe(3);
  });

  it('[S7.1] a POST answered 500 is not retried; unwrap() throws and the error is logged', async () => {
    state.accessValid = true;
    const pending = store
      .dispatch(
        listChangesApi.endpoints.createList.initiate({
          title: 'Ma liste',
          contactStoreCode: 'A12',
        }),
      )
      .unwrap();

    await expect(pending).rejects.toMatchObject({ status: 500 });
    expect(state.createListCalls).toBe(1);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('[S7.22] [S7.37] changing an item refreshes the list on screen (the List tag)', async () => {
    state.accessValid = true;
    const subscription = store.dispatch(listsApi.endpoints.getList.initiate({ listId: LIST_ID }));
    await subscription.unwrap();
    expect(state.listReads).toBe(1);

    await store
      .dispatch(
        listItemsApi.endpoints.updateListItem.initiate({
          listId: LIST_ID,
          codeAx: '12345678',
          body: { priority: true },
        }),
      )
      .unwrap();

    await vi.waitFor(() => expect(state.listReads).toBe(2));
    subscription.unsubscribe();
  });
});

describe('siteApi against a real HTTP server', () => {
  it('[S7.48] looks up the IP on the site base', async () => {
    const answer = await store.dispatch(ipApi.endpoints.getIp.initiate(undefined)).unwrap();

    expect(answer.ip).toMatch(/127\.0\.0\.1/);
  });
});
