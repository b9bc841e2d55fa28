import { isSafeMethod } from './decide-on-error';

/** [S7.1] The cookie the server sets for scripts to read (double-submit XSRF protection). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Its names, the first found wins: in production the server prefixes it `__Host-` (ASVS V3.3.1:
 * only this host, over https, can set it), on a laptop over plain http it cannot.
 */
export const XSRF_COOKIE_NAMES = [`__Host-${XSRF_COOKIE}`, XSRF_COOKIE] as const;
/** [S7.1] The header that echoes it on unsafe requests; the server compares the two. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of cookie `name` in a `document.cookie` string, decoded; undefined when absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * GETs of the spec that change state: [S7.19] `closeList` (final). The server requires the XSRF
 * header on them too, so a link from another site can never close a list.
 */
export const STATE_CHANGING_GETS = ['/ldn/v1/closeList/'] as const;

const changesState = (method: string, url: string): boolean =>
  !isSafeMethod(method) || STATE_CHANGING_GETS.some((fragment) => url.includes(fragment));

/**
 * [S7.1] Adds `X-XSRF-TOKEN` to a request that changes state (POST, PUT, PATCH, DELETE, and the
 * state-changing GETs) when the cookie is there; other safe requests carry no token, so it never
 * leaks into logs or caches.
 */
export function addXsrfHeader(
  headers: Headers,
  method: string,
  cookies: string,
  url = '',
): Headers {
  if (!changesState(method, url)) return headers;
  const token = XSRF_COOKIE_NAMES.map((name) => readCookie(cookies, name)).find(
    (value) => value !== undefined,
  );
  if (token !== undefined && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, token);
  return headers;
}
