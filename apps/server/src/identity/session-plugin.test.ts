import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../db/schema';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { signInAs, type TestSignIn } from '../test-support/sign-in';
import type { Database } from '../db/database';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { requireLogin, requireSeller, requireStaff } from './guards';
import {
  createSession,
  CUSTOMER_IDLE_MS,
  expireAccess,
  findSession,
  hashToken,
  renewAccess,
  SESSION_TTL_MS,
  STAFF_IDLE_MS,
} from './session-store';

/**
 * The session cookie, the XSRF check and the guards, on probe routes added to a real server over
 * a real database (the identity tests drive the sign-in itself).
 */
describe('sessions and guards', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let parent: TestSignIn;
  let seller: TestSignIn;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.db.insert(customers).values([
      {
        uid: 'parent@example.fr',
        passwordHash: 'x',
        firstName: 'Claire',
        lastName: 'Martin',
        country: 'FR',
      },
      {
        uid: 'vendeur@example.fr',
        passwordHash: 'x',
        firstName: 'Hugo',
        lastName: 'Bernard',
        roles: ['SELLER'],
      },
    ]);
    // A built app stand-in, for the pages; a 2-minute access, to see the configured one applied.
    const webApp = mkdtempSync(path.join(tmpdir(), 'ldn-session-web-'));
    writeFileSync(
      path.join(webApp, 'index.html'),
      '<!doctype html><title>Liste de naissance</title>',
    );
    app = await createServer(testConfig({ LDN_ACCESS_TTL_SECONDS: '120' }), { database, webApp });
    app.get('/api/probe/me', { preHandler: requireLogin }, async (request) => ({
      pk: request.currentUser?.pk,
    }));
    app.post('/api/probe/me', { preHandler: requireLogin }, async () => ({ ok: true }));
    app.get('/api/probe/staff', { preHandler: requireStaff }, async () => ({ ok: true }));
    app.get('/api/probe/seller', { preHandler: requireSeller }, async () => ({ ok: true }));
    app.get('/api/probe/public', async (request) => ({ pk: request.currentUser?.pk ?? null }));
    // A route outside the API that is not a page (an image, a file, the checkout's forms).
    app.get('/probe-file', async () => 'file');
    await app.ready();
    parent = await signInAs(database, 'parent@example.fr');
    seller = await signInAs(database, 'vendeur@example.fr');
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('[S6.1] treats a request without a session as anonymous, and refuses login-only routes with 401', async () => {
    const publicAnswer = await app.inject({ method: 'GET', url: '/api/probe/public' });
    expect(publicAnswer.json()).toEqual({ pk: null });
    const refused = await app.inject({ method: 'GET', url: '/api/probe/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('[S6.1] knows the signed-in customer from the session cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/me',
      cookies: parent.cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pk: parent.pk });
  });

  it('[S7.1] refuses an unsafe request of a signed-in browser without the XSRF header', async () => {
    const without = await app.inject({
      method: 'POST',
      url: '/api/probe/me',
      cookies: parent.cookies,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/probe/me',
      cookies: parent.cookies,
      headers: { [XSRF_HEADER]: 'not-the-token' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      method: 'POST',
      url: '/api/probe/me',
      cookies: parent.cookies,
      headers: parent.headers,
    });
    expect(right.statusCode).toBe(200);
  });

  it('[S7.1] refuses a header that does not echo the cookie, and a token signed for another session (signed double-submit)', async () => {
    const post = (cookies: Record<string, string>, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/probe/me', cookies, headers });
    const token = parent.headers[XSRF_HEADER] ?? '';
    // The header alone, the cookie gone: not a double submit.
    const { [XSRF_COOKIE]: _cookie, ...withoutXsrfCookie } = parent.cookies;
    expect((await post(withoutXsrfCookie, parent.headers)).statusCode).toBe(403);
    // The seller's own, valid, token planted in the parent's browser (cookie and header agree).
    const sellerToken = seller.headers[XSRF_HEADER] ?? '';
    const planted = await post(
      { ...parent.cookies, [XSRF_COOKIE]: sellerToken },
      { [XSRF_HEADER]: sellerToken },
    );
    expect(planted.statusCode).toBe(403);
    expect(planted.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    // A forged token of the right shape.
    const forged = `${token.slice(0, 23)}${'A'.repeat(43)}`;
    expect(
      (await post({ ...parent.cookies, [XSRF_COOKIE]: forged }, { [XSRF_HEADER]: forged }))
        .statusCode,
    ).toBe(403);
    expect((await post(parent.cookies, parent.headers)).statusCode).toBe(200);
  });

  it('[S7.1] gives a signed-in browser that lost its XSRF cookie a new one, signed for its session', async () => {
    const { [XSRF_COOKIE]: _cookie, ...withoutXsrfCookie } = parent.cookies;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/probe/me',
      cookies: withoutXsrfCookie,
    });
    expect(answer.statusCode).toBe(200);
    const renewed = answer.cookies.find((cookie) => cookie.name === XSRF_COOKIE);
    expect(renewed?.httpOnly).not.toBe(true);
    const token = renewed?.value ?? '';
    const posted = await app.inject({
      method: 'POST',
      url: '/api/probe/me',
      cookies: { ...withoutXsrfCookie, [XSRF_COOKIE]: token },
      headers: { [XSRF_HEADER]: token },
    });
    expect(posted.statusCode).toBe(200);
    // A browser whose cookie is right gets no new one.
    const steady = await app.inject({
      method: 'GET',
      url: '/api/probe/me',
      cookies: parent.cookies,
    });
    expect(steady.cookies.find((cookie) => cookie.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('[S7.1] answers 401 ACCESS_EXPIRED once the short access has expired', async () => {
    const session = await signInAs(database, 'parent@example.fr');
    await expireAccess(database.db, hashToken(session.cookies[SESSION_COOKIE] ?? ''));
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/public',
      cookies: session.cookies,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'ACCESS_EXPIRED' });
  });

  /** The access expiry of the session behind `signIn`, as stored. */
  async function accessExpiryOf(signIn: TestSignIn): Promise<number> {
    const [row] = await database.db
      .select({ accessExpiresAt: sessions.accessExpiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(signIn.cookies[SESSION_COOKIE] ?? '')));
    return row?.accessExpiresAt.getTime() ?? 0;
  }

  it.each(['/list/demo00parent/detenteur', '/mentions', '/seller', '/'])(
    '[S7.1] serves the page %s to a session whose access expired, renewing the access for the configured time (never a JSON 401)',
    async (url) => {
      const session = await signInAs(database, 'parent@example.fr');
      await expireAccess(database.db, hashToken(session.cookies[SESSION_COOKIE] ?? ''));
      const before = Date.now();
      const page = await app.inject({ method: 'GET', url, cookies: session.cookies });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Liste de naissance | Aubert</title>');
      // LDN_ACCESS_TTL_SECONDS=120: renewed for two minutes from now.
      const expiry = await accessExpiryOf(session);
      expect(expiry).toBeGreaterThanOrEqual(before + 119_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 121_000);
      // The app's first API call then passes as the signed-in customer.
      const me = await app.inject({
        method: 'GET',
        url: '/api/probe/me',
        cookies: session.cookies,
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ pk: session.pk });
    },
  );

  it('[S7.1] serves a page as to a visitor when the session behind the expired access has ended', async () => {
    const session = await sessionUnusedFor('vendeur@example.fr', STAFF_IDLE_MS + 60_000);
    await expireAccess(database.db, hashToken(session.cookies[SESSION_COOKIE] ?? ''));
    const page = await app.inject({ method: 'GET', url: '/seller', cookies: session.cookies });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('[S7.1] lets a file outside the API through with an expired access, without renewing it', async () => {
    const session = await signInAs(database, 'parent@example.fr');
    await expireAccess(database.db, hashToken(session.cookies[SESSION_COOKIE] ?? ''));
    const expired = await accessExpiryOf(session);
    const file = await app.inject({ method: 'GET', url: '/probe-file', cookies: session.cookies });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('file');
    expect(await accessExpiryOf(session)).toBe(expired);
    // The API still asks the app to renew it.
    const api = await app.inject({
      method: 'GET',
      url: '/api/probe/public',
      cookies: session.cookies,
    });
    expect(api.statusCode).toBe(401);
  });

  it('treats an unknown or ended session as anonymous and clears its cookies', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/public',
      cookies: { [SESSION_COOKIE]: 'forged-or-ended' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pk: null });
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
  });

  it('[S6.1] [S6.4] [S6.5] lets staff through staff routes only, and sellers through seller routes', async () => {
    const asParent = await app.inject({
      method: 'GET',
      url: '/api/probe/staff',
      cookies: parent.cookies,
    });
    expect(asParent.statusCode).toBe(403);
    const asSeller = await app.inject({
      method: 'GET',
      url: '/api/probe/staff',
      cookies: seller.cookies,
    });
    expect(asSeller.statusCode).toBe(200);
    const sellerRoute = await app.inject({
      method: 'GET',
      url: '/api/probe/seller',
      cookies: seller.cookies,
    });
    expect(sellerRoute.statusCode).toBe(200);
    const sellerRouteAsParent = await app.inject({
      method: 'GET',
      url: '/api/probe/seller',
      cookies: parent.cookies,
    });
    expect(sellerRouteAsParent.statusCode).toBe(403);
  });

  /** A new session of `uid` whose last use was `idleMs` ago. */
  async function sessionUnusedFor(uid: string, idleMs: number): Promise<TestSignIn> {
    const session = await signInAs(database, uid);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - idleMs) })
      .where(eq(sessions.tokenHash, hashToken(session.cookies[SESSION_COOKIE] ?? '')));
    return session;
  }

  const whoIs = (session: TestSignIn) =>
    app.inject({ method: 'GET', url: '/api/probe/public', cookies: session.cookies });

  it.each([
    ['parent@example.fr', 'a customer', CUSTOMER_IDLE_MS, '7 days'],
    ['vendeur@example.fr', 'a seller', STAFF_IDLE_MS, '1 hour'],
  ])(
    '[ASVS V7.3.1] ends the session of %s (%s) left unused longer than %s ms (%s), for good',
    async (uid, _who, idleMs) => {
      const idle = await sessionUnusedFor(uid, idleMs + 60_000);
      const answer = await whoIs(idle);
      expect(answer.json()).toEqual({ pk: null });
      expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
      const [left] = await database.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(idle.cookies[SESSION_COOKIE] ?? '')));
      expect(left).toBeUndefined();

      const recent = await sessionUnusedFor(uid, idleMs - 60_000);
      expect((await whoIs(recent)).json()).toEqual({ pk: recent.pk });
    },
  );

  it('[ASVS V7.3.2] ends a session 30 days after its sign-in even when it was used every day', async () => {
    const [claire] = await database.db
      .select({ pk: customers.pk })
      .from(customers)
      .where(eq(customers.uid, 'parent@example.fr'));
    const start = new Date('2026-01-01T09:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    const { token } = await createSession(database.db, claire?.pk ?? 0, {}, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let days = 1; days < 30; days += 1) {
      expect(await findSession(database.db, token, at(days * day))).not.toBeNull();
      expect(await renewAccess(database.db, hashToken(token), at(days * day))).toBe(true);
    }
    expect(await findSession(database.db, token, at(SESSION_TTL_MS + 60_000))).toBeNull();
    expect(await renewAccess(database.db, hashToken(token), at(SESSION_TTL_MS + 60_000))).toBe(
      false,
    );
  });

  it('[ASVS V7.4.2] ends the live sessions of an account when it is deleted', async () => {
    await database.db.insert(customers).values({
      uid: 'parti@example.fr',
      passwordHash: 'x',
      firstName: 'Paul',
      lastName: 'Parti',
    });
    const leaving = await signInAs(database, 'parti@example.fr');
    expect((await whoIs(leaving)).json()).toEqual({ pk: leaving.pk });
    await database.db.delete(customers).where(eq(customers.uid, 'parti@example.fr'));
    expect((await whoIs(leaving)).json()).toEqual({ pk: null });
    const [left] = await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(leaving.cookies[SESSION_COOKIE] ?? '')));
    expect(left).toBeUndefined();
  });

  it('stores only a hash of the session token', async () => {
    const result: unknown = await database.db.execute(sql`select token_hash from sessions`);
    const hashes = (result as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash);
    expect(hashes).toContain(hashToken(parent.cookies[SESSION_COOKIE] ?? ''));
    expect(hashes).not.toContain(parent.cookies[SESSION_COOKIE]);
  });
});
