import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINCIPAL_COOKIE } from './cookies';
import { UnknownAccountError } from './end-sessions';
import { requireLogin } from './guards';
import { hashPassword } from './password';
import type { Database } from '../db/database';
import { customers, outboxMails, totpFactors } from '../db/schema';
import { AUTHENTICATOR_ENROLLED_MAIL_KIND } from '../modules/mail/authenticator-mail';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { boundOrigin } from './identity-runtime';
import { loadIdentitySecrets } from './identity-secrets';
import { openText } from './sealed-text';
import { completePasswordReset, newResetToken, storeResetToken } from './password-reset-store';
import { removeAuthenticator } from './remove-authenticator';
import { SECOND_STEP_MAX_FAILURES } from './totp-store';
import { totpCode } from './totp';
import {
  TestBrowser,
  formAction,
  hiddenFields,
  openLoginPage,
  type BrowserResponse,
} from '../test-support/test-browser';

/**
 * ASVS V6.3.3: the authenticator's code after the password, over real HTTP as a browser walks it,
 * with `LDN_STAFF_MFA=required` (production's default): staff enrol an authenticator at their
 * first sign-in and give its code at every sign-in; customers are not asked.
 */

const PASSWORD = 'Naissance2026!';
const PERIOD_MS = 30_000;

describe('the second factor of staff sign-ins (LDN_STAFF_MFA=required)', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;
  const pks = new Map<string, number>();

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const passwordHash = await hashPassword(PASSWORD);
    const staff = (uid: string, role: string, firstName: string) => ({
      uid,
      passwordHash,
      firstName,
      lastName: 'Magasin',
      roles: [role],
    });
    const inserted = await database.db
      .insert(customers)
      .values([
        { uid: 'parent@example.fr', passwordHash, firstName: 'Claire', lastName: 'Martin' },
        staff('vendeur@example.fr', 'SELLER', 'Hugo'),
        staff('compta@example.fr', 'ACCOUNTANT', 'Inès'),
        staff('vendeuse@example.fr', 'SELLER', 'Léa'),
        staff('caisse@example.fr', 'SELLER', 'Marc'),
        staff('reserve@example.fr', 'SELLER', 'Nina'),
      ])
      .returning({ pk: customers.pk, uid: customers.uid });
    for (const row of inserted) pks.set(row.uid, row.pk);
    app = await createServer(testConfig({ LDN_STAFF_MFA: 'required' }), { database });
    app.get('/api/probe/me', { preHandler: requireLogin }, async (request) => ({
      pk: request.currentUser?.pk ?? '',
      roles: request.currentUser?.roles ?? [],
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = boundOrigin(app, '127.0.0.1') ?? '';
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  /** Posts the e-mail and the password on a new 'Connexion' page. */
  async function postPassword(browser: TestBrowser, email: string): Promise<BrowserResponse> {
    const page = await openLoginPage(browser);
    return browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email,
      password: PASSWORD,
    });
  }

  /** The password, then the authenticator's page it leads to. */
  async function openCodePage(browser: TestBrowser, email: string): Promise<BrowserResponse> {
    const posted = await postPassword(browser, email);
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(new RegExp(`^${origin}/oidc/interaction/[^/]+/totp$`));
    const page = await browser.get(posted.location ?? '');
    expect(page.status).toBe(200);
    return page;
  }

  function postCode(browser: TestBrowser, page: BrowserResponse, code: string) {
    return browser.postForm(formAction(page.body, origin), { ...hiddenFields(page.body), code });
  }

  /** From the provider's redirect after the code to the application's landing. */
  async function landing(browser: TestBrowser, posted: BrowserResponse): Promise<BrowserResponse> {
    expect(posted.status).toBe(303);
    const resumed = await browser.get(posted.location ?? '');
    expect(resumed.location).toMatch(`${origin}/oauth_callback?`);
    return browser.get(resumed.location ?? '');
  }

  /** The key the enrolment page shows, as typed into an app (spaces removed). */
  function shownSecret(page: BrowserResponse): string {
    const secret = /<p class="secret">([A-Z2-7 ]+)<\/p>/.exec(page.body)?.[1];
    expect(secret).toBeDefined();
    return (secret ?? '').replaceAll(' ', '');
  }

  /** Enrols the account's authenticator through its first sign-in; gives the secret. */
  async function enrol(email: string): Promise<string> {
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, email);
    const secret = shownSecret(page);
    expect((await landing(browser, await postCode(browser, page, totpCode(secret)))).status).toBe(
      302,
    );
    return secret;
  }

  it('[ASVS V6.3.3] asks a seller who has no authenticator to enrol one: QR code, key, then its first code signs in, and a mail tells of it', async () => {
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, 'vendeur@example.fr');
    expect(page.body).toContain(`<h1>${escapeHtml(identityMessages.totpEnrolTitle)}</h1>`);
    expect(page.body).toContain(escapeHtml(identityMessages.totpEnrolIntro));
    expect(page.body).toMatch(/<div class="qr" role="img" aria-label="[^"]+"><svg /);
    expect(page.body).toContain('<label for="code">Code de vérification</label>');
    expect(page.body).toMatch(
      /<input id="code" name="code" type="text" autocomplete="one-time-code" required inputmode="numeric" aria-describedby="required-note code-hint" autofocus>/,
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The password alone opened no session.
    expect((await browser.get('/api/probe/me')).status).toBe(401);

    const secret = shownSecret(page);
    const wrong = await postCode(browser, page, totpCode(secret, Date.now() - 10 * PERIOD_MS));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(escapeHtml(identityMessages.totpWrong));
    expect(wrong.body).toContain('<div class="alert" role="alert" id="form-error">');
    // The field itself says it is wrong, and which message tells why (RGAA 11.10).
    expect(wrong.body).toMatch(
      /<input id="code" [^>]*aria-invalid="true" aria-describedby="required-note code-hint form-error"/,
    );
    // Still the enrolment, with the same key: the authenticator is not confirmed yet.
    expect(shownSecret(wrong)).toBe(secret);

    const signedIn = await landing(browser, await postCode(browser, wrong, totpCode(secret)));
    expect(signedIn.status).toBe(302);
    expect(signedIn.setCookies.get(PRINCIPAL_COOKIE)).toBe(String(pks.get('vendeur@example.fr')));
    const me = await browser.get('/api/probe/me');
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ roles: ['SELLER'] });
    const [factor] = await database.db
      .select({ confirmedAt: totpFactors.confirmedAt })
      .from(totpFactors)
      .where(eq(totpFactors.customerPk, pks.get('vendeur@example.fr') ?? 0));
    expect(factor?.confirmedAt).toBeInstanceOf(Date);
    // The account is told by mail, once: a later sign-in with a code sends none.
    const mailsTo = () =>
      database.db
        .select({ subject: outboxMails.subject })
        .from(outboxMails)
        .where(
          and(
            eq(outboxMails.toAddress, 'vendeur@example.fr'),
            eq(outboxMails.kind, AUTHENTICATOR_ENROLLED_MAIL_KIND),
          ),
        );
    expect(await mailsTo()).toEqual([{ subject: 'Vérification en deux étapes activée' }]);
    const later = new TestBrowser(origin);
    const codePage = await openCodePage(later, 'vendeur@example.fr');
    await landing(later, await postCode(later, codePage, totpCode(secret, Date.now() + PERIOD_MS)));
    expect(await mailsTo()).toHaveLength(1);
  });

  it('[ASVS V6.3.3] [ASVS V6.5.1] asks the code at every later sign-in, without the QR code, and accepts a code only once', async () => {
    const secret = await enrol('compta@example.fr');
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, 'compta@example.fr');
    expect(page.body).toContain(`<h1>${escapeHtml(identityMessages.totpTitle)}</h1>`);
    expect(page.body).not.toContain('<svg');
    expect(page.body).not.toContain(secret);
    // The code that enrolled it was accepted already: seen again, it is refused.
    const replayed = await postCode(browser, page, totpCode(secret));
    expect(replayed.status).toBe(401);
    expect(replayed.body).toContain(escapeHtml(identityMessages.totpWrong));
    // The authenticator's next code (one step later, within the accepted window) signs in.
    const next = await postCode(browser, replayed, totpCode(secret, Date.now() + PERIOD_MS));
    expect((await landing(browser, next)).status).toBe(302);
    expect(JSON.parse((await browser.get('/api/probe/me')).body)).toMatchObject({
      roles: ['ACCOUNTANT'],
    });
  });

  it('[ASVS V6.3.3] does not ask a customer without an authenticator', async () => {
    const browser = new TestBrowser(origin);
    const posted = await postPassword(browser, 'parent@example.fr');
    expect(posted.location).not.toMatch(/\/totp$/);
    expect((await landing(browser, posted)).status).toBe(302);
    expect((await browser.get('/api/probe/me')).status).toBe(200);
  });

  it('[ASVS V6.3.4] has no code page, nor an enrolment, without the right password first', async () => {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser);
    const codePath = `${new URL(formAction(loginPage.body, origin)).pathname.replace(/\/login$/, '')}/totp`;
    const page = await browser.get(codePath);
    expect(page.status).toBe(400);
    expect(page.body).toContain(escapeHtml(identityMessages.sessionExpired));
    const posted = await browser.postForm(codePath, {
      ...hiddenFields(loginPage.body),
      code: '123456',
    });
    expect(posted.status).toBe(400);
    // A wrong password leads to no code page either.
    const wrong = await browser.postForm(formAction(loginPage.body, origin), {
      ...hiddenFields(loginPage.body),
      email: 'reserve@example.fr',
      password: 'pas le bon',
    });
    expect(wrong.status).toBe(401);
    expect((await browser.get(codePath)).status).toBe(400);
    const factors = await database.db
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.customerPk, pks.get('reserve@example.fr') ?? 0));
    expect(factors).toEqual([]);
  });

  it('[ASVS V6.3.3] refuses a code post without its form token', async () => {
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, 'vendeuse@example.fr');
    const secret = shownSecret(page);
    const posted = await browser.postForm(formAction(page.body, origin), {
      code: totpCode(secret),
    });
    expect(posted.status).toBe(403);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
  });

  it(`[ASVS V6.3.1] ends the step after ${SECOND_STEP_MAX_FAILURES} wrong codes, and the address is locked until its lock runs out`, async () => {
    const secret = await enrol('caisse@example.fr');
    const browser = new TestBrowser(origin);
    let page = await openCodePage(browser, 'caisse@example.fr');
    const wrongCode = totpCode(secret, Date.now() - 20 * PERIOD_MS);
    for (let failure = 1; failure < SECOND_STEP_MAX_FAILURES; failure += 1) {
      page = await postCode(browser, page, wrongCode);
      expect(page.status).toBe(401);
    }
    const last = await postCode(browser, page, wrongCode);
    expect(last.status).toBe(429);
    expect(last.body).toContain(escapeHtml(identityMessages.totpTooMany));
    // The right code comes too late: the step has ended.
    const late = await postCode(browser, page, totpCode(secret, Date.now() + PERIOD_MS));
    expect(late.status).toBe(400);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
    // The wrong codes counted as failed sign-ins: even the right password is refused now.
    const again = await postPassword(browser, 'caisse@example.fr');
    expect(again.status).toBe(429);
    expect(again.body).toContain(escapeHtml(identityMessages.tooManyAttempts));
  });

  it('[ASVS V6.5.2] keeps the secret sealed: the row holds neither the secret nor anything that opens without the key', async () => {
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, 'vendeuse@example.fr');
    const secret = shownSecret(page);
    const [row] = await database.db
      .select({ sealed: totpFactors.secretSealed })
      .from(totpFactors)
      .where(eq(totpFactors.customerPk, pks.get('vendeuse@example.fr') ?? 0));
    expect(row?.sealed).toBeDefined();
    expect(row?.sealed).not.toContain(secret);
    const { totpKey } = await loadIdentitySecrets(database.db);
    expect(openText(totpKey, row?.sealed ?? '')).toBe(secret);
    expect(openText(Buffer.alloc(32, 7), row?.sealed ?? '')).toBeNull();
  });

  it('[ASVS V6.4.4] a lost phone: the operator removes the authenticator, the sessions end, and the next sign-in enrols a new one', async () => {
    const oldSecret = await enrol('vendeuse@example.fr');
    const browser = new TestBrowser(origin);
    const page = await openCodePage(browser, 'vendeuse@example.fr');
    await landing(
      browser,
      await postCode(browser, page, totpCode(oldSecret, Date.now() + PERIOD_MS)),
    );
    expect((await browser.get('/api/probe/me')).status).toBe(200);

    const { removed, ended } = await removeAuthenticator(database.db, 'Vendeuse@Example.fr');
    expect(removed).toBe(true);
    expect(ended.sessions).toBeGreaterThanOrEqual(1);
    expect((await browser.get('/api/probe/me')).status).toBe(401);

    const enrolment = await openCodePage(new TestBrowser(origin), 'vendeuse@example.fr');
    expect(enrolment.body).toContain(`<h1>${escapeHtml(identityMessages.totpEnrolTitle)}</h1>`);
    expect(shownSecret(enrolment)).not.toBe(oldSecret);
    await expect(removeAuthenticator(database.db, 'personne@example.fr')).rejects.toThrow(
      UnknownAccountError,
    );
  });

  it('[ASVS V6.4.3] a password reset does not bypass the authenticator: the new password leads to the code', async () => {
    const uid = 'compta@example.fr';
    const customerPk = pks.get(uid) ?? 0;
    const token = newResetToken();
    await storeResetToken(database.db, customerPk, token);
    const newPassword = 'Nouveau-Passe-2026!';
    expect(
      await completePasswordReset(database, {
        token,
        customerPk,
        uid,
        passwordHash: await hashPassword(newPassword),
      }),
    ).toBe(true);
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    const posted = await browser.postForm(formAction(page.body, origin), {
      ...hiddenFields(page.body),
      email: uid,
      password: newPassword,
    });
    expect(posted.location).toMatch(/\/totp$/);
    const codePage = await browser.get(posted.location ?? '');
    expect(codePage.body).toContain(`<h1>${escapeHtml(identityMessages.totpTitle)}</h1>`);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
  });

  it('[ASVS V6.3.3] answers a French error page, not a code page, when a confirmed authenticator no longer opens', async () => {
    const uid = 'vendeur@example.fr';
    const customerPk = pks.get(uid) ?? 0;
    const [before] = await database.db
      .select({ sealed: totpFactors.secretSealed })
      .from(totpFactors)
      .where(eq(totpFactors.customerPk, customerPk));
    await database.db
      .update(totpFactors)
      .set({ secretSealed: 'sealed-with-another-key' })
      .where(eq(totpFactors.customerPk, customerPk));
    try {
      const browser = new TestBrowser(origin);
      const posted = await postPassword(browser, uid);
      expect(posted.location).toMatch(/\/totp$/);
      const page = await browser.get(posted.location ?? '');
      expect(page.status).toBe(500);
      expect(page.body).toContain(escapeHtml(identityMessages.totpUnreadable));
      expect(page.body).not.toContain('name="code"');
    } finally {
      await database.db
        .update(totpFactors)
        .set({ secretSealed: before?.sealed ?? '' })
        .where(eq(totpFactors.customerPk, customerPk));
    }
  });
});
