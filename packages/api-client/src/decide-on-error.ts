import { RETRY_COUNT } from '@ldn/domain';

/**
 * What the base query does with a failed request [S7.1]:
 * - `refresh`: renew the access (POST /user/getCodeToken), then retry the request;
 * - `retry`: retry the request as it is (a safe request hit a network or server error);
 * - `login`: send the user to the external login, give the error back;
 * - `notFound`: navigate to Not found, give the error back;
 * - `fail`: give the error back.
 */
export type ErrorDecision = 'refresh' | 'retry' | 'login' | 'notFound' | 'fail';

/** A `fetchBaseQuery` error status: an HTTP status, or the kind of a failure without one. */
export type ErrorStatus =
  number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

/**
 * [S7.1] A 400 or 404 on these calls is an answer the screen handles (no list found, unknown
 * store code, unknown reference, wrong ticket), so they never navigate to Not found.
 */
export const NOT_FOUND_EXEMPT_URL_FRAGMENTS = [
  'searchLists',
  'storeCode',
  'addItemToListByCompanyAndListId',
  'updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId',
  'getReservedContributionFromWinshopForStore',
  'addItemToListByReferenceAndCompanyAndListId',
] as const;

/** [S7.1] Statuses that mean "the access has expired": refresh and retry. */
const REFRESH_STATUSES: ReadonlySet<ErrorStatus> = new Set([401, 406]);
/** [S7.1] Statuses that mean "no such page": Not found. */
const NOT_FOUND_STATUSES: ReadonlySet<ErrorStatus> = new Set([400, 404]);
/** Methods that change nothing on the server, so repeating them is harmless (RFC 9110 §9.2.1). */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** [S7.1] GET and HEAD are safe; every other method changes something. Case-insensitive. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Is `url` one of the calls whose 400/404 is left to the screen? The match ignores case, so the
 * staff store check `getStoreByCompanyAndStoreCode` counts as a `storeCode` call: its unknown code
 * shows 'Code inconnu' [S4.10] rather than the Not found page.
 */
export function isNotFoundExempt(url: string): boolean {
  const lower = url.toLowerCase();
  return NOT_FOUND_EXEMPT_URL_FRAGMENTS.some((fragment) => lower.includes(fragment.toLowerCase()));
}

/**
 * [S7.1] The generic client rule, for both clients: a safe request is retried up to RETRY_COUNT
 * times on a network error (FETCH_ERROR, TIMEOUT_ERROR) or a server error (5xx); anything else,
 * and every unsafe request, fails at once (a POST that timed out may have been applied).
 *
 * @param attempt retries already made for this request: 0 after the first try.
 */
export function decideOnSiteError(
  status: ErrorStatus,
  method: string,
  attempt: number,
): ErrorDecision {
  const transient =
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    (typeof status === 'number' && status >= 500);
  return transient && isSafeMethod(method) && attempt < RETRY_COUNT ? 'retry' : 'fail';
}

/** Per-endpoint exceptions to the rules, given as the endpoint's `extraOptions`. */
export interface DecideOptions {
  /**
   * The endpoint answers "no such thing" with a 400 or 404 that its screen handles, so it must not
   * navigate to Not found: [S4.10] the staff customer look-up, whose 400 means "no account yet".
   */
  readonly notFoundIsAnswer?: boolean | undefined;
}

/**
 * [S7.1] The rules of the api client, in the spec's order:
 * 1. 401 or 406: refresh the access and retry, while fewer than RETRY_COUNT retries were made;
 *    after more than 2 retries (the 4th 401 in a row), the external login;
 * 2. 400 or 404: Not found, except on the URLs of {@link NOT_FOUND_EXEMPT_URL_FRAGMENTS} and
 *    for endpoints that declare {@link DecideOptions.notFoundIsAnswer};
 * 3. the generic rule of {@link decideOnSiteError};
 * any other status (403, 409, the 300 'already in list' [S4.11], ...) fails to the caller.
 *
 * @param status the error status; for a PARSING_ERROR pass the response's own status.
 * @param url the request URL (path or absolute).
 * @param method the request method, any case.
 * @param attempt retries already made for this request: 0 after the first try.
 * @param options the endpoint's exceptions.
 */
export function decideOnError(
  status: ErrorStatus,
  url: string,
  method: string,
  attempt: number,
  options: DecideOptions = {},
): ErrorDecision {
  if (REFRESH_STATUSES.has(status)) return attempt < RETRY_COUNT ? 'refresh' : 'login';
  if (NOT_FOUND_STATUSES.has(status)) {
    return options.notFoundIsAnswer === true || isNotFoundExempt(url) ? 'fail' : 'notFound';
  }
  return decideOnSiteError(status, method, attempt);
}
