import { RETRY_COUNT } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_EXEMPT_URL_FRAGMENTS,
  decideOnError,
  decideOnSiteError,
  isNotFoundExempt,
  isSafeMethod,
  type ErrorStatus,
} from './decide-on-error';

const SAFE = ['GET', 'HEAD', 'get', 'head'];
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE', 'post'];
const METHODS = [...SAFE, ...UNSAFE];
const ATTEMPTS = [0, 1, 2, 3, 4];

/** One URL per exempt fragment, as the app's endpoints build them (under the api base). */
const EXEMPT_URLS = {
  searchLists: '/api/ldn/public/v1/searchLists/aufr/dupont',
  storeCode: '/api/shopinfo/public/v2/internal/storeCode/aufr',
  addItemToListByCompanyAndListId: '/api/ldn/v1/addItemToListByCompanyAndListId/aufr/abcd1234',
  updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId:
    '/api/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/42',
  getReservedContributionFromWinshopForStore:
    '/api/ldn/v1/getReservedContributionFromWinshopForStore/aufr/A12',
  addItemToListByReferenceAndCompanyAndListId:
    '/api/ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/abcd1234',
} as const satisfies Record<(typeof NOT_FOUND_EXEMPT_URL_FRAGMENTS)[number], string>;

const LIST_URL = '/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/abcd1234';
const PLAIN_URLS = [
  LIST_URL,
  '/api/ldn/v1/closeList/aufr/abcd1234',
  'http://127.0.0.1:8080/api/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/12345678',
];
const ALL_URLS = [...PLAIN_URLS, ...Object.values(EXEMPT_URLS)];

/** Every combination of URL, method and attempt, for the rules that hold whatever they are. */
const everyRequest = ALL_URLS.flatMap((url) =>
  METHODS.flatMap((method) => ATTEMPTS.map((attempt) => ({ url, method, attempt }))),
);

describe('decideOnError: 401 and 406 refresh the access, then send to the login', () => {
  for (const status of [401, 406]) {
    it(`[S7.1] ${status} on the first try asks for a refresh and a retry, on every URL and method`, () => {
      for (const url of ALL_URLS) {
        for (const method of METHODS) expect(decideOnError(status, url, method, 0)).toBe('refresh');
      }
    });

    it(`[S7.1] [S9.9] ${status} after 1 and 2 retries still refreshes (up to ${RETRY_COUNT} retries)`, () => {
      expect(decideOnError(status, LIST_URL, 'GET', 1)).toBe('refresh');
      expect(decideOnError(status, LIST_URL, 'POST', 2)).toBe('refresh');
    });

    it(`[S7.1] [S2.30] ${status} after more than 2 retries sends to the external login`, () => {
      for (const url of ALL_URLS) {
        for (const method of METHODS) {
          expect(decideOnError(status, url, method, 3)).toBe('login');
          expect(decideOnError(status, url, method, 4)).toBe('login');
        }
      }
    });

    it(`[S7.1] ${status} is refreshed even on an exempt URL and when the endpoint keeps its 404s`, () => {
      expect(
        decideOnError(status, EXEMPT_URLS.searchLists, 'GET', 0, { notFoundIsAnswer: true }),
      ).toBe('refresh');
    });
  }
});

describe('decideOnError: 400 and 404 navigate to Not found, except on six URLs', () => {
  for (const status of [400, 404]) {
    it(`[S7.1] [S2.23] ${status} on an ordinary URL navigates to Not found, whatever the method and attempt`, () => {
      for (const url of PLAIN_URLS) {
        for (const method of METHODS) {
          for (const attempt of ATTEMPTS)
            expect(decideOnError(status, url, method, attempt)).toBe('notFound');
        }
      }
    });

    for (const [fragment, url] of Object.entries(EXEMPT_URLS)) {
      it(`[S7.1] ${status} on a URL containing ${fragment} is given back to the screen, not Not found`, () => {
        for (const method of METHODS) {
          for (const attempt of ATTEMPTS)
            expect(decideOnError(status, url, method, attempt)).toBe('fail');
        }
      });
    }

    it(`[S7.1] [S4.10] ${status} on an endpoint whose 400/404 is an answer (customer look-up) fails without navigating`, () => {
      const url = '/api/naoscommercewebservices_aufr/v2/aufr/users/jeanne%40example.fr';
      expect(decideOnError(status, url, 'GET', 0, { notFoundIsAnswer: true })).toBe('fail');
      expect(decideOnError(status, url, 'GET', 0)).toBe('notFound');
    });
  }

  it('[S7.1] [S4.10] the storeCode fragment ignores case: the store check by code stays on its page', () => {
    const url = '/api/ldn/public/v1/getStoreByCompanyAndStoreCode/aufr/ZZ99';
    expect(decideOnError(404, url, 'GET', 0)).toBe('fail');
    expect(isNotFoundExempt(url)).toBe(true);
    expect(isNotFoundExempt('/api/ldn/v1/closeList/aufr/abcd1234')).toBe(false);
  });

  it('[S7.1] the six fragments are exactly those of the spec', () => {
    expect([...NOT_FOUND_EXEMPT_URL_FRAGMENTS].sort()).toEqual(Object.keys(EXEMPT_URLS).sort());
  });
});

describe('decideOnError: safe requests are retried on network and server errors', () => {
  const transient: ErrorStatus[] = ['FETCH_ERROR', 'TIMEOUT_ERROR', 500, 502, 503, 504];

  for (const status of transient) {
    it(`[S7.1] [S9.9] ${String(status)} on GET or HEAD is retried ${RETRY_COUNT} times, then given back`, () => {
      for (const url of ALL_URLS) {
        for (const method of SAFE) {
          expect(decideOnError(status, url, method, 0)).toBe('retry');
          expect(decideOnError(status, url, method, 1)).toBe('retry');
          expect(decideOnError(status, url, method, 2)).toBe('retry');
          expect(decideOnError(status, url, method, 3)).toBe('fail');
          expect(decideOnError(status, url, method, 4)).toBe('fail');
        }
      }
    });

    it(`[S7.1] ${String(status)} on an unsafe request (POST, PUT, PATCH, DELETE) is never retried`, () => {
      for (const url of ALL_URLS) {
        for (const method of UNSAFE) {
          for (const attempt of ATTEMPTS)
            expect(decideOnError(status, url, method, attempt)).toBe('fail');
        }
      }
    });
  }
});

describe('decideOnError: every other error is given back at once', () => {
  const others: ErrorStatus[] = [
    300,
    403,
    405,
    409,
    410,
    422,
    429,
    499,
    'PARSING_ERROR',
    'CUSTOM_ERROR',
  ];

  for (const status of others) {
    it(`[S7.1] ${String(status)} is given back to the caller, whatever the URL, method and attempt`, () => {
      for (const { url, method, attempt } of everyRequest) {
        expect(decideOnError(status, url, method, attempt)).toBe('fail');
      }
    });
  }
});

describe('decideOnSiteError: the second client only retries safe requests', () => {
  it('[S7.1] network and server errors on GET are retried 3 times', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 500, 503] as const) {
      expect(ATTEMPTS.map((attempt) => decideOnSiteError(status, 'GET', attempt))).toEqual([
        'retry',
        'retry',
        'retry',
        'fail',
        'fail',
      ]);
    }
  });

  it('[S7.1] unsafe requests and other statuses fail at once: no refresh, no navigation', () => {
    expect(decideOnSiteError(500, 'POST', 0)).toBe('fail');
    for (const status of [401, 406, 400, 404, 403] as const) {
      expect(decideOnSiteError(status, 'GET', 0)).toBe('fail');
    }
  });
});

describe('isSafeMethod', () => {
  it('[S7.1] GET and HEAD are safe in any case; the others are not', () => {
    for (const method of SAFE) expect(isSafeMethod(method)).toBe(true);
    for (const method of [...UNSAFE, 'OPTIONS']) expect(isSafeMethod(method)).toBe(false);
  });
});
