import { validationMessages } from '@ldn/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BREACH_CHECK_FAILED, BREACH_CHECK_TIMEOUT_MS } from './breached-passwords';
import { SESSION_COOKIE } from './cookies';
import { requireLogin } from './guards';
import { hashPassword } from './password';
import type { Database } from '../db/database';
import { customers, outboxMails, passwordResets, signInFailures } from '../db/schema';
import { createServer, type Server } from '../server';
import {
  sha1Hex,
  startPwnedPasswordsStub,
  type PwnedPasswordsStub,
  expectFailOpenWarning,
} from '../test-support/pwned-passwords-stub';
import { signInAs } from '../test-support/sign-in';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { boundOrigin } from './identity-runtime';
import { NEW_PASSWORD_PATH, PASSWORD_RESET_PATH } from './mount-path';
import {
  RESET_RESPONSE_MIN_MS,
  RESET_FORM_COOKIE,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_CLIENT_PER_HOUR,
  RESET_TOKEN_COOKIE,
} from './password-reset-routes';
import { hashResetToken } from './password-reset-store';
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
 * ASVS V6.4.3 'Mot de passe oublié' over real HTTP, as a browser walks it: the link of the sign-in
 * page, the request, the mail in the outbox, the link, the new password, and the sign-in after.
 * One listening server (behind a trusted proxy, so each request may come from its own address)
 * over one database for the file.
 */

const PASSWORD = 'Naissance2026!';
const NEW_PASSWORD = 'Berceau-bleu-2027';

async function startServer(
  database: Database,
  options: { env?: Record<string, string>; logger?: ReturnType<typeof pino> } = {},
): Promise<{ app: Server; origin: string }> {
  const app = await createServer(testConfig({ TRUST_PROXY: '127.0.0.1', ...options.env }), {
    database,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  app.get('/api/probe/me', { preHandler: requireLogin }, async (request) => ({
    pk: request.currentUser?.pk ?? '',
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = boundOrigin(app, '127.0.0.1');
  if (!origin) throw new Error('not listening');
  return { app, origin };
}

let clientCount = 0;
/** A client address of its own for each request, unless a test shares one on purpose. */
const nextClient = (): string => {
  clientCount += 1;
  return `198.51.100.${clientCount}`;
};

/** Opens 'Réinitialiser le mot de passe' and posts `email`; the answer and how long it took. */
async function askReset(
  browser: TestBrowser,
  email: string,
  from = nextClient(),
): Promise<{ answer: BrowserResponse; ms: number }> {
  const page = await browser.get(PASSWORD_RESET_PATH);
  expect(page.status).toBe(200);
  const started = performance.now();
  const answer = await browser.postForm(
    formAction(page.body, browser.origin),
    { ...hiddenFields(page.body), email },
    { 'x-forwarded-for': from },
  );
  return { answer, ms: performance.now() - started };
}

/** The link of a reset mail (its plain-text version). */
function linkOf(mail: { textBody: string }): string {
  const match = /(http:\/\/\S+\/oidc\/password-reset\/new\?token=[A-Za-z0-9_-]+)/.exec(
    mail.textBody,
  );
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.textBody}`);
  return match[1];
}

/** From the mailed link to the 'Nouveau mot de passe' page (the token leaves the URL at once). */
async function openLink(browser: TestBrowser, link: string): Promise<BrowserResponse> {
  const opened = await browser.get(link);
  expect(opened.status).toBe(303);
  expect(opened.location).toBe(`${browser.origin}${NEW_PASSWORD_PATH}`);
  const page = await browser.get(opened.location ?? '');
  expect(page.status).toBe(200);
  return page;
}

function choosePassword(
  browser: TestBrowser,
  page: BrowserResponse,
  password: string,
  confirmation = password,
): Promise<BrowserResponse> {
  return browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    password,
    passwordConfirmation: confirmation,
  });
}

/** The whole sign-in with an e-mail and a password; the answer of the form post. */
async function postSignIn(
  browser: TestBrowser,
  email: string,
  password: string,
): Promise<BrowserResponse> {
  const page = await openLoginPage(browser);
  return browser.postForm(formAction(page.body, browser.origin), {
    ...hiddenFields(page.body),
    email,
    password,
  });
}

/** Signs in through the pages and back to `/oauth_callback`; throws when refused. */
async function signIn(browser: TestBrowser, email: string, password: string): Promise<void> {
  const posted = await postSignIn(browser, email, password);
  expect(posted.status).toBe(303);
  const resumed = await browser.get(posted.location ?? '');
  expect(resumed.location).toMatch(`${browser.origin}/oauth_callback?`);
  const landing = await browser.get(resumed.location ?? '');
  expect(landing.setCookies.get(SESSION_COOKIE)).toBeTruthy();
}

describe('ASVS V6.4.3 password reset ("Mot de passe oublié")', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const passwordHash = await hashPassword(PASSWORD);
    await database.db.insert(customers).values(
      ['claire', 'lucie', 'paul', 'nina', 'hugo', 'zoe', 'jade'].map((name) => ({
        uid: `${name}@example.fr`,
        passwordHash,
        firstName: name[0]?.toUpperCase() + name.slice(1),
        lastName: 'Martin',
        country: 'FR',
      })),
    );
    await database.db.insert(customers).values({
      uid: 'vendeur@example.fr',
      passwordHash,
      firstName: 'Hugo',
      lastName: 'Bernard',
      roles: ['SELLER'],
    });
    ({ app, origin } = await startServer(database));
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  const mailsTo = (to: string) =>
    database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, to))
      .orderBy(asc(outboxMails.id));

  const me = (browser: TestBrowser) => browser.get('/api/probe/me');

  it("[ASVS V6.4.3] 'Mot de passe oublié ?' on the sign-in page opens 'Réinitialiser le mot de passe', a French form under the security headers", async () => {
    const browser = new TestBrowser(origin);
    const login = await openLoginPage(browser);
    const href = linkHref(login.body, 'Mot de passe oublié ?', origin);
    expect(href).toBe(`${origin}${PASSWORD_RESET_PATH}`);
    const page = await browser.get(href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Réinitialiser le mot de passe</h1>');
    expect(page.body).toContain('<label for="email">E-mail</label>');
    expect(page.body).toContain('Recevoir le lien');
    expect(hiddenFields(page.body).formToken).toBeTruthy();
    expect(page.setCookies.get(RESET_FORM_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/);
  });

  it('[ASVS V6.4.3] answers a known and an unknown address alike, in about the same time, and mails only the account', async () => {
    const browser = new TestBrowser(origin);
    const known = await askReset(browser, 'Claire@Example.fr');
    const unknown = await askReset(browser, 'personne@example.fr');
    for (const { answer } of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(
        `role="status">${escapeHtml(identityMessages.resetRequested)}</div>`,
      );
    }
    expect(known.answer.body).toBe(unknown.answer.body);
    expect(known.ms).toBeGreaterThanOrEqual(RESET_RESPONSE_MIN_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_RESPONSE_MIN_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);
    expect(await mailsTo('claire@example.fr')).toHaveLength(1);
    expect(await mailsTo('personne@example.fr')).toHaveLength(0);
    // Not an e-mail address: said at the field, nothing counted or sent.
    const malformed = await askReset(browser, 'claire@');
    expect(malformed.answer.status).toBe(400);
    expect(malformed.answer.body).toContain(escapeHtml(validationMessages.INVALID_EMAIL));
  });

  it('[ASVS V6.4.3] sends a single-use reset link that expires after 20 minutes', async () => {
    const browser = new TestBrowser(origin);
    await askReset(browser, 'lucie@example.fr');
    const [mail] = await mailsTo('lucie@example.fr');
    expect(mail).toMatchObject({
      kind: 'password-reset',
      subject: 'Réinitialisation de votre mot de passe',
      status: 'QUEUED',
      // The link is not kept once SMTP has delivered it (outbox.test.ts).
      holdsSecret: true,
    });
    const link = linkOf(mail ?? { textBody: '' });
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(link).toBe(`${origin}${NEW_PASSWORD_PATH}?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail?.textBody).toBe(
      [
        'Bonjour Lucie,',
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Liste de naissance.',
        '',
        `Choisir un nouveau mot de passe : ${link}`,
        '',
        "Ce lien est valable 20 minutes et ne sert qu'une fois. Une nouvelle demande le remplace.",
        '',
        '--',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        '',
      ].join('\n'),
    );
    expect(mail?.htmlBody).toContain(`<a href="${link}" rel="noreferrer"`);
    expect(mail?.htmlBody).not.toContain('<script');

    // Only the SHA-256 of the token is stored, valid 20 minutes.
    const [row] = await database.db
      .select({
        tokenHash: passwordResets.tokenHash,
        minutes: sql<number>`extract(epoch FROM ${passwordResets.expiresAt} - ${passwordResets.createdAt}) / 60`,
      })
      .from(passwordResets)
      .innerJoin(customers, eq(customers.pk, passwordResets.customerPk))
      .where(eq(customers.uid, 'lucie@example.fr'));
    expect(row?.tokenHash).toBe(hashResetToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(Number(row?.minutes)).toBe(20);

    // The link's page carries no token: not in its URL, not in its form.
    const page = await openLink(browser, link);
    expect(page.body).toContain('<h1>Nouveau mot de passe</h1>');
    expect(page.body).toContain('<label for="password">Nouveau mot de passe</label>');
    expect(page.body).toContain(
      '<label for="passwordConfirmation">Confirmation du mot de passe</label>',
    );
    expect(page.body).not.toContain(token);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(browser.cookie(RESET_TOKEN_COOKIE)).toBe(token);
    const done = await choosePassword(browser, page, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toContain(`role="status">${escapeHtml(identityMessages.passwordChanged)}`);
    expect(linkHref(done.body, 'Se connecter', origin)).toBe(`${origin}/login`);
    expect(done.setCookies.get(RESET_TOKEN_COOKIE)).toBe('');

    // Used: the link shows a clear error and the way to ask again, in any browser.
    for (const again of [browser, new TestBrowser(origin)]) {
      const used = await again.get(link);
      expect(used.status).toBe(400);
      expect(used.body).toContain(escapeHtml(identityMessages.resetLinkInvalid));
      expect(linkHref(used.body, 'Demander un nouveau lien', origin)).toBe(
        `${origin}${PASSWORD_RESET_PATH}`,
      );
    }

    // Expired: a link past its 20 minutes is refused, on opening and on posting.
    const late = new TestBrowser(origin);
    await askReset(late, 'lucie@example.fr');
    const lateLink = linkOf((await mailsTo('lucie@example.fr'))[1] ?? { textBody: '' });
    const latePage = await openLink(late, lateLink);
    await database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        eq(
          passwordResets.tokenHash,
          hashResetToken(new URL(lateLink).searchParams.get('token') ?? ''),
        ),
      );
    const refused = await choosePassword(late, latePage, 'Un-autre-mot-2028');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(escapeHtml(identityMessages.resetLinkInvalid));
    expect((await late.get(lateLink)).status).toBe(400);
    // An unknown token too.
    const made = await late.get(`${NEW_PASSWORD_PATH}?token=${'A'.repeat(43)}`);
    expect(made.status).toBe(400);
    expect(made.body).toContain(escapeHtml(identityMessages.resetLinkInvalid));
    await signIn(new TestBrowser(origin), 'lucie@example.fr', NEW_PASSWORD);
  });

  it('[ASVS V6.4.3] a new request replaces the earlier unused link', async () => {
    const browser = new TestBrowser(origin);
    await askReset(browser, 'paul@example.fr');
    await askReset(browser, 'paul@example.fr');
    const [first, second] = await mailsTo('paul@example.fr');
    const firstAnswer = await browser.get(linkOf(first ?? { textBody: '' }));
    expect(firstAnswer.status).toBe(400);
    expect(firstAnswer.body).toContain(escapeHtml(identityMessages.resetLinkInvalid));
    await openLink(browser, linkOf(second ?? { textBody: '' }));
  });

  it('[ASVS V6.4.3] [ASVS V6.2.4] refuses a weak new password with the sign-up’s French messages, and keeps the link', async () => {
    const browser = new TestBrowser(origin);
    await askReset(browser, 'nina@example.fr');
    const [mail] = await mailsTo('nina@example.fr');
    let page = await openLink(browser, linkOf(mail ?? { textBody: '' }));
    const cases: [string, string, string][] = [
      ['court', 'court', identityMessages.passwordRule],
      ['x'.repeat(129), 'x'.repeat(129), identityMessages.passwordRule],
      ['motdepasse', 'motdepasse', identityMessages.passwordCommon],
      ['Nina-Martin-2027', 'Nina-Martin-2027', identityMessages.passwordContext],
      ['bonne-naissance-9', 'bonne-naissance-9', identityMessages.passwordContext],
      [NEW_PASSWORD, 'Berceau-rose-2027', identityMessages.passwordMismatch],
    ];
    for (const [password, confirmation, message] of cases) {
      const answer = await choosePassword(browser, page, password, confirmation);
      expect(answer.status, password).toBe(400);
      expect(answer.body).toContain(escapeHtml(message));
      expect(answer.body).toContain(escapeHtml(identityMessages.formHasErrors));
      page = answer;
    }
    const done = await choosePassword(browser, page, NEW_PASSWORD);
    expect(done.status).toBe(200);
  });

  it('[ASVS V6.4.3] [ASVS V7.4.3] the new password signs in, the old one no longer does, every session of the account has ended, and the sign-in lock is lifted', async () => {
    const phone = new TestBrowser(origin);
    await signIn(phone, 'zoe@example.fr', PASSWORD);
    expect((await me(phone)).status).toBe(200);
    // Someone guessing locked the address meanwhile.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await postSignIn(new TestBrowser(origin), 'zoe@example.fr', `faux-${attempt}`)).status,
      ).toBe(401);
    }
    expect((await postSignIn(new TestBrowser(origin), 'zoe@example.fr', PASSWORD)).status).toBe(
      429,
    );

    const browser = new TestBrowser(origin);
    await askReset(browser, 'zoe@example.fr');
    const [mail] = await mailsTo('zoe@example.fr');
    const page = await openLink(browser, linkOf(mail ?? { textBody: '' }));
    expect((await choosePassword(browser, page, NEW_PASSWORD)).status).toBe(200);

    expect((await me(phone)).status).toBe(401);
    const failures = await database.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.uid, 'zoe@example.fr'));
    expect(failures).toEqual([]);
    const old = await postSignIn(new TestBrowser(origin), 'zoe@example.fr', PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body).toContain(identityMessages.wrongCredentials);
    const fresh = new TestBrowser(origin);
    await signIn(fresh, 'zoe@example.fr', NEW_PASSWORD);
    expect((await me(fresh)).status).toBe(200);
  });

  it('[S5.13] [ASVS V6.4.3] an account created by store staff, whose random password nobody knows, gets in through a reset', async () => {
    const seller = await signInAs(database, 'vendeur@example.fr');
    const created = await app.inject({
      method: 'POST',
      url: '/api/naoscommercewebservices_aufr/v2/aufr/users',
      cookies: seller.cookies,
      headers: seller.headers,
      payload: {
        titleCode: 'Madame',
        firstName: 'Inès',
        lastName: 'Roux',
        uid: 'ines.roux@example.fr',
        phone: '0611223344',
      },
    });
    expect(created.statusCode).toBe(201);

    const browser = new TestBrowser(origin);
    const login = await openLoginPage(browser);
    const request = await browser.get(linkHref(login.body, 'Mot de passe oublié ?', origin));
    const answer = await browser.postForm(
      formAction(request.body, origin),
      { ...hiddenFields(request.body), email: 'ines.roux@example.fr' },
      { 'x-forwarded-for': nextClient() },
    );
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo('ines.roux@example.fr');
    expect(mail?.textBody).toContain('Bonjour Inès,');
    const page = await openLink(browser, linkOf(mail ?? { textBody: '' }));
    expect((await choosePassword(browser, page, NEW_PASSWORD)).status).toBe(200);
    const signedIn = new TestBrowser(origin);
    await signIn(signedIn, 'ines.roux@example.fr', NEW_PASSWORD);
    expect(JSON.parse((await me(signedIn)).body)).toEqual({
      pk: (created.json() as { pk: string }).pk,
    });
  });

  it('[ASVS V6.4.3] limits requests to 3 an hour per e-mail address and 20 an hour per client address, in French with Retry-After', async () => {
    const browser = new TestBrowser(origin);
    for (let request = 1; request <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR; request += 1) {
      expect((await askReset(browser, 'jade@example.fr')).answer.status).toBe(200);
    }
    // From another client address, and for an address nobody has: the same limit.
    const flooded = await askReset(browser, 'JADE@example.fr');
    expect(flooded.answer.status).toBe(429);
    expect(Number(flooded.answer.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(flooded.answer.body).toContain(escapeHtml(identityMessages.resetTooManyForAddress));
    expect(await mailsTo('jade@example.fr')).toHaveLength(RESET_REQUESTS_PER_ADDRESS_PER_HOUR);
    for (let request = 1; request <= RESET_REQUESTS_PER_ADDRESS_PER_HOUR; request += 1) {
      await askReset(browser, 'inconnu@example.fr');
    }
    expect((await askReset(browser, 'inconnu@example.fr')).answer.status).toBe(429);

    // One client address, many e-mail addresses.
    const from = '203.0.113.99';
    for (let request = 1; request <= RESET_REQUESTS_PER_CLIENT_PER_HOUR; request += 1) {
      expect((await askReset(browser, `n${request}@example.fr`, from)).answer.status).toBe(200);
    }
    const refused = await askReset(browser, 'hugo@example.fr', from);
    expect(refused.answer.status).toBe(429);
    expect(refused.answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.answer.body).toContain(escapeHtml(identityMessages.tooManyRequests));
    expect(await mailsTo('hugo@example.fr')).toHaveLength(0);
  }, 60_000);

  it('[ASVS V6.4.3] refuses both forms without their form token, or from another browser', async () => {
    const browser = new TestBrowser(origin);
    const page = await browser.get(PASSWORD_RESET_PATH);
    const bare = await browser.postForm(formAction(page.body, origin), {
      email: 'hugo@example.fr',
    });
    expect(bare.status).toBe(403);
    expect(bare.body).toContain(escapeHtml(identityMessages.formExpired));
    // The token of another browser's page is worth nothing without that browser's cookie.
    const other = new TestBrowser(origin);
    const forged = await other.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: 'hugo@example.fr',
    });
    expect(forged.status).toBe(403);
    expect(await mailsTo('hugo@example.fr')).toHaveLength(0);

    await askReset(browser, 'hugo@example.fr');
    const [mail] = await mailsTo('hugo@example.fr');
    const form = await openLink(browser, linkOf(mail ?? { textBody: '' }));
    const noToken = await browser.postForm(formAction(form.body, origin), {
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(noToken.status).toBe(403);
    const elsewhere = await other.postForm(formAction(form.body, origin), {
      ...hiddenFields(form.body),
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(elsewhere.status).toBe(403);
    // Nothing changed: the old password still works, the link still does.
    await signIn(new TestBrowser(origin), 'hugo@example.fr', PASSWORD);
    expect((await choosePassword(browser, form, NEW_PASSWORD)).status).toBe(200);
  });

  it('[ASVS V6.4.3] never writes the reset token to the log', async () => {
    const capture = capturingLogger();
    const logged = await startServer(database, {
      env: { LOG_LEVEL: 'info' },
      logger: capture.logger,
    });
    try {
      const browser = new TestBrowser(logged.origin);
      await database.db.delete(passwordResets);
      await askReset(browser, 'claire@example.fr');
      const mails = await mailsTo('claire@example.fr');
      const link = linkOf(mails.at(-1) ?? { textBody: '' });
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(link.startsWith(logged.origin)).toBe(true);
      const page = await openLink(browser, link);
      expect((await choosePassword(browser, page, 'court')).status).toBe(400);
      expect((await browser.get(link)).status).toBe(303);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const lines = capture.lines();
      expect(lines).toContain('password reset link queued');
      expect(lines).toContain(PASSWORD_RESET_PATH);
      expect(lines).not.toContain(token);
      expect(lines).not.toContain(hashResetToken(token));
    } finally {
      await logged.app.close();
    }
  });

  it('[ASVS V6.4.3] none of it exists with an external provider (OIDC_ISSUER): the embedded pages are not mounted', async () => {
    const external = await createServer(
      testConfig({
        OIDC_ISSUER: 'https://idp.example.fr/realms/retail',
        OIDC_CLIENT_ID: 'liste-naissance',
        OIDC_CLIENT_SECRET: 'external-client-secret-0123456789',
      }),
      { database },
    );
    try {
      await external.ready();
      const routes = external.registeredRoutes.map((route) => route.url);
      expect(routes.filter((url) => url.startsWith(PASSWORD_RESET_PATH))).toEqual([]);
      expect(routes.filter((url) => url.startsWith('/oidc'))).toEqual([]);
      for (const url of [PASSWORD_RESET_PATH, `${NEW_PASSWORD_PATH}?token=x`]) {
        expect((await external.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const posted = await external.inject({
        method: 'POST',
        url: PASSWORD_RESET_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=claire%40example.fr',
      });
      expect(posted.statusCode).toBe(404);
    } finally {
      await external.close();
    }
  });
});

/**
 * ASVS V6.2.12 at the reset's 'Nouveau mot de passe', against a local range API
 * (test-support/pwned-passwords-stub.ts): a server pointed at it, logging to a capture.
 */
describe('ASVS V6.2.12 breached passwords at the password reset', () => {
  const BREACHED = 'Bebe2026ok!';
  let database: Database;
  let dispose: () => Promise<void>;
  let stub: PwnedPasswordsStub;
  let app: Server;
  let origin: string;
  const capture = capturingLogger();

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const passwordHash = await hashPassword(PASSWORD);
    await database.db.insert(customers).values(
      ['camille', 'manon', 'lina'].map((name) => ({
        uid: `${name}@example.fr`,
        passwordHash,
        firstName: name[0]?.toUpperCase() + name.slice(1),
        lastName: 'Martin',
        country: 'FR',
      })),
    );
    stub = await startPwnedPasswordsStub({ breached: { [BREACHED]: 52 } });
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

  const passwordHashOf = async (uid: string): Promise<string> =>
    (
      await database.db
        .select({ passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.uid, uid))
    )[0]?.passwordHash ?? '';

  /** Asks a reset for `uid` and opens the mailed link: the 'Nouveau mot de passe' page. */
  const newPasswordPage = async (browser: TestBrowser, uid: string) => {
    await askReset(browser, uid);
    const mails = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, uid))
      .orderBy(asc(outboxMails.id));
    return openLink(browser, linkOf(mails.at(-1) ?? { textBody: '' }));
  };

  it('[ASVS V6.2.12] refuses a new password known from a data breach, in French on the password field, sending only the hash prefix, and keeps the old password and the link', async () => {
    const browser = new TestBrowser(origin);
    const page = await newPasswordPage(browser, 'camille@example.fr');
    const before = await passwordHashOf('camille@example.fr');
    const refused = await choosePassword(browser, page, BREACHED);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(
      `<p class="field-error" id="password-error">${escapeHtml(identityMessages.passwordBreached)}</p>`,
    );
    expect(refused.body).toContain(escapeHtml(identityMessages.formHasErrors));
    expect(await passwordHashOf('camille@example.fr')).toBe(before);
    const hash = sha1Hex(BREACHED);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.url).toBe(`/range/${hash.slice(0, 5)}`);
    expect(stub.requests[0]?.headers['add-padding']).toBe('true');
    expect(JSON.stringify(stub.requests)).not.toContain(BREACHED);
    expect(JSON.stringify(stub.requests).toUpperCase()).not.toContain(hash.slice(5));
    // A password the local rules refuse is not sent at all.
    const short = await choosePassword(browser, refused, 'court');
    expect(short.status).toBe(400);
    expect(short.body).toContain(escapeHtml(identityMessages.passwordRule));
    expect(stub.requests).toHaveLength(1);
    // The link still serves, for a password absent from the range.
    const done = await choosePassword(browser, short, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(stub.requests).toHaveLength(2);
    await signIn(new TestBrowser(origin), 'camille@example.fr', NEW_PASSWORD);
  });

  it('[ASVS V6.2.12] fails open when the service is down: the new password is stored, and a warning without the password is logged', async () => {
    stub.mode = 'fail';
    const browser = new TestBrowser(origin);
    const page = await newPasswordPage(browser, 'manon@example.fr');
    const done = await choosePassword(browser, page, BREACHED);
    expect(done.status).toBe(200);
    expect(done.body).toContain(escapeHtml(identityMessages.passwordChanged));
    expect(stub.requests).toHaveLength(1);
    await signIn(new TestBrowser(origin), 'manon@example.fr', BREACHED);
    expectFailOpenWarning(capture.lines(), BREACHED);
  });

  it('[ASVS V6.2.12] fails open when the service does not answer: the new password is stored after the 2-second timeout, with a warning', async () => {
    stub.mode = 'hang';
    const browser = new TestBrowser(origin);
    const page = await newPasswordPage(browser, 'lina@example.fr');
    const started = performance.now();
    const done = await choosePassword(browser, page, BREACHED);
    const ms = performance.now() - started;
    expect(done.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(BREACH_CHECK_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(BREACH_CHECK_TIMEOUT_MS + 3000);
    const warnings = capture
      .lines()
      .split('\n')
      .filter((line) => line.includes(BREACH_CHECK_FAILED))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings.at(-1)).toMatchObject({ level: 40, failure: 'timeout' });
    await signIn(new TestBrowser(origin), 'lina@example.fr', BREACHED);
  });
});
