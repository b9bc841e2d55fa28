import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINCIPAL_COOKIE } from '@ldn/domain';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { cartOwnerOf } from '../modules/cart/cart-identity';
import { boundOrigin } from './identity-runtime';
import { providerCookieNames } from './embedded-provider';
import {
  TestBrowser,
  formAction,
  hiddenFields,
  openLoginPage,
  type BrowserResponse,
} from '../test-support/test-browser';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { cookieName, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { requireLogin } from './guards';
import { hashPassword } from './password';

const PASSWORD = 'Naissance2026!';

/** The attributes of the Set-Cookie of `name` in an answer, lower-cased, or undefined. */
function setCookieOf(response: BrowserResponse, name: string): string[] | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line
    ?.split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

/**
 * ASVS V3.3.1, V3.3.3: in production the application's cookies are `__Host-` names (Secure, path
 * `/`, no Domain), through the real sign-in of a production server; a cookie under the bare name,
 * as a sibling host or a plain-http page could plant, is not read.
 */
describe('cookie names in production', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.db.insert(customers).values({
      uid: 'parent@example.fr',
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Claire',
      lastName: 'Martin',
      country: 'FR',
    });
    app = await createServer(testConfig({ APP_ENV: 'PROD' }), { database });
    app.get('/api/probe/me', { preHandler: requireLogin }, async (request) => ({
      pk: request.currentUser?.pk,
    }));
    app.post('/api/probe/cart', async (request, reply) =>
      cartOwnerOf(database.db, request, reply, { create: true, secureCookies: true }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = boundOrigin(app, '127.0.0.1') ?? '';
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('names a cookie `__Host-` in production only', () => {
    expect(cookieName(SESSION_COOKIE, true)).toBe('__Host-ldn_session');
    expect(cookieName(XSRF_COOKIE, true)).toBe('__Host-XSRF-TOKEN');
    expect(cookieName(SESSION_COOKIE, false)).toBe('ldn_session');
    // The embedded provider's cookies: `__Secure-` over https (two are path-scoped).
    expect(providerCookieNames('https://liste.example.fr')).toEqual({
      session: '__Secure-ldn_op_session',
      interaction: '__Secure-ldn_op_interaction',
      resume: '__Secure-ldn_op_resume',
    });
    expect(providerCookieNames('http://127.0.0.1:3000').session).toBe('ldn_op_session');
  });

  it('[ASVS V3.3.1] [ASVS V3.3.3] signs in with `__Host-` session, XSRF and sign-in state cookies, and reads no other', async () => {
    const browser = new TestBrowser(origin);
    const login = await browser.get('/login?redirect=/list');
    expect(setCookieOf(login, '__Host-ldn_login')).toEqual(
      expect.arrayContaining(['path=/', 'secure', 'httponly']),
    );
    const page = await openLoginPage(browser);
    const posted = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: 'parent@example.fr',
      password: PASSWORD,
    });
    const resumed = await browser.get(posted.location ?? '');
    const landing = await browser.get(resumed.location ?? '');
    expect(landing.status).toBe(302);
    for (const name of ['__Host-ldn_session', '__Host-XSRF-TOKEN', PRINCIPAL_COOKIE]) {
      const attributes = setCookieOf(landing, name);
      expect(attributes, name).toEqual(expect.arrayContaining(['path=/', 'secure']));
      expect(attributes?.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    }
    expect(setCookieOf(landing, 'ldn_session')).toBeUndefined();
    expect((await browser.get('/api/probe/me')).status).toBe(200);

    // The same token under the bare name is someone else's cookie: not read.
    const planted = new TestBrowser(origin);
    planted.plantCookie('ldn_session', browser.cookie('__Host-ldn_session') ?? '');
    expect((await planted.get('/api/probe/me')).status).toBe(401);

    // The XSRF check reads the `__Host-` cookie too.
    const xsrf = browser.cookie('__Host-XSRF-TOKEN') ?? '';
    const renewed = await browser.postForm('/api/user/getCodeToken', {}, { [XSRF_HEADER]: xsrf });
    expect(renewed.status).toBe(200);
    const refused = await browser.postForm('/api/user/getCodeToken', {}, { [XSRF_HEADER]: 'x' });
    expect(refused.status).toBe(403);
  });

  it('[ASVS V3.3.1] [ASVS V3.3.3] gives an anonymous visitor `__Host-` cart and XSRF cookies, and reads them back', async () => {
    const browser = new TestBrowser(origin);
    const post = (headers: Record<string, string> = {}) =>
      browser.request('POST', '/api/probe/cart', {
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const first = await post();
    expect(first.status).toBe(200);
    for (const name of ['__Host-ldn_cart', '__Host-XSRF-TOKEN']) {
      expect(setCookieOf(first, name), name).toEqual(expect.arrayContaining(['path=/', 'secure']));
    }
    expect(setCookieOf(first, 'ldn_cart')).toBeUndefined();
    const owner = JSON.parse(first.body) as { key: string };
    // The same visitor, known by the `__Host-` cookie; its unsafe calls need the XSRF echo.
    const xsrf = browser.cookie('__Host-XSRF-TOKEN') ?? '';
    const again = await post({ [XSRF_HEADER]: xsrf });
    expect(JSON.parse(again.body)).toEqual(owner);
    expect((await post()).status).toBe(403);
  });
});
