import type { CookieSerializeOptions } from '@fastify/cookie';
import { PRINCIPAL_COOKIE } from '@ldn/domain';

/** The httpOnly cookie that carries the session token (never readable by scripts). */
export const SESSION_COOKIE = 'ldn_session';
/** [S7.1] Double-submit XSRF protection: scripts read this cookie and echo it in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** [S2.25] [S9.11] Tells the front end who is signed in, so it refreshes the profile on a change. */
export { PRINCIPAL_COOKIE };

/** Options shared by the three cookies; `secure` in production only (plain http on a laptop). */
export function cookieOptions(secure: boolean, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly };
}
