import { validationMessages } from '@ldn/domain';
import { eq } from 'drizzle-orm';
import type { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRINCIPAL_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { endSessions, UnknownAccountError } from './end-sessions';
import { requireLogin } from './guards';
import { hashPassword } from './password';
import { CUSTOMER_IDLE_MS, deleteSession, expireAccess, hashToken } from './session-store';
import type { Database } from '../db/database';
import { customers, oidcPayloads, sessions, stores } from '../db/schema';
import { createServer, type Server } from '../server';
import {
  sha1Hex,
  startPwnedPasswordsStub,
  type PwnedPasswordsStub,
  expectFailOpenWarning,
} from '../test-support/pwned-passwords-stub';
import { openTestDatabase, rowsOf } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { sql } from 'drizzle-orm';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { boundOrigin } from './identity-runtime';
import { LOGIN_STATE_COOKIE } from './login-state';
import {
  TestBrowser,
  formAction,
  hiddenFields,
  linkHref,
  openLoginPage,
  type BrowserResponse,
} from '../test-support/test-browser';
import { capturingLogger } from '../test-support/capturing-logger';

/**
 * The whole sign-in over real HTTP, as a browser walks it: the application's `/login`, the
 * embedded provider, its French pages, back to `/oauth_callback`, and the session that follows.
 * One listening server over one database for the file.
 */

const PASSWORD = 'Naissance2026!';

/** A probe of what the server knows of the caller, behind `requireLogin`. */
interface Me {
  readonly pk: string;
  readonly roles: readonly string[];
  readonly storeCode: string | null;
}

async function startServer(
  database: Database,
  options: { env?: Record<string, string>; logger?: ReturnType<typeof pino> } = {},
): Promise<{ app: Server; origin: string }> {
  const app = await createServer(testConfig(options.env), {
    database,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  app.get('/api/probe/me', { preHandler: requireLogin }, async (request): Promise<Me> => ({
    pk: request.currentUser?.pk ?? '',
    roles: request.currentUser?.roles ?? [],
    storeCode: request.currentUser?.storeCode ?? null,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = boundOrigin(app, '127.0.0.1');
  if (!origin) throw new Error('not listening');
  return { app, origin };
}

/** From the provider's redirect after a successful form post to the application's landing. */
async function completeSignIn(
  browser: TestBrowser,
  posted: BrowserResponse,
): Promise<BrowserResponse> {
  expect(posted.status).toBe(303);
  const resumed = await browser.get(posted.location ?? '');
  expect(resumed.status).toBe(303);
  expect(resumed.location).toMatch(`${browser.origin}/oauth_callback?`);
  return browser.get(resumed.location ?? '');
}

/** The whole sign-in with an e-mail and a password; the answer of `/oauth_callback`. */
async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  redirect = '/list',
): Promise<BrowserResponse> {
  const page = await openLoginPage(browser, redirect);
  const posted = await browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    email,
    password,
  });
  return completeSignIn(browser, posted);
}

function me(browser: TestBrowser): Promise<BrowserResponse> {
  return browser.get('/api/probe/me');
}

describe('sign-in through the embedded OpenID provider', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;
  let parentPk: string;
  let sellerPk: string;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.db.insert(stores).values({
      storeCode: '0042',
      name: 'Magasin de Lyon',
      address: '1 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      latitude: 45.76,
      longitude: 4.83,
      posSystemName: 'WINSHOP',
    });
    const passwordHash = await hashPassword(PASSWORD);
    const inserted = await database.db
      .insert(customers)
      .values([
        {
          uid: 'parent@example.fr',
          passwordHash,
          firstName: 'Claire',
          lastName: 'Martin',
          country: 'FR',
        },
        {
          uid: 'vendeur@example.fr',
          passwordHash,
          firstName: 'Hugo',
          lastName: 'Bernard',
          roles: ['SELLER'],
          storeCode: '0042',
        },
        {
          uid: 'guess@example.fr',
          passwordHash,
          firstName: 'Paul',
          lastName: 'Petit',
          country: 'FR',
        },
      ])
      .returning({ pk: customers.pk, uid: customers.uid });
    parentPk = String(inserted.find((row) => row.uid === 'parent@example.fr')?.pk);
    sellerPk = String(inserted.find((row) => row.uid === 'vendeur@example.fr')?.pk);
    ({ app, origin } = await startServer(database));
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('[S2.22] [S2.30] signs in with e-mail and password, lands on the asked page, with the session, XSRF and principal cookies', async () => {
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Connexion</h1>');
    expect(page.body).toContain('<label for="email">E-mail</label>');
    expect(page.body).toContain('<label for="password">Mot de passe</label>');
    expect(page.body).toContain('Se connecter');
    expect(page.body).toContain('Créer un compte');

    const landing = await signIn(browser, 'Parent@Example.fr', PASSWORD);
    expect(landing.status).toBe(302);
    expect(landing.location).toBe(`${origin}/list`);
    expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(landing.setCookies.get(XSRF_COOKIE)).toBeTruthy();
    expect(landing.setCookies.get(PRINCIPAL_COOKIE)).toBe(parentPk);
    expect(landing.setCookies.get(LOGIN_STATE_COOKIE)).toBe('');
    // ASVS V3.3.2, V3.3.4: every cookie SameSite=Lax on the whole site; the session's HttpOnly,
    // the XSRF token's readable by the app's scripts (it echoes it), as the principal's.
    const attributes = new Map(
      landing.headers.getSetCookie().map((line) => {
        const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
        return [pair.split('=')[0], rest.map((part) => part.toLowerCase())] as const;
      }),
    );
    for (const name of [SESSION_COOKIE, XSRF_COOKIE, PRINCIPAL_COOKIE]) {
      expect(attributes.get(name), name).toEqual(
        expect.arrayContaining(['path=/', 'samesite=lax']),
      );
    }
    expect(attributes.get(SESSION_COOKIE)).toContain('httponly');
    expect(attributes.get(XSRF_COOKIE)).not.toContain('httponly');
    const answer = await me(browser);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ pk: parentPk, roles: [] });

    const [stored] = await database.db
      .select({ idToken: sessions.idToken })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(browser.cookie(SESSION_COOKIE) ?? '')));
    expect(stored?.idToken).toMatch(/^ey/);
  });

  it('serves the sign-in pages under the security headers, with no inline script', async () => {
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a wrong password with the French message, announced, and opens no session', async () => {
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    const answer = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: 'parent@example.fr',
      password: 'not-the-password1',
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain(
      `role="alert" id="form-error">${identityMessages.wrongCredentials}</div>`,
    );
    expect(answer.body).toContain('value="parent@example.fr"');
    expect(answer.setCookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookie('ldn_op_session')).toBeUndefined();
    expect((await me(browser)).status).toBe(401);
    // The same answer for an address nobody has: it reveals nothing.
    const unknown = await browser.postForm(formAction(answer.body, origin), {
      ...hiddenFields(answer.body),
      email: 'nobody@example.fr',
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toContain(identityMessages.wrongCredentials);
  });

  it('locks an address after 5 failed sign-ins, even for the right password', async () => {
    const browser = new TestBrowser(origin);
    let page = await openLoginPage(browser);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      page = await browser.postForm(formAction(page.body, origin), {
        ...hiddenFields(page.body),
        email: 'guess@example.fr',
        password: `guess-${attempt}`,
      });
      expect(page.status).toBe(401);
    }
    const locked = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: 'guess@example.fr',
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(escapeHtml(identityMessages.tooManyAttempts));
    expect(locked.setCookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a form post without the token of its interaction', async () => {
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    const answer = await browser.postForm(formAction(page.body, origin), {
      email: 'parent@example.fr',
      password: PASSWORD,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(escapeHtml(identityMessages.formExpired));
  });

  it('[S2.29] never redirects to another site after signing in', async () => {
    for (const redirect of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      const browser = new TestBrowser(origin);
      const landing = await signIn(browser, 'parent@example.fr', PASSWORD, redirect);
      expect(landing.status).toBe(302);
      expect(landing.location).toBe(`${origin}/`);
      // Signed in already: /login goes straight to the (checked) destination.
      const again = await browser.get(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(again.location).toBe(`${origin}/`);
    }
  });

  it('[S2.29] [ASVS V3.7.2] after the password, /oauth_callback and a signed-in /login stay on the site for the whole family of escapes', async () => {
    const escapes = [
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2f%2fevil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '///evil.example',
      'https:evil.example',
      'javascript:alert(1)',
    ];
    // One sign-in per target: the target travels in the sealed login state to the callback.
    for (const redirect of escapes) {
      const browser = new TestBrowser(origin);
      const landing = await signIn(browser, 'parent@example.fr', PASSWORD, redirect);
      expect(landing.status, redirect).toBe(302);
      expect(landing.location, redirect).toBe(`${origin}/`);
    }
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD, '/list');
    for (const redirect of escapes) {
      const again = await browser.get(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(again.status, redirect).toBe(302);
      expect(again.location, redirect).toBe(`${origin}/`);
    }
    // A path of the site is still kept, dot segments resolved.
    const kept = await browser.get(
      `/login?redirect=${encodeURIComponent('/list/./abc/../xyz?a=1')}`,
    );
    expect(kept.location).toBe(`${origin}/list/xyz?a=1`);
  });

  it('[S2.29] [ASVS V3.7.2] after a sign-up, /oauth_callback stays on the site', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser, '/.//evil.example/phish');
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    const posted = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      titleCode: 'mr',
      firstName: 'Malo',
      lastName: 'Redirigé',
      email: 'malo.redirige@example.fr',
      phone: '06 12 34 56 79',
      password: 'Berceau-vert-2027',
      passwordConfirmation: 'Berceau-vert-2027',
    });
    const landing = await completeSignIn(browser, posted);
    expect(landing.status).toBe(302);
    expect(landing.location).toBe(`${origin}/`);
  });

  it('[ASVS V6.2.1] refuses at sign-up a password that is blank once trimmed, and creates no account', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser);
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    const answer = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      titleCode: 'mrs',
      firstName: 'Inès',
      lastName: 'Blanc',
      email: 'ines.blanc@example.fr',
      phone: '06 12 34 56 70',
      password: ' '.repeat(12),
      passwordConfirmation: ' '.repeat(12),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(escapeHtml(identityMessages.passwordBlank));
    expect(answer.setCookies.has(SESSION_COOKIE)).toBe(false);
    const created = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from customers where uid = 'ines.blanc@example.fr'`,
    );
    expect(created[0]?.n).toBe(0);
  });

  it('[S6.1] [S3.1] signs a SELLER in with the role and the store', async () => {
    const browser = new TestBrowser(origin);
    const landing = await signIn(browser, 'vendeur@example.fr', PASSWORD, '/seller');
    expect(landing.location).toBe(`${origin}/seller`);
    const answer = await me(browser);
    expect(JSON.parse(answer.body)).toEqual({ pk: sellerPk, roles: ['SELLER'], storeCode: '0042' });
  });

  it("[S2.36] 'Créer un compte' (/login?ecran=inscription) opens the sign-up form at once; its 'Se connecter' leads to the sign-in", async () => {
    const browser = new TestBrowser(origin);
    const login = await browser.get('/login?redirect=%2F&ecran=inscription');
    expect(login.status).toBe(302);
    expect(new URL(login.location ?? '').searchParams.get('screen_hint')).toBe('signup');
    const authorize = await browser.get(login.location ?? '');
    expect(authorize.status).toBe(303);
    const interaction = await browser.get(authorize.location ?? '');
    expect(interaction.status).toBe(303);
    expect(interaction.location).toMatch(/\/oidc\/interaction\/[^/]+\/signup$/);
    const page = await browser.get(interaction.location ?? '');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Création de compte</h1>');
    const signIn = await browser.get(linkHref(page.body, 'Se connecter', origin));
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('<h1>Connexion</h1>');
    expect(signIn.body).toContain('Connectez-vous pour retrouver votre liste de naissance.');
  });

  it('[S2.14] [S6.4] the sign-in of a staff page speaks to staff, offers no sign-up, and still signs a SELLER in', async () => {
    for (const redirect of ['/seller', '/kiosk/seller']) {
      const browser = new TestBrowser(origin);
      const page = await openLoginPage(browser, redirect);
      expect(page.body, redirect).toContain('<h1>Connexion vendeur</h1>');
      expect(page.body, redirect).toContain(
        'Espace réservé aux conseillers et conseillères des magasins : connectez-vous avec votre compte professionnel.',
      );
      expect(page.body, redirect).not.toContain('Connectez-vous pour retrouver votre liste de naissance.');
      expect(page.body, redirect).not.toContain('Créer un compte');
    }
    const customerPage = await openLoginPage(new TestBrowser(origin), '/list');
    expect(customerPage.body).toContain('Connectez-vous pour retrouver votre liste de naissance.');
    expect(customerPage.body).toContain('Créer un compte');
    const browser = new TestBrowser(origin);
    const wrong = await openLoginPage(browser, '/seller');
    const refused = await browser.postForm(formAction(wrong.body, origin), {
      ...hiddenFields(wrong.body),
      email: 'vendeur@example.fr',
      password: 'pas le bon',
    });
    expect(refused.body).toContain('<h1>Connexion vendeur</h1>');
  });

  it('[S5.12] [S5.13] [S3.1] creates an account at sign-up (France by default, phone normalised, password hashed) and signs in', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser, '/list/new');
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Création de compte</h1>');
    expect(page.body).toContain('<legend>Civilité</legend>');
    for (const label of [
      'Madame',
      'Monsieur',
      'Prénom',
      'Nom',
      'Téléphone',
      'Confirmation du mot de passe',
    ]) {
      expect(page.body).toContain(label);
    }
    expect(page.body).toContain('<option value="FR" selected>France</option>');

    const posted = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      titleCode: 'mrs',
      firstName: ' Léa ',
      lastName: 'Durand-Lefèvre',
      email: 'Lea.Durand@Example.fr',
      phone: '06 12 34 56 78',
      password: 'bebe2026ok',
      passwordConfirmation: 'bebe2026ok',
    });
    const landing = await completeSignIn(browser, posted);
    expect(landing.location).toBe(`${origin}/list/new`);

    const [account] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.uid, 'lea.durand@example.fr'));
    expect(account).toMatchObject({
      uid: 'lea.durand@example.fr',
      titleCode: 'mrs',
      firstName: 'Léa',
      lastName: 'Durand-Lefèvre',
      phone: '0612345678',
      country: 'FR',
      roles: [],
    });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain('bebe2026ok');
    const answer = await me(browser);
    expect(JSON.parse(answer.body)).toMatchObject({ pk: String(account?.pk) });
  });

  it('[S5.7] [S5.8] [S5.9] refuses a sign-up with faulty fields, naming each one in French', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser);
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    const answer = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      firstName: 'Léa',
      lastName: '',
      email: 'lea@',
      phone: '12345',
      password: 'short',
      passwordConfirmation: 'short',
      country: 'FR',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(
      `role="alert" id="form-error">${escapeHtml(identityMessages.formHasErrors)}`,
    );
    expect(answer.body).toContain(escapeHtml(identityMessages.titleRequired));
    expect(answer.body).toContain(escapeHtml(validationMessages.DEFAULT_INPUT_ERROR));
    expect(answer.body).toContain(escapeHtml(validationMessages.INVALID_EMAIL));
    expect(answer.body).toContain(escapeHtml(validationMessages.INVALID_PHONE_NUMBER));
    expect(answer.body).toContain(escapeHtml(identityMessages.passwordRule));
    expect(answer.body).toContain(
      'id="phone" name="phone" type="tel" autocomplete="tel-national" required value="12345" aria-invalid="true"',
    );
    // The civilité is the first faulty field: it gets the focus.
    expect(answer.body).toMatch(/name="titleCode" value="mrs" required autofocus/);
    expect(answer.setCookies.has(SESSION_COOKIE)).toBe(false);
    const created = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from customers where uid = 'lea@'`,
    );
    expect(created[0]?.n).toBe(0);
  });

  it('refuses a sign-up with an e-mail address that already has an account', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser);
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    const answer = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      titleCode: 'mr',
      firstName: 'Jean',
      lastName: 'Martin',
      email: 'PARENT@example.fr',
      phone: '0612345678',
      password: 'motdepasse1',
      passwordConfirmation: 'motdepasse1',
      country: 'FR',
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toContain(escapeHtml(identityMessages.emailTaken));
    const [parent] = await database.db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.uid, 'parent@example.fr'));
    expect(parent?.firstName).toBe('Claire');
  });

  it('[S7.1] POST /api/user/getCodeToken renews an expired access, and answers 401 once the session has ended', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD);
    const tokenHash = hashToken(browser.cookie(SESSION_COOKIE) ?? '');
    await expireAccess(database.db, tokenHash);
    const expired = await me(browser);
    expect(expired.status).toBe(401);
    expect(JSON.parse(expired.body)).toMatchObject({ code: 'ACCESS_EXPIRED' });

    const xsrf = { [XSRF_HEADER]: browser.cookie(XSRF_COOKIE) ?? '' };
    const renewed = await browser.postForm('/api/user/getCodeToken', {}, xsrf);
    expect(renewed.status).toBe(200);
    expect(JSON.parse(renewed.body)).toEqual({ status: 'OK' });
    expect((await me(browser)).status).toBe(200);

    await deleteSession(database.db, tokenHash);
    const ended = await browser.postForm('/api/user/getCodeToken', {}, xsrf);
    expect(ended.status).toBe(401);
    expect(JSON.parse(ended.body)).toMatchObject({ status: 401, code: 'SESSION_ENDED' });
  });

  it('[ASVS V7.3.1] a session ended for idleness asks for the password again: the provider’s own session signs nobody in', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - CUSTOMER_IDLE_MS - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(browser.cookie(SESSION_COOKIE) ?? '')));
    expect((await me(browser)).status).toBe(401);

    const page = await openLoginPage(browser);
    expect(page.body).toContain('<label for="password">Mot de passe</label>');
    const landing = await signIn(browser, 'parent@example.fr', PASSWORD);
    expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
    expect((await me(browser)).status).toBe(200);
  });

  it('[S7.48] logs out: session row deleted, cookies cleared, provider session ended, French logout page', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD);
    const tokenHash = hashToken(browser.cookie(SESSION_COOKIE) ?? '');

    const logout = await browser.get('/logout');
    expect(logout.status).toBe(302);
    expect(logout.location).toMatch(`${origin}/oidc/session/end?`);
    for (const name of [SESSION_COOKIE, XSRF_COOKIE, PRINCIPAL_COOKIE]) {
      expect(logout.setCookies.get(name)).toBe('');
    }
    const rows = await database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(rows).toHaveLength(0);

    // The provider's confirmation submits itself (script from this origin) when asked by the app.
    const confirm = await browser.get(logout.location ?? '');
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('data-auto-submit');
    expect(confirm.body).toContain('<script src="/oidc/assets/logout-confirm.js" defer></script>');
    const script = await browser.get('/oidc/assets/logout-confirm.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const ended = await browser.postForm(formAction(confirm.body, origin), {
      ...hiddenFields(confirm.body),
      logout: 'yes',
    });
    expect(ended.status).toBe(303);
    expect(ended.location).toBe(`${origin}/logged-out`);
    const page = await browser.get(ended.location ?? '');
    expect(page.body).toContain(identityMessages.loggedOut);
    expect(page.body).toContain(`href="/">${escapeHtml(identityMessages.backHome)}</a>`);

    expect((await me(browser)).status).toBe(401);
    // The provider forgot the browser too: the next sign-in asks for the password again.
    await openLoginPage(browser);
  });

  it('[ASVS V7.2.4] a session planted in a browser during its sign-in is not adopted: the sign-in issues a new one and ends the planted one', async () => {
    const attacker = new TestBrowser(origin);
    await signIn(attacker, 'vendeur@example.fr', PASSWORD);
    const planted = attacker.cookie(SESSION_COOKIE) ?? '';
    expect((await me(attacker)).status).toBe(200);

    // The victim opens the sign-in page, then gets the attacker's cookie before posting it.
    const victim = new TestBrowser(origin);
    const page = await openLoginPage(victim);
    victim.plantCookie(SESSION_COOKIE, planted);
    const posted = await victim.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: 'parent@example.fr',
      password: PASSWORD,
    });
    await completeSignIn(victim, posted);
    expect(victim.cookie(SESSION_COOKIE)).toBeTruthy();
    expect(victim.cookie(SESSION_COOKIE)).not.toBe(planted);
    expect(JSON.parse((await me(victim)).body)).toMatchObject({ pk: parentPk });
    // The planted token leads nowhere: not to the victim, not even to its first owner.
    expect((await me(attacker)).status).toBe(401);

    // A value the attacker made up is never a session: anonymous, and cleared.
    const made = new TestBrowser(origin);
    made.plantCookie(SESSION_COOKIE, 'chosen-by-the-attacker');
    const answer = await me(made);
    expect(answer.status).toBe(401);
    expect(answer.setCookies.get(SESSION_COOKIE)).toBe('');
  });

  it('[S7.48] a session cookie and XSRF token replayed after logout are worth nothing', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD);
    const token = browser.cookie(SESSION_COOKIE) ?? '';
    const xsrfToken = browser.cookie(XSRF_COOKIE) ?? '';
    expect((await browser.get('/logout')).status).toBe(302);

    const replay = new TestBrowser(origin);
    replay.plantCookie(SESSION_COOKIE, token);
    replay.plantCookie(XSRF_COOKIE, xsrfToken);
    expect((await me(replay)).status).toBe(401);
    const posted = await replay.postForm(
      '/api/user/getCodeToken',
      {},
      { [XSRF_HEADER]: xsrfToken },
    );
    expect(posted.status).toBe(401);
    expect(JSON.parse(posted.body)).toMatchObject({ status: 401 });
  });

  it('[ASVS V7.4.5] an operator ends one account’s sessions, on the app and at the provider, and no one else’s', async () => {
    const phone = new TestBrowser(origin);
    const laptop = new TestBrowser(origin);
    const till = new TestBrowser(origin);
    await signIn(phone, 'parent@example.fr', PASSWORD);
    await signIn(laptop, 'parent@example.fr', PASSWORD);
    await signIn(till, 'vendeur@example.fr', PASSWORD);
    const held = async (pk: string) => ({
      sessions: (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.customerPk, Number(pk)))
      ).length,
      providerRecords: (
        await database.db
          .select()
          .from(oidcPayloads)
          .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${pk}`)
      ).length,
    });
    const parentBefore = await held(parentPk);
    const sellerBefore = await held(sellerPk);
    expect(parentBefore.sessions).toBeGreaterThanOrEqual(2);
    expect(parentBefore.providerRecords).toBeGreaterThan(0);

    // The e-mail is matched whatever its case (citext), as at sign-in.
    await expect(endSessions(database.db, { uid: ' Parent@Example.fr ' })).resolves.toEqual({
      accounts: 1,
      ...parentBefore,
    });
    expect(await held(parentPk)).toEqual({ sessions: 0, providerRecords: 0 });
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect(await held(sellerPk)).toEqual(sellerBefore);
    expect((await me(till)).status).toBe(200);
    // The provider asks for the password again; signing in works as before.
    const page = await openLoginPage(phone);
    expect(page.body).toContain('<label for="password">Mot de passe</label>');
    await signIn(phone, 'parent@example.fr', PASSWORD);
    expect((await me(phone)).status).toBe(200);
  });

  it('[ASVS V7.4.5] refuses an unknown e-mail and changes nothing; ends every account’s sessions when asked', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'vendeur@example.fr', PASSWORD);
    const count = async () => ({
      sessions: (await database.db.select().from(sessions)).length,
      providerRecords: (
        await database.db
          .select()
          .from(oidcPayloads)
          .where(sql`${oidcPayloads.payload} ->> 'accountId' IS NOT NULL`)
      ).length,
    });
    const before = await count();
    await expect(endSessions(database.db, { uid: 'personne@example.fr' })).rejects.toThrow(
      UnknownAccountError,
    );
    expect(await count()).toEqual(before);

    const accounts = (await database.db.select().from(customers)).length;
    await expect(endSessions(database.db, 'all')).resolves.toEqual({ accounts, ...before });
    expect(await count()).toEqual({ sessions: 0, providerRecords: 0 });
    expect((await me(browser)).status).toBe(401);
    await signIn(browser, 'vendeur@example.fr', PASSWORD);
    expect((await me(browser)).status).toBe(200);
  });

  it('keeps its keys across a restart: same signing key id, and sessions still valid', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser, 'parent@example.fr', PASSWORD);
    const before = JSON.parse((await browser.get('/oidc/jwks')).body) as {
      keys: { kid: string }[];
    };

    const restarted = await startServer(database);
    try {
      const again = new TestBrowser(restarted.origin);
      const after = JSON.parse((await again.get('/oidc/jwks')).body) as { keys: { kid: string }[] };
      expect(after.keys.map((key) => key.kid)).toEqual(before.keys.map((key) => key.kid));
      expect(after.keys[0]).not.toHaveProperty('d');
      // A sign-in started on one instance completes on the other (keys and storage shared).
      const landing = await signIn(again, 'parent@example.fr', PASSWORD);
      expect(landing.status).toBe(302);
      expect((await me(again)).status).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });
});

/** Opens 'Création de compte' from the sign-in page and posts a valid form with `password`. */
async function signUp(
  browser: TestBrowser,
  email: string,
  password: string,
): Promise<BrowserResponse> {
  const loginPage = await openLoginPage(browser);
  const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', browser.origin));
  return browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    titleCode: 'mrs',
    firstName: 'Léa',
    lastName: 'Durand',
    email,
    phone: '0612345678',
    password,
    passwordConfirmation: password,
    country: 'FR',
  });
}

/**
 * ASVS V6.2.12 at the sign-up, against a local range API (test-support/pwned-passwords-stub.ts):
 * a server pointed at it with `LDN_BREACHED_PASSWORDS_URL`, logging to a capture.
 */
describe('ASVS V6.2.12 breached passwords at the sign-up', () => {
  const BREACHED = 'Bebe2026ok!';
  const PADDED = 'Hochet-Vert-2026';
  let database: Database;
  let dispose: () => Promise<void>;
  let stub: PwnedPasswordsStub;
  let app: Server;
  let origin: string;
  const capture = capturingLogger();

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    stub = await startPwnedPasswordsStub({ breached: { [BREACHED]: 52 }, padded: [PADDED] });
    ({ app, origin } = await startServer(database, {
      env: { LDN_BREACHED_PASSWORDS_URL: stub.url, LOG_LEVEL: 'info' },
      logger: capture.logger,
    }));
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
    await dispose();
  });
  beforeEach(() => {
    stub.mode = 'answer';
    stub.requests.length = 0;
  });

  const accountOf = async (uid: string) =>
    (await database.db.select().from(customers).where(eq(customers.uid, uid)))[0];

  it('[ASVS V6.2.12] refuses a password known from a data breach, in French on the password field, sending only the hash prefix, and creates no account', async () => {
    const browser = new TestBrowser(origin);
    const answer = await signUp(browser, 'fuite@example.fr', BREACHED);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(
      `<p class="field-error" id="password-error">${escapeHtml(identityMessages.passwordBreached)}</p>`,
    );
    expect(answer.body).toContain(escapeHtml(identityMessages.formHasErrors));
    // The other fields are kept; the passwords are not written back.
    expect(answer.body).toContain('value="fuite@example.fr"');
    expect(answer.body).not.toContain(BREACHED);
    expect(answer.setCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await accountOf('fuite@example.fr')).toBeUndefined();
    const hash = sha1Hex(BREACHED);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.url).toBe(`/range/${hash.slice(0, 5)}`);
    expect(stub.requests[0]?.headers['add-padding']).toBe('true');
    expect(stub.requests[0]?.body).toBe('');
    expect(JSON.stringify(stub.requests)).not.toContain(BREACHED);
    expect(JSON.stringify(stub.requests).toUpperCase()).not.toContain(hash.slice(5));
  });

  it('[ASVS V6.2.12] asks nothing of the service for a password the local rules refuse', async () => {
    const browser = new TestBrowser(origin);
    for (const [password, message] of [
      ['court', identityMessages.passwordRule],
      ['motdepasse', identityMessages.passwordCommon],
    ] as const) {
      const answer = await signUp(browser, 'regle@example.fr', password);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(escapeHtml(message));
    }
    expect(stub.requests).toEqual([]);
  });

  it('[ASVS V6.2.12] creates the account when the password is absent from its range, or there only as a padding line of count 0', async () => {
    for (const [email, password] of [
      ['propre@example.fr', 'Girafe-Sophie-Mauve-31'],
      ['padding@example.fr', PADDED],
    ] as const) {
      const browser = new TestBrowser(origin);
      const landing = await completeSignIn(browser, await signUp(browser, email, password));
      expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
      expect(await accountOf(email)).toBeDefined();
    }
    expect(stub.requests).toHaveLength(2);
  });

  it('[ASVS V6.2.12] fails open: with the service down the account is created, and a warning without the password is logged', async () => {
    stub.mode = 'fail';
    const browser = new TestBrowser(origin);
    const landing = await completeSignIn(
      browser,
      await signUp(browser, 'panne@example.fr', BREACHED),
    );
    expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
    expect(await accountOf('panne@example.fr')).toBeDefined();
    expect(stub.requests).toHaveLength(1);
    expectFailOpenWarning(capture.lines(), BREACHED);
  });

  it('[ASVS V6.2.12] without LDN_BREACHED_PASSWORDS_URL, checks nothing and sends no request', async () => {
    const unchecked = await startServer(database);
    try {
      const browser = new TestBrowser(unchecked.origin);
      const landing = await completeSignIn(
        browser,
        await signUp(browser, 'sans.controle@example.fr', BREACHED),
      );
      expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
      expect(stub.requests).toEqual([]);
    } finally {
      await unchecked.app.close();
    }
  });
});
