/** Where a sign-in lands when no (acceptable) destination was asked for. */
export const DEFAULT_REDIRECT_PATH = '/';

/** Paths of the sign-in itself: landing on them after signing in would loop. */
const SIGN_IN_PATHS = ['/login', '/logout', '/oauth_callback', '/oidc'];

const PLACEHOLDER_ORIGIN = 'http://ldn.invalid';

/**
 * [S2.29] [S2.30] The page to return to after signing in, from `GET /login?redirect=<path>`: only a
 * path of this site is accepted (`/list/abc?x=1#top`); an absolute URL, a protocol-relative
 * `//evil.example`, a backslash trick (`/\evil.example`), control characters or a sign-in path
 * give {@link DEFAULT_REDIRECT_PATH}, so the sign-in can never send a visitor to another site.
 */
export function safeRedirectPath(requested: string | undefined | null): string {
  if (!requested || requested.length > 2000) return DEFAULT_REDIRECT_PATH;
  if (!requested.startsWith('/') || requested.startsWith('//')) return DEFAULT_REDIRECT_PATH;
  // Browsers treat '\' as '/' and drop tabs and newlines, which turns '/\evil' into '//evil'.
  if (requested.includes('\\') || hasControlCharacter(requested)) return DEFAULT_REDIRECT_PATH;
  let url: URL;
  try {
    url = new URL(requested, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT_PATH;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_REDIRECT_PATH;
  const path = url.pathname;
  if (SIGN_IN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return DEFAULT_REDIRECT_PATH;
  }
  return `${path}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
