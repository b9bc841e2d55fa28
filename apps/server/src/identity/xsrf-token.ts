import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * [S7.1] Signed double-submit XSRF tokens (OWASP's "signed double-submit cookie"): a token is a
 * random value and an HMAC of it bound to the identity the cookie protects (a session, or an
 * anonymous visitor's cart), `<random>.<hmac>`. A state-changing request must carry the token in
 * `X-XSRF-TOKEN`, equal to the `XSRF-TOKEN` cookie, and signed for its own identity.
 *
 * Nothing is stored: any instance sharing the key (identity_secrets.xsrf_key) checks any token;
 * a token read from someone else's cookie, or planted as a cookie by a sibling subdomain, is
 * signed for another identity and refused.
 */
export interface XsrfTokens {
  /** A new token for `binding` (the hash of the session or cart token). */
  issue(binding: string): string;
  /** True when `token` was issued with this key for `binding`. */
  isFor(binding: string, token: unknown): boolean;
  /** The double-submit check: `header` and `cookie` are the same token, issued for `binding`. */
  isEcho(binding: string, cookie: unknown, header: unknown): boolean;
}

const RANDOM_BYTES = 16;
/** base64url of 16 random bytes, a dot, base64url of a SHA-256 HMAC. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export function xsrfTokens(key: Buffer): XsrfTokens {
  // Lengths are part of the signed text, so no two (binding, random) pairs sign the same bytes.
  const sign = (binding: string, random: string): string =>
    createHmac('sha256', key)
      .update(`ldn-xsrf!${binding.length}!${binding}!${random.length}!${random}`)
      .digest('base64url');

  const isFor = (binding: string, token: unknown): boolean => {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return false;
    const [random = '', mac = ''] = token.split('.');
    return sameText(mac, sign(binding, random));
  };

  return {
    issue(binding) {
      const random = randomBytes(RANDOM_BYTES).toString('base64url');
      return `${random}.${sign(binding, random)}`;
    },
    isFor,
    isEcho(binding, cookie, header) {
      return (
        typeof cookie === 'string' &&
        typeof header === 'string' &&
        sameText(cookie, header) &&
        isFor(binding, header)
      );
    },
  };
}

/** Compared in constant time (the length of a token is public). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
