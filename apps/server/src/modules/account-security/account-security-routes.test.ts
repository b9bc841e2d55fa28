import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../identity/cookies';
import { hashPassword, verifyPassword } from '../../identity/password';
import {
  CUSTOMER_IDLE_MS,
  createSession,
  hashToken,
  SESSION_TTL_MS,
  USER_AGENT_MAX_LENGTH,
} from '../../identity/session-store';
import type { Database } from '../../db/database';
import { customers, oidcPayloads, sessions, signInFailures } from '../../db/schema';
import { identityMessages } from '../../identity/identity-messages';
import { boundOrigin } from '../../identity/identity-runtime';
import {
  TestBrowser,
  formAction,
  hiddenFields,
  openLoginPage,
  type BrowserResponse,
} from '../../test-support/test-browser';
import { createServer, type Server } from '../../server';
import {
  sha1Hex,
  startPwnedPasswordsStub,
  type PwnedPasswordsStub,
  expectFailOpenWarning,
} from '../../test-support/pwned-passwords-stub';
import { signInAs } from '../../test-support/sign-in';
import { openTestDatabase } from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';
import { accountSecurityMessages } from './account-security-messages';
import { capturingLogger } from '../../test-support/capturing-logger';
import { useTestApp } from '../../test-support/test-app';

/**
 * The account-security API through the real sign-in (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2): each
 * browser signs in with its e-mail and password through the embedded provider, as the app does, so
 * the sessions carry their User-Agent and the provider holds its records of the account. One
 * listening server over one database for the file; each test has its own account where it changes
 * one.
 */

const PASSWORD = 'Berceau-Bleu-2026';
const NEW_PASSWORD = 'Doudou-Lapin-Gris-7';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface SessionView {
  readonly id: string;
  readonly current: boolean;
  readonly device: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
}

/** The whole sign-in with an e-mail and a password; the callback's answer, sent with `userAgent`. */
async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  userAgent?: string,
): Promise<BrowserResponse> {
  const page = await openLoginPage(browser, '/parameters');
  const posted = await browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    email,
    password,
  });
  expect(posted.status, posted.body.slice(0, 300)).toBe(303);
  const resumed = await browser.get(posted.location ?? '');
  expect(resumed.location).toMatch(`${browser.origin}/oauth_callback?`);
  const landing = await browser.get(
    resumed.location ?? '',
    userAgent === undefined ? {} : { 'user-agent': userAgent },
  );
  expect(landing.status).toBe(302);
  return landing;
}

/** The sign-in form's answer to an e-mail and a password (no redirect followed). */
async function tryPassword(browser: TestBrowser, email: string, password: string) {
  const page = await openLoginPage(browser);
  return browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    email,
    password,
  });
}

/** A call of the api as the app makes it: JSON, with the XSRF header echoing the cookie. */
function call(
  browser: TestBrowser,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  options: { xsrf?: boolean } = {},
): Promise<BrowserResponse> {
  const xsrf = browser.cookie(XSRF_COOKIE);
  return browser.request(method, `/api${path}`, {
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.xsrf !== false && xsrf !== undefined ? { [XSRF_HEADER]: xsrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function sessionsOf(browser: TestBrowser): Promise<SessionView[]> {
  const answer = await call(browser, 'GET', '/user/sessions');
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { sessions: SessionView[] }).sessions;
}

const currentOf = async (browser: TestBrowser): Promise<SessionView> => {
  const current = (await sessionsOf(browser)).find((session) => session.current);
  if (!current) throw new Error('no current session');
  return current;
};

/** 200 while the browser's session lives, 401 once it has ended. */
const statusOf = async (browser: TestBrowser): Promise<number> =>
  (await call(browser, 'GET', '/user/sessions')).status;

describe('account security: password change and sessions of the signed-in account', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;
  const pks = new Map<string, number>();

  /** A customer of his own for one test: Claire Martin, `<name>@example.fr`. */
  async function account(name: string, roles: string[] = []): Promise<string> {
    const uid = `${name}@example.fr`;
    const [row] = await database.db
      .insert(customers)
      .values({
        uid,
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Claire',
        lastName: 'Martin',
        country: 'FR',
        roles,
      })
      .returning({ pk: customers.pk });
    pks.set(uid, row?.pk ?? 0);
    return uid;
  }

  const passwordHashOf = async (uid: string): Promise<string> => {
    const [row] = await database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.uid, uid));
    return row?.passwordHash ?? '';
  };

  const providerRecordsOf = async (uid: string): Promise<number> =>
    (
      await database.db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${String(pks.get(uid))}`)
    ).length;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    app = await createServer(testConfig(), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bound = boundOrigin(app, '127.0.0.1');
    if (!bound) throw new Error('not listening');
    origin = bound;
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it("[ASVS V7.5.2] [S2.45] lists the caller's live sessions only, the latest used first, the current one flagged, as readable devices", async () => {
    const uid = await account('liste');
    const other = await account('autre.liste');
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    const stranger = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    await signIn(stranger, other, PASSWORD, IPHONE_SAFARI);
    const pk = pks.get(uid) ?? 0;
    // An expired session and one left unused past the idle limit: ended, never listed.
    const longAgo = new Date(Date.now() - SESSION_TTL_MS - 60_000);
    await createSession(database.db, pk, { userAgent: ANDROID_CHROME }, longAgo);
    const idle = await createSession(database.db, pk, { userAgent: ANDROID_CHROME });
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - CUSTOMER_IDLE_MS - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle.token)));
    // The phone was used after the laptop signed in.
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() + 1000) })
      .where(eq(sessions.tokenHash, hashToken(phone.cookie(SESSION_COOKIE) ?? '')));

    const answer = await call(laptop, 'GET', '/user/sessions');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(answer.body) as { canChangePassword: boolean; sessions: SessionView[] };
    expect(body.canChangePassword).toBe(true);
    expect(body.sessions.map(({ current, device }) => ({ current, device }))).toEqual([
      { current: false, device: 'Chrome sur Android' },
      { current: true, device: 'Firefox sur Windows' },
    ]);
    for (const session of body.sessions) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(session.lastSeenAt))).toBe(false);
    }
    // The public id is not the token's hash, and neither the hash nor the raw User-Agent leaves.
    const stored = await database.db
      .select({ id: sessions.id, tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.customerPk, pk));
    for (const row of stored) {
      expect(row.id).not.toBe(row.tokenHash);
      expect(answer.body).not.toContain(row.tokenHash);
    }
    expect(answer.body).not.toContain('Mozilla');

    const strangers = await sessionsOf(stranger);
    expect(strangers.map(({ current, device }) => ({ current, device }))).toEqual([
      { current: true, device: 'Safari sur iPhone' },
    ]);
  });

  it('[ASVS V7.5.2] keeps a capped User-Agent with the session opened at sign-in', async () => {
    const uid = await account('agent');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD, `${ANDROID_CHROME} ${'x'.repeat(2000)}`);
    const [row] = await database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(browser.cookie(SESSION_COOKIE) ?? '')));
    expect(row?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(row?.userAgent?.startsWith(ANDROID_CHROME)).toBe(true);
  });

  it("[ASVS V7.5.2] ends one of the caller's own sessions, and never another account's", async () => {
    const uid = await account('une');
    const other = await account('autre.une');
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    const stranger = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    await signIn(stranger, other, PASSWORD, IPHONE_SAFARI);
    const phoneSession = await currentOf(phone);
    const laptopSession = await currentOf(laptop);

    // Another account's session, and an id no session has: the same 404, nothing ended.
    for (const id of [laptopSession.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(stranger, 'DELETE', `/user/sessions/${id}`);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body)).toEqual({
        status: 404,
        code: 'SESSION_NOT_FOUND',
        message: accountSecurityMessages.sessionNotFound,
      });
    }
    expect(await statusOf(laptop)).toBe(200);
    expect(await statusOf(stranger)).toBe(200);
    // Not an id at all.
    expect((await call(laptop, 'DELETE', '/user/sessions/not-an-id')).status).toBe(400);

    const ended = await call(laptop, 'DELETE', `/user/sessions/${phoneSession.id}`);
    expect(ended.status).toBe(204);
    expect(ended.setCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await statusOf(phone)).toBe(401);
    expect(await statusOf(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((session) => session.id)).toEqual([laptopSession.id]);
    // Ended already: 404.
    expect((await call(laptop, 'DELETE', `/user/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it('[ASVS V7.5.2] ending the current session is a logout: its cookies are cleared', async () => {
    const uid = await account('moi');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD, WINDOWS_FIREFOX);
    const { id } = await currentOf(browser);
    const ended = await call(browser, 'DELETE', `/user/sessions/${id}`);
    expect(ended.status).toBe(204);
    expect(ended.setCookies.get(SESSION_COOKIE)).toBe('');
    expect(ended.setCookies.get(XSRF_COOKIE)).toBe('');
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await statusOf(browser)).toBe(401);
  });

  it("[ASVS V7.5.2] [ASVS V7.4.3] ends every other session of the caller, at the app and at the provider, keeps the current one and touches no other account's", async () => {
    const uid = await account('autres');
    const other = await account('autre.autres');
    const phone = new TestBrowser(origin);
    const tablet = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    const stranger = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(tablet, uid, PASSWORD, IPHONE_SAFARI);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    await signIn(stranger, other, PASSWORD, IPHONE_SAFARI);
    expect(await providerRecordsOf(uid)).toBeGreaterThan(0);
    const strangerRecords = await providerRecordsOf(other);
    expect(strangerRecords).toBeGreaterThan(0);

    const answer = await call(laptop, 'POST', '/user/sessions/end-others');
    expect(answer.status).toBe(204);
    expect(await statusOf(phone)).toBe(401);
    expect(await statusOf(tablet)).toBe(401);
    expect(await statusOf(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
    expect(await providerRecordsOf(uid)).toBe(0);
    expect(await statusOf(stranger)).toBe(200);
    expect(await providerRecordsOf(other)).toBe(strangerRecords);
  });

  it('[ASVS V6.2.3] refuses a password change with a wrong current password, counts it as a failed sign-in, and locks after 5', async () => {
    const uid = await account('devine');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD, WINDOWS_FIREFOX);
    const before = await passwordHashOf(uid);
    const wrong = { currentPassword: 'Pas-le-bon-1234', newPassword: NEW_PASSWORD };

    const refused = await call(browser, 'POST', '/user/password', {
      ...wrong,
      endOtherSessions: true,
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({
      status: 400,
      code: 'WRONG_PASSWORD',
      message: accountSecurityMessages.wrongCurrentPassword,
    });
    const [counted] = await database.db
      .select({ failures: signInFailures.failures })
      .from(signInFailures)
      .where(eq(signInFailures.uid, uid));
    expect(counted?.failures).toBe(1);
    expect(await passwordHashOf(uid)).toBe(before);

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const again = await call(browser, 'POST', '/user/password', {
        ...wrong,
        endOtherSessions: false,
      });
      expect(again.status).toBe(400);
    }
    // Locked: even the right current password is refused, and the sign-in page is locked too.
    const locked = await call(browser, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: false,
    });
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: accountSecurityMessages.tooManyAttempts,
    });
    expect(await passwordHashOf(uid)).toBe(before);
    const signInPage = await tryPassword(new TestBrowser(origin), uid, PASSWORD);
    expect(signInPage.status).toBe(429);
    expect(signInPage.body).toContain(identityMessages.tooManyAttempts);
    // The session itself is not ended by the failures.
    expect(await statusOf(browser)).toBe(200);
  });

  it.each([
    ['too short', 'Court1', identityMessages.passwordRule, 'WEAK_PASSWORD'],
    ['too long', 'x'.repeat(129), identityMessages.passwordRule, 'WEAK_PASSWORD'],
    ['common', 'azertyuiop', identityMessages.passwordCommon, 'WEAK_PASSWORD'],
    ['with the name', 'Martin-Claire-99', identityMessages.passwordContext, 'WEAK_PASSWORD'],
    ['with the site name', 'ma-naissance-2026', identityMessages.passwordContext, 'WEAK_PASSWORD'],
    ['the current one', PASSWORD, accountSecurityMessages.samePassword, 'SAME_PASSWORD'],
  ])(
    '[ASVS V6.2.2] refuses a new password %s with the French message, and changes nothing',
    async (_case, newPassword, message, code) => {
      const uid = await account(`faible.${code.toLowerCase()}.${newPassword.length}`);
      const browser = new TestBrowser(origin);
      await signIn(browser, uid, PASSWORD);
      const before = await passwordHashOf(uid);
      const answer = await call(browser, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        newPassword,
        endOtherSessions: true,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ status: 400, code, message });
      expect(await passwordHashOf(uid)).toBe(before);
      const failures = await database.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.uid, uid));
      expect(failures).toEqual([]);
    },
  );

  it('[ASVS V6.2.2] [ASVS V6.2.3] [ASVS V7.4.3] changes the password, which signs in alone afterwards, and ends the other sessions when asked', async () => {
    const uid = await account('change');
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    const before = await passwordHashOf(uid);

    const answer = await call(laptop, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: true,
    });
    expect(answer.status).toBe(204);
    const after = await passwordHashOf(uid);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after, NEW_PASSWORD)).toBe(true);
    expect(await statusOf(laptop)).toBe(200);
    expect(await statusOf(phone)).toBe(401);
    expect(await providerRecordsOf(uid)).toBe(0);

    const old = await tryPassword(new TestBrowser(origin), uid, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body).toContain(identityMessages.wrongCredentials);
    const again = new TestBrowser(origin);
    await signIn(again, uid, NEW_PASSWORD, IPHONE_SAFARI);
    expect(await statusOf(again)).toBe(200);
  });

  it('[ASVS V7.4.3] keeps the other sessions when the customer does not ask to end them', async () => {
    const uid = await account('garde');
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    const answer = await call(laptop, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: false,
    });
    expect(answer.status).toBe(204);
    expect(await statusOf(phone)).toBe(200);
    expect(await statusOf(laptop)).toBe(200);
    expect(await verifyPassword(await passwordHashOf(uid), NEW_PASSWORD)).toBe(true);
  });

  it('[S7.1] [ASVS V6.2.3] [ASVS V7.5.2] refuses the password change and the session calls without the XSRF header, changing nothing', async () => {
    const uid = await account('xsrf');
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    await signIn(phone, uid, PASSWORD, ANDROID_CHROME);
    await signIn(laptop, uid, PASSWORD, WINDOWS_FIREFOX);
    const phoneSession = await currentOf(phone);
    const before = await passwordHashOf(uid);
    const attempts = [
      call(
        laptop,
        'POST',
        '/user/password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: true },
        { xsrf: false },
      ),
      call(laptop, 'DELETE', `/user/sessions/${phoneSession.id}`, undefined, { xsrf: false }),
      call(laptop, 'POST', '/user/sessions/end-others', undefined, { xsrf: false }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    }
    expect(await passwordHashOf(uid)).toBe(before);
    expect(await statusOf(phone)).toBe(200);
  });

  it('[S6.2] answers 401 to a visitor who is not signed in', async () => {
    const visitor = new TestBrowser(origin);
    const answers = [
      await call(visitor, 'GET', '/user/sessions'),
      await call(visitor, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        endOtherSessions: true,
      }),
      await call(visitor, 'DELETE', '/user/sessions/00000000-0000-4000-8000-000000000000'),
      await call(visitor, 'POST', '/user/sessions/end-others'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('[S6.4] [ASVS V6.2.2] staff change their own password through the API too (they have no Parameters screen)', async () => {
    const uid = await account('vendeuse', ['SELLER']);
    const till = new TestBrowser(origin);
    await signIn(till, uid, PASSWORD, WINDOWS_FIREFOX);
    expect((await sessionsOf(till)).map((session) => session.current)).toEqual([true]);
    const answer = await call(till, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: true,
    });
    expect(answer.status).toBe(204);
    expect(await verifyPassword(await passwordHashOf(uid), NEW_PASSWORD)).toBe(true);
  });
});

describe('account security with an external OpenID provider (OIDC_ISSUER)', () => {
  const server = useTestApp({
    env: {
      OIDC_ISSUER: 'https://connexion.example.test',
      OIDC_CLIENT_ID: 'ldn-web',
      OIDC_CLIENT_SECRET: 'a-client-secret-of-the-provider',
    },
    arrange: async (database) => {
      await database.db.insert(customers).values({
        uid: 'externe@example.fr',
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Claire',
        lastName: 'Martin',
        country: 'FR',
      });
    },
  });

  it('[ASVS V6.2.2] passwords are the provider’s: the change answers 404 PASSWORD_MANAGED_ELSEWHERE and the sessions say canChangePassword false', async () => {
    const customer = await signInAs(server.database, 'externe@example.fr');
    const before = await server.database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.uid, 'externe@example.fr'));
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/user/password',
      cookies: customer.cookies,
      headers: customer.headers,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: true },
    });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({
      status: 404,
      code: 'PASSWORD_MANAGED_ELSEWHERE',
      message: accountSecurityMessages.passwordManagedElsewhere,
    });
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      cookies: customer.cookies,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ canChangePassword: false, sessions: [{ current: true }] });
    const after = await server.database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.uid, 'externe@example.fr'));
    expect(after).toEqual(before);
  });
});

/**
 * ASVS V6.2.12 at the password change, against a local range API
 * (test-support/pwned-passwords-stub.ts): a server pointed at it, logging to a capture.
 */
describe('account security: breached passwords at the password change (ASVS V6.2.12)', () => {
  const BREACHED = 'Bebe2026ok!';
  const PADDED = 'Hochet-Vert-2026';
  let database: Database;
  let dispose: () => Promise<void>;
  let stub: PwnedPasswordsStub;
  let app: Server;
  let origin: string;
  const capture = capturingLogger();

  /** A customer of his own for one test: Claire Martin, `<name>@example.fr`. */
  async function account(name: string): Promise<string> {
    const uid = `${name}@example.fr`;
    await database.db.insert(customers).values({
      uid,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Claire',
      lastName: 'Martin',
      country: 'FR',
    });
    return uid;
  }

  const passwordHashOf = async (uid: string): Promise<string> =>
    (
      await database.db
        .select({ passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.uid, uid))
    )[0]?.passwordHash ?? '';

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    stub = await startPwnedPasswordsStub({ breached: { [BREACHED]: 52 }, padded: [PADDED] });
    app = await createServer(
      testConfig({ LDN_BREACHED_PASSWORDS_URL: stub.url, LOG_LEVEL: 'info' }),
      { database, logger: capture.logger },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const bound = boundOrigin(app, '127.0.0.1');
    if (!bound) throw new Error('not listening');
    origin = bound;
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
    await dispose();
  });
  beforeEach(() => {
    stub.mode = 'answer';
  });

  it('[ASVS V6.2.12] refuses a new password known from a data breach: 400 WEAK_PASSWORD in French, only the hash prefix sent, nothing changed', async () => {
    const uid = await account('fuite');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD);
    const before = await passwordHashOf(uid);
    stub.requests.length = 0;
    const answer = await call(browser, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: BREACHED,
      endOtherSessions: true,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      status: 400,
      code: 'WEAK_PASSWORD',
      message: identityMessages.passwordBreached,
    });
    expect(await passwordHashOf(uid)).toBe(before);
    expect(await statusOf(browser)).toBe(200);
    const hash = sha1Hex(BREACHED);
    // One request, for the new password: the current one is never sent.
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.url).toBe(`/range/${hash.slice(0, 5)}`);
    expect(stub.requests[0]?.headers['add-padding']).toBe('true');
    expect(stub.requests[0]?.body).toBe('');
    const sent = JSON.stringify(stub.requests);
    for (const secret of [BREACHED, PASSWORD, hash.slice(5)]) {
      expect(sent.toUpperCase()).not.toContain(secret.toUpperCase());
    }
  });

  it('[ASVS V6.2.12] asks nothing of the service for a new password refused by the local rules or equal to the current one', async () => {
    const uid = await account('locale');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD);
    stub.requests.length = 0;
    for (const [newPassword, code] of [
      ['Court1', 'WEAK_PASSWORD'],
      ['azertyuiop', 'WEAK_PASSWORD'],
      [PASSWORD, 'SAME_PASSWORD'],
    ] as const) {
      const answer = await call(browser, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        newPassword,
        endOtherSessions: false,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code });
    }
    expect(stub.requests).toEqual([]);
  });

  it('[ASVS V6.2.12] changes the password when it is absent from its range, or there only as a padding line of count 0', async () => {
    for (const [name, newPassword] of [
      ['propre', NEW_PASSWORD],
      ['padding', PADDED],
    ] as const) {
      const uid = await account(name);
      const browser = new TestBrowser(origin);
      await signIn(browser, uid, PASSWORD);
      const answer = await call(browser, 'POST', '/user/password', {
        currentPassword: PASSWORD,
        newPassword,
        endOtherSessions: false,
      });
      expect(answer.status).toBe(204);
      expect(await verifyPassword(await passwordHashOf(uid), newPassword)).toBe(true);
    }
  });

  it('[ASVS V6.2.12] fails open when the service is down: 204, the password changed, and a warning without the password logged', async () => {
    const uid = await account('panne');
    const browser = new TestBrowser(origin);
    await signIn(browser, uid, PASSWORD);
    stub.mode = 'fail';
    stub.requests.length = 0;
    const answer = await call(browser, 'POST', '/user/password', {
      currentPassword: PASSWORD,
      newPassword: BREACHED,
      endOtherSessions: false,
    });
    expect(answer.status).toBe(204);
    expect(await verifyPassword(await passwordHashOf(uid), BREACHED)).toBe(true);
    expect(stub.requests).toHaveLength(1);
    expectFailOpenWarning(capture.lines(), BREACHED);
  });
});
