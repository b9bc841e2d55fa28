import type { CookieSerializeOptions } from '@fastify/cookie';
import { PRINCIPAL_COOKIE } from '@ldn/domain';

/** The httpOnly cookie that carries the session token (never readable by scripts). */
export const SESSION_COOKIE = 'ldn_session';
/** [S7.1] Double-submit XSRF protection: scripts read this cookie and echo it in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** [S2.25] [S9.11] Tells the front end who is signed in, so it refreshes the profile on a change. */
export { PRINCIPAL_COOKIE };

/**
 * ASVS V3.3.1, V3.3.3: the name a cookie of this site is sent under. In production (`secure`) the
 * application's own cookies carry the `__Host-` prefix: a browser keeps such a cookie only if it
 * was set Secure, for path `/`, without a Domain, by this very host, so no other host (a sibling
 * subdomain, a plain-http page) can plant or overwrite it. On a laptop over plain http a `__Host-`
 * cookie would be refused: the bare name is used. principalCookie and countryUnknown keep the names
 * the spec gives them [S9.11] (they hold no secret: a pk, a boolean).
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** Options shared by the three cookies; `secure` in production only (plain http on a laptop). */
export function cookieOptions(secure: boolean, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly };
}
