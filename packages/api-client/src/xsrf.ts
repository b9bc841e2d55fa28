import { isSafeMethod } from './decide-on-error';

/** [S7.1] The cookie the server sets for scripts to read (double-submit XSRF protection). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
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
 * [S7.1] Adds `X-XSRF-TOKEN` to an unsafe request (POST, PUT, PATCH, DELETE) when the cookie is
 * there; safe requests (GET, HEAD) carry no token, so it never leaks into logs or caches.
 */
export function addXsrfHeader(headers: Headers, method: string, cookies: string): Headers {
  if (isSafeMethod(method)) return headers;
  const token = readCookie(cookies, XSRF_COOKIE);
  if (token !== undefined && !headers.has(XSRF_HEADER)) headers.set(XSRF_HEADER, token);
  return headers;
}
