import { expect } from 'vitest';

/**
 * For tests only: a minimal browser over real HTTP (`fetch` with `redirect: 'manual'`) with a
 * cookie jar that honours cookie paths and deletions, so the identity tests walk the sign-in the
 * way a browser does: the application, the provider, its pages and back.
 */

export interface BrowserResponse {
  readonly status: number;
  /** The `Location` header resolved against the request URL, if any. */
  readonly location: string | undefined;
  readonly headers: Headers;
  readonly body: string;
  /** Cookies this response set or cleared, by name (an empty value means cleared). */
  readonly setCookies: ReadonlyMap<string, string>;
}

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
}

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie>();

  constructor(readonly origin: string) {}

  /** The value of a cookie the browser holds (any path), if any. */
  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((cookie) => cookie.name === name)?.value;
  }

  /** Puts a cookie in the jar at path `/`, as another page (or an attacker) could. */
  plantCookie(name: string, value: string): void {
    this.jar.set(`${name}\u0000/`, { name, value, path: '/' });
  }

  get(target: string, headers: Record<string, string> = {}): Promise<BrowserResponse> {
    return this.request('GET', target, { headers });
  }

  /** Posts a form (`application/x-www-form-urlencoded`). */
  postForm(
    target: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<BrowserResponse> {
    return this.request('POST', target, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  async request(
    method: string,
    target: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<BrowserResponse> {
    const url = new URL(target, this.origin);
    const cookieHeader = this.cookiesFor(url);
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...init.headers },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    const setCookies = new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const cookie = this.store(line);
      setCookies.set(cookie.name, cookie.value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, url).href : undefined,
      headers: response.headers,
      body: await response.text(),
      setCookies,
    };
  }

  private cookiesFor(url: URL): string {
    return [...this.jar.values()]
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(line: string): StoredCookie {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      const lower = key.toLowerCase();
      if (lower === 'path') path = attributeValue || '/';
      if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const key = `${name}\u0000${path}`;
    if (expired) {
      this.jar.delete(key);
      return { name, value: '', path };
    }
    const cookie = { name, value, path };
    this.jar.set(key, cookie);
    return cookie;
  }
}

/** The `action` of the first form of a page, resolved against `base`. */
export function formAction(html: string, base: string): string {
  const match = /<form[^>]*\saction="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return new URL(decodeEntities(match[1]), base).href;
}

/** The hidden inputs of a page, by name. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1];
    if (name !== undefined) fields[name] = decodeEntities(value ?? '');
  }
  return fields;
}

/** The `href` of the link whose text is `text`. */
export function linkHref(html: string, text: string, base: string): string {
  for (const match of html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)) {
    if (decodeEntities(match[2] ?? '').trim() === text && match[1]) {
      return new URL(decodeEntities(match[1]), base).href;
    }
  }
  throw new Error(`no link "${text}" on the page`);
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** From `/login` to the provider's 'Connexion' page. */
export async function openLoginPage(
  browser: TestBrowser,
  redirect = '/list',
): Promise<BrowserResponse> {
  const login = await browser.get(`/login?redirect=${encodeURIComponent(redirect)}`);
  expect(login.status).toBe(302);
  expect(login.location).toMatch(`${browser.origin}/oidc/auth?`);
  const authorize = await browser.get(login.location ?? '');
  expect(authorize.status).toBe(303);
  expect(authorize.location).toMatch(`${browser.origin}/oidc/interaction/`);
  const page = await browser.get(authorize.location ?? '');
  expect(page.status).toBe(200);
  return page;
}
