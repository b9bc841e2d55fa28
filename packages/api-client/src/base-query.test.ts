import { RETRY_DELAY_MS } from '@ldn/domain';
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_TOKEN_PATH,
  createRetryingBaseQuery,
  loginUrl,
  type LdnBaseQuery,
} from './base-query';
import { apiClientConfig, configureApiClient, resetApiClientConfig } from './config';
import { NOT_FOUND_EXEMPT_URL_FRAGMENTS } from './decide-on-error';

type Result = Awaited<ReturnType<LdnBaseQuery>>;

const ok = (data: unknown): Result => ({ data });
const failure = (error: FetchBaseQueryError): Result => ({ error });
const status = (code: number, data: unknown = { status: code, code: 'X', message: 'x' }): Result =>
  failure({ status: code, data });
const networkError = (): Result =>
  failure({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' });

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);
const isRefresh = (args: string | FetchArgs): boolean => urlOf(args) === REFRESH_TOKEN_PATH;

/**
 * The inner query, as in RTK's retry.test.ts: a `vi.fn` that answers the refresh with 200 and
 * the request itself with the scripted results, in order (the last one repeats).
 */
function scripted(...results: Result[]) {
  return vi.fn<LdnBaseQuery>(async (args) => {
    if (isRefresh(args)) return ok(null);
    const next = results.length > 1 ? results.shift() : results[0];
    if (!next) throw new Error('scripted() needs at least one result');
    return next;
  });
}

const requestsOf = (raw: ReturnType<typeof scripted>) =>
  raw.mock.calls.filter(([args]) => !isRefresh(args)).length;
const refreshesOf = (raw: ReturnType<typeof scripted>) =>
  raw.mock.calls.filter(([args]) => isRefresh(args)).length;

function queryApi(controller = new AbortController()): BaseQueryApi {
  return {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    dispatch: vi.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const onNavigate = vi.fn();
const logError = vi.fn();
const CURRENT = '/list/abcd1234/cagnotte?tab=history';

beforeEach(() => {
  vi.useFakeTimers();
  onNavigate.mockReset();
  logError.mockReset();
  configureApiClient({
    siteBase: 'https://boutique.example',
    onNavigate,
    logger: { error: logError },
    currentLocation: () => CURRENT,
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

describe('api client: 401 and 406', () => {
  it('[S7.1] a 401 refreshes the access (POST /user/getCodeToken, form encoded, empty body), then the retry succeeds', async () => {
    const raw = scripted(status(401), ok({ version: '1.2.3' }));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/public/v1/getVersion', queryApi(), {});
    await vi.advanceTimersByTimeAsync(0);
    expect(raw).toHaveBeenCalledTimes(2);
    expect(raw).toHaveBeenNthCalledWith(
      2,
      {
        url: '/user/getCodeToken',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      },
      expect.anything(),
      {},
    );
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);

    await expect(pending).resolves.toEqual({ data: { version: '1.2.3' } });
    expect(requestsOf(raw)).toBe(2);
    expect(refreshesOf(raw)).toBe(1);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it('[S7.1] a 406 is handled as a 401: refresh and retry', async () => {
    const raw = scripted(status(406), ok('done'));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query({ url: '/ldn/v1/closeList/aufr/abcd1234' }, queryApi(), {});
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);

    await expect(pending).resolves.toEqual({ data: 'done' });
    expect(refreshesOf(raw)).toBe(1);
  });

  it('[S7.1] [S9.9] the retry comes 1000 ms after the refresh, not before', async () => {
    const raw = scripted(status(401), status(401), ok('third time'));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/v1/getUserProfil/', queryApi(), {});
    await vi.advanceTimersByTimeAsync(0);
    expect(requestsOf(raw)).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(requestsOf(raw)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestsOf(raw)).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(requestsOf(raw)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestsOf(raw)).toBe(3);

    await expect(pending).resolves.toEqual({ data: 'third time' });
  });

  it('[S7.1] [S2.30] a 401 on every try: three refresh-and-retries, then the external login with a redirect to the current page', async () => {
    const raw = scripted(status(401));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/v1/getListsByHybrisId/aufr', queryApi(), {});
    await vi.advanceTimersByTimeAsync(3 * RETRY_DELAY_MS);
    const result = await pending;

    expect(requestsOf(raw)).toBe(4);
    expect(refreshesOf(raw)).toBe(3);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith(
      'https://boutique.example/login?redirect=%2Flist%2Fabcd1234%2Fcagnotte%3Ftab%3Dhistory',
      'login',
    );
    expect(result.error).toEqual({ status: 401, data: expect.anything() });
  });

  it('[S7.1] a refused refresh (the session has ended) is logged; the rule then sends to the login', async () => {
    const raw = vi.fn<LdnBaseQuery>(async () => status(401));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/v1/getUserProfil/', queryApi(), {});
    await vi.advanceTimersByTimeAsync(3 * RETRY_DELAY_MS);
    await pending;

    expect(logError).toHaveBeenCalledWith('[api-client] POST /user/getCodeToken failed', {
      status: 401,
      data: expect.anything(),
    });
    expect(logError).toHaveBeenCalledTimes(4);
    expect(onNavigate).toHaveBeenCalledWith(expect.stringContaining('/login?redirect='), 'login');
  });

  it('[S7.1] two requests failing with 401 together share one refresh', async () => {
    const raw = scripted(status(401), status(401), ok('a'), ok('b'));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const first = query('/ldn/v1/getUserProfil/', queryApi(), {});
    const second = query('/user/country', queryApi(), {});
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);

    expect((await first).data).toBe('a');
    expect((await second).data).toBe('b');
    expect(refreshesOf(raw)).toBe(1);
  });
});

describe('api client: 400 and 404', () => {
  it('[S7.1] [S2.23] a 404 navigates to Not found, once, and gives the error back without retrying', async () => {
    const raw = scripted(status(404));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const result = await query(
      {
        url: '/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/zzzz9999',
        method: 'POST',
      },
      queryApi(),
      {},
    );

    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/404', 'notFound');
    expect(result.error?.status).toBe(404);
    expect(requestsOf(raw)).toBe(1);
  });

  it('[S7.1] a 400 navigates to the Not found path the app configured', async () => {
    configureApiClient({ notFoundPath: '/page-introuvable' });
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: scripted(status(400)) });

    await query('/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/abc', queryApi(), {});

    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/page-introuvable', 'notFound');
  });

  it('[S7.1] an HTML 404 page (a parsing error) is decided on its status: Not found', async () => {
    const raw = scripted(
      failure({
        status: 'PARSING_ERROR',
        originalStatus: 404,
        data: '<html>',
        error: 'SyntaxError',
      }),
    );
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    await query('/ldn/public/v1/getCategoriesByListId/abcd1234', queryApi(), {});

    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/404', 'notFound');
  });

  for (const url of [
    '/ldn/public/v1/searchLists/aufr/dupont',
    '/shopinfo/public/v2/internal/storeCode/aufr',
    '/ldn/v1/addItemToListByCompanyAndListId/aufr/abcd1234',
    '/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/42',
    '/ldn/v1/getReservedContributionFromWinshopForStore/aufr/A12',
    '/ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/abcd1234',
  ]) {
    const fragment = NOT_FOUND_EXEMPT_URL_FRAGMENTS.find((name) => url.includes(name));
    it(`[S7.1] a 404 on a ${fragment ?? url} URL stays on the page and gives the error back`, async () => {
      const raw = scripted(status(404));
      const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

      const result = await query(
        { url, method: url.includes('addItem') ? 'POST' : 'GET' },
        queryApi(),
        {},
      );

      expect(onNavigate).not.toHaveBeenCalled();
      expect(result.error?.status).toBe(404);
      expect(requestsOf(raw)).toBe(1);
    });
  }

  it('[S7.1] [S4.10] an endpoint whose 400 is an answer (extraOptions.notFoundIsAnswer) stays on the page', async () => {
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: scripted(status(400)) });

    const result = await query(
      '/naoscommercewebservices_aufr/v2/aufr/users/new%40example.fr',
      queryApi(),
      {
        notFoundIsAnswer: true,
      },
    );

    expect(onNavigate).not.toHaveBeenCalled();
    expect(result.error?.status).toBe(400);
  });
});

describe('api client: network and server errors', () => {
  it('[S7.1] [S9.9] a 500 on GET is retried 3 times, 1000 ms apart, then given back', async () => {
    const raw = scripted(status(500));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/public/v1/getRootCategories', queryApi(), {});
    await vi.advanceTimersByTimeAsync(0);
    expect(requestsOf(raw)).toBe(1);
    for (const expected of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      expect(requestsOf(raw)).toBe(expected);
    }
    const result = await pending;

    expect(result.error?.status).toBe(500);
    expect(requestsOf(raw)).toBe(4);
    expect(refreshesOf(raw)).toBe(0);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('[S7.1] a 500 on POST is not retried', async () => {
    const raw = scripted(status(500));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const result = await query(
      { url: '/ldn/v1/createList/aufr', method: 'POST', body: {} },
      queryApi(),
      {},
    );

    expect(result.error?.status).toBe(500);
    expect(requestsOf(raw)).toBe(1);
  });

  it('[S7.1] a network error on GET is retried until it answers', async () => {
    const raw = scripted(networkError(), networkError(), ok({ ip: '127.0.0.1' }));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/public/v1/getVersion', queryApi(), {});
    await vi.advanceTimersByTimeAsync(2 * RETRY_DELAY_MS);

    await expect(pending).resolves.toEqual({ data: { ip: '127.0.0.1' } });
    expect(requestsOf(raw)).toBe(3);
    expect(logError).not.toHaveBeenCalled();
  });

  it('[S7.1] a network error on DELETE is not retried (it may have been applied)', async () => {
    const raw = scripted(networkError());
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const result = await query(
      { url: '/ldn/v1/removeListByListId/aufr/abcd1234', method: 'DELETE' },
      queryApi(),
      {},
    );

    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(requestsOf(raw)).toBe(1);
  });

  it('[S7.1] an endpoint may ask for fewer retries (extraOptions.maxRetries)', async () => {
    const raw = scripted(status(503));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = query('/ldn/public/v1/getVersion', queryApi(), { maxRetries: 1 });
    await vi.advanceTimersByTimeAsync(3 * RETRY_DELAY_MS);

    expect((await pending).error?.status).toBe(503);
    expect(requestsOf(raw)).toBe(2);
  });
});

describe('api client: errors are logged and given back', () => {
  it('[S7.1] the error that reaches the caller is logged once with the method and URL, and returned as the RTK error', async () => {
    const body = {
      status: 409,
      code: 'LIST_CLOSED',
      message: 'Cette liste de naissance est clôturée.',
    };
    const query = createRetryingBaseQuery({
      client: 'api',
      rawBaseQuery: scripted(status(409, body)),
    });

    const result = await query(
      { url: '/ldn/v1/updateListByCompanyAndListId/aufr/abcd1234', method: 'put' },
      queryApi(),
      {},
    );

    expect(result).toEqual({ error: { status: 409, data: body } });
    expect(logError).toHaveBeenCalledExactlyOnceWith(
      '[api-client] PUT /ldn/v1/updateListByCompanyAndListId/aufr/abcd1234 failed (attempts: 1)',
      { status: 409, data: body },
    );
  });

  it("[S8.2] [S4.11] a status the endpoint declares an answer (300 'already in list') is given back, not logged", async () => {
    const item = { codeAx: '10000123', quantity: 2 };
    const raw = scripted(status(300, item));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const result = await query(
      { url: '/ldn/v1/addItemToListByCompanyAndListId/aufr/abcd1234', method: 'POST' },
      queryApi(),
      { answerStatuses: [300] },
    );

    expect(result).toEqual({ error: { status: 300, data: item } });
    expect(requestsOf(raw)).toBe(1);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it('[S7.1] the logged URL is the one actually requested (from the response meta)', async () => {
    const request = new Request('http://api.test/api/ldn/v1/closeList/aufr/abcd1234');
    const raw = vi.fn<LdnBaseQuery>(async () => ({
      error: { status: 403, data: null },
      meta: { request },
    }));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    await query('/ldn/v1/closeList/aufr/abcd1234', queryApi(), {});

    expect(logError).toHaveBeenCalledExactlyOnceWith(
      '[api-client] GET http://api.test/api/ldn/v1/closeList/aufr/abcd1234 failed (attempts: 1)',
      { status: 403, data: null },
    );
  });

  it('[S7.1] a request aborted while waiting to retry gives up without logging (the screen went away)', async () => {
    const controller = new AbortController();
    const raw = scripted(status(500));
    const query = createRetryingBaseQuery({ client: 'api', rawBaseQuery: raw });

    const pending = Promise.resolve(query('/ldn/public/v1/getVersion', queryApi(controller), {}));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();

    // RTK's retry throws its HandledError; RTK Query turns it into the request's rejected result.
    await expect(pending).rejects.toMatchObject({
      value: { error: { status: 'CUSTOM_ERROR', error: 'Aborted' } },
    });
    expect(requestsOf(raw)).toBe(1);
    expect(logError).not.toHaveBeenCalled();
  });
});

describe('site client', () => {
  it('[S7.1] [S7.48] a 401 or a 404 on the site base is given back as it is: no refresh, no navigation', async () => {
    for (const code of [401, 404]) {
      const raw = scripted(status(code));
      const query = createRetryingBaseQuery({ client: 'site', rawBaseQuery: raw });

      const result = await query('/ip', queryApi(), {});

      expect(result.error?.status).toBe(code);
      expect(raw).toHaveBeenCalledTimes(1);
    }
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('[S7.1] a server error on GET /ip is retried like any safe request', async () => {
    const raw = scripted(status(502), ok({ ip: '203.0.113.9' }));
    const query = createRetryingBaseQuery({ client: 'site', rawBaseQuery: raw, delayMs: 10 });

    const pending = query('/ip', queryApi(), {});
    await vi.advanceTimersByTimeAsync(10);

    await expect(pending).resolves.toEqual({ data: { ip: '203.0.113.9' } });
  });
});

describe('loginUrl', () => {
  it('[S7.1] [S7.48] is /login on the site base, with the current location as redirect', () => {
    expect(loginUrl()).toBe(
      'https://boutique.example/login?redirect=%2Flist%2Fabcd1234%2Fcagnotte%3Ftab%3Dhistory',
    );
    expect(loginUrl({ ...apiClientConfig(), siteBase: '', currentLocation: () => '/' })).toBe(
      '/login?redirect=%2F',
    );
  });
});

describe('the default request: fetchBaseQuery on the configured base', () => {
  const fetchFn = vi.fn(async (_input: RequestInfo, _init?: RequestInit) =>
    Response.json({ ok: true }),
  );
  const lastRequest = (): Request => {
    const call = fetchFn.mock.calls.at(-1);
    if (!call) throw new Error('no request was made');
    return call[0] as Request;
  };

  beforeEach(() => {
    fetchFn.mockClear();
    configureApiClient({
      apiBase: 'http://api.test/api',
      siteBase: 'http://site.test',
      fetchFn,
      readCookies: () => 'principalCookie=42; XSRF-TOKEN=tok%2Fen; other=1',
    });
  });

  it('[S7.1] the api client sends credentials and, on unsafe methods, the XSRF header from the cookie', async () => {
    const query = createRetryingBaseQuery({ client: 'api' });

    await query(
      { url: '/ldn/v1/createList/aufr', method: 'POST', body: { title: 'Liste' } },
      queryApi(),
      {},
    );

    expect(lastRequest().url).toBe('http://api.test/api/ldn/v1/createList/aufr');
    expect(lastRequest().credentials).toBe('include');
    expect(lastRequest().headers.get('X-XSRF-TOKEN')).toBe('tok/en');
  });

  it('[S7.1] the api client sends no XSRF header on GET', async () => {
    const query = createRetryingBaseQuery({ client: 'api' });

    const result = await query('/ldn/public/v1/getVersion', queryApi(), {});

    expect(result.data).toEqual({ ok: true });
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('[S7.1] the site client calls the site base, without the XSRF header', async () => {
    const query = createRetryingBaseQuery({ client: 'site' });

    await query({ url: '/ip', method: 'POST' }, queryApi(), {});

    expect(lastRequest().url).toBe('http://site.test/ip');
    expect(lastRequest().headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});
