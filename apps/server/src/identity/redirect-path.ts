/** Where a sign-in lands when no (acceptable) destination was asked for. */
export const DEFAULT_REDIRECT_PATH = '/';

/** Paths of the sign-in itself: landing on them after signing in would loop. */
const SIGN_IN_PATHS = ['/login', '/logout', '/oauth_callback', '/oidc'];

/** Stands for the site when the caller does not name its origin: only its sameness matters. */
const PLACEHOLDER_ORIGIN = 'http://ldn.invalid';

/**
 * [S2.29] [S2.30] The page to return to after signing in, from `GET /login?redirect=<path>`: a path
 * of this site (`/list/abc?x=1#top`), or {@link DEFAULT_REDIRECT_PATH}.
 *
 * The target is resolved against the site's origin with WHATWG `URL`, as a browser resolves a
 * `Location` header, and kept only if the origin is unchanged. The path given back is resolved a
 * second time and must land on the very same URL: normalising can itself make a protocol-relative
 * path (`/.//evil.example`, `/a/..//evil.example` and `/%2e//evil.example` all become
 * `//evil.example`), which a browser would then read as another host. Backslashes and control
 * characters are refused before any parsing (browsers read `\` as `/` and drop tabs and newlines),
 * and so are the sign-in's own paths, which would loop.
 */
export function safeRedirectPath(
  requested: string | undefined | null,
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  if (!requested || requested.length > 2000) return DEFAULT_REDIRECT_PATH;
  if (!requested.startsWith('/')) return DEFAULT_REDIRECT_PATH;
  if (requested.includes('\\') || hasControlCharacter(requested)) return DEFAULT_REDIRECT_PATH;
  const site = parse('/', origin);
  const target = parse(requested, origin);
  if (!site || !target || target.origin !== site.origin) return DEFAULT_REDIRECT_PATH;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // What the browser will do with the answer's Location: the same URL, on this site.
  const landing = parse(path, origin);
  if (!landing || landing.origin !== site.origin || landing.href !== target.href) {
    return DEFAULT_REDIRECT_PATH;
  }
  const decoded = safeDecode(target.pathname).toLowerCase();
  if (
    SIGN_IN_PATHS.some((prefix) => decoded === prefix || decoded.startsWith(`${prefix}/`)) ||
    // Encoded, harmless to the browser; refused in case a later step decodes it.
    decoded.startsWith('//') ||
    decoded.includes('\\')
  ) {
    return DEFAULT_REDIRECT_PATH;
  }
  return path;
}

function parse(value: string, base: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** `%2F` and friends decoded, for the checks only; a malformed escape is kept as it is. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
