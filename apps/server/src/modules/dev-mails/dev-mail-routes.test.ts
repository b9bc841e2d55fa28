import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { outboxMails } from '../../db/schema';
import { createServer, type Server } from '../../server';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { openTestDatabase } from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';
import { queueMail } from '../mail/outbox';

/**
 * design.md §3 "E-mail": in development the mails are viewable on a local page, each person's
 * own mails only: the page must never hand a password-reset link to anyone but its recipient.
 */
describe('development mail page', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let production: Server;
  let older: number;
  let newer: number;
  let mamie: TestSignIn;
  let papi: TestSignIn;
  let stranger: TestSignIn;
  const as = (who: TestSignIn | null) => (who ? { cookies: who.cookies } : {});

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    // The server installs the job queue that queueMail hands the mails to.
    app = await createServer(testConfig(), { database });
    production = await createServer(testConfig({ APP_ENV: 'PROD' }), { database });
    await Promise.all([app.ready(), production.ready()]);
    const first = await queueMail(database.db, {
      kind: 'share-list',
      to: 'Mamie@example.fr',
      subject: 'Claire vous invite à découvrir sa liste de naissance « Léa »',
      text: 'Bonjour,\nVoir la liste de naissance : https://liste.example.fr/list/abc12345\n',
      html: '<p>Bonjour <a href="https://liste.example.fr/list/abc12345">Voir la liste de naissance</a></p>',
    });
    const second = await queueMail(database.db, {
      kind: 'share-list',
      to: 'papi@example.fr',
      subject: 'Un <autre> sujet',
      text: 'Texte',
      html: '<p>HTML</p>',
    });
    if (first === undefined || second === undefined) throw new Error('not queued');
    [older, newer] = [first, second];
    await database.db
      .update(outboxMails)
      .set({ createdAt: new Date('2026-11-02T09:00:00.000Z') })
      .where(eq(outboxMails.id, older));
    await database.db
      .update(outboxMails)
      .set({
        createdAt: new Date('2026-11-02T10:30:00.000Z'),
        status: 'SENT',
        sentAt: new Date('2026-11-02T10:30:01.000Z'),
      })
      .where(eq(outboxMails.id, newer));
    await insertCustomer(database, { uid: 'mamie@example.fr' });
    await insertCustomer(database, { uid: 'papi@example.fr' });
    await insertCustomer(database, { uid: 'curieux@example.fr' });
    mamie = await signInAs(database, 'mamie@example.fr');
    papi = await signInAs(database, 'papi@example.fr');
    stranger = await signInAs(database, 'curieux@example.fr');
  });
  afterAll(async () => {
    await Promise.all([app.close(), production.close()]);
    await dispose();
  });

  it('[S2.40] GET /dev/mails lists the reader’s own mails newest first, in French: date, recipient, subject, state, link', async () => {
    const third = await queueMail(database.db, {
      kind: 'share-list',
      to: 'PAPI@example.fr',
      subject: 'Une seconde invitation',
      text: 'Texte',
      html: '<p>HTML</p>',
    });
    const response = await app.inject({ method: 'GET', url: '/dev/mails', ...as(papi) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>E-mails envoyés (développement)</h1>');
    expect(html).toContain('Les e-mails envoyés à papi@example.fr, du plus récent au plus ancien.');
    expect(html).toContain('<th scope="col">Destinataire</th>');
    expect(html.indexOf('PAPI@example.fr')).toBeLessThan(html.indexOf('<td>papi@example.fr'));
    expect(html).toContain('<td>02/11/2026 11:30:00</td>');
    expect(html).toContain('<td>Envoyé</td>');
    expect(html).toContain('Un &lt;autre&gt; sujet');
    expect(html).toContain(`<a href="/dev/mails/${newer}">Voir`);
    expect(html).toContain(`<a href="/dev/mails/${third}">Voir`);
    // Mamie's mail is not his.
    expect(html).not.toContain('Mamie@example.fr');
    expect(html).not.toContain(`/dev/mails/${older}"`);
    expect(html).not.toContain('Claire vous invite');
    await database.db.delete(outboxMails).where(eq(outboxMails.id, third ?? 0));
  });

  it('[S2.40] GET /dev/mails/{id} shows the HTML in a sandboxed frame (no script) and the text', async () => {
    const response = await app.inject({ method: 'GET', url: `/dev/mails/${older}`, ...as(mamie) });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(
      /<iframe title="Version HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" srcdoc="&lt;p&gt;Bonjour &lt;a href=&quot;https:\/\/liste\.example\.fr\/list\/abc12345&quot;&gt;/,
    );
    expect(html).not.toContain('allow-scripts');
    expect(html).toContain(
      '<pre>Bonjour,\nVoir la liste de naissance : https://liste.example.fr/list/abc12345\n</pre>',
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const missing = await app.inject({ method: 'GET', url: '/dev/mails/999999', ...as(mamie) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'MAIL_NOT_FOUND',
      message: "Cet e-mail n'existe pas.",
    });
  });

  it('[S2.40] GET /dev/mails.json answers the reader’s own mails (address in any case) for tests', async () => {
    const all = await app.inject({ method: 'GET', url: '/dev/mails.json', ...as(mamie) });
    expect(all.statusCode).toBe(200);
    expect(all.json().mails.map((mail: { id: number }) => mail.id)).toEqual([older]);
    const one = await app.inject({
      method: 'GET',
      url: '/dev/mails.json?to=mamie@EXAMPLE.fr',
      ...as(mamie),
    });
    expect(one.json()).toEqual({
      mails: [
        {
          id: older,
          kind: 'share-list',
          listId: null,
          to: 'Mamie@example.fr',
          subject: 'Claire vous invite à découvrir sa liste de naissance « Léa »',
          text: 'Bonjour,\nVoir la liste de naissance : https://liste.example.fr/list/abc12345\n',
          html: '<p>Bonjour <a href="https://liste.example.fr/list/abc12345">Voir la liste de naissance</a></p>',
          status: 'QUEUED',
          createdAt: '2026-11-02T09:00:00.000Z',
          sentAt: null,
        },
      ],
    });
    const none = await app.inject({ method: 'GET', url: '/dev/mails.json', ...as(stranger) });
    expect(none.json()).toEqual({ mails: [] });
  });

  it('[S2.40] [ASVS V6.4.3] [ASVS V8.2.2] an anonymous visitor is asked to sign in and sees no mail; a signed-in person never reads another’s', async () => {
    const secret =
      'https://liste.example.fr/oidc/password-reset/new?token=SECRET-RESET-TOKEN-0123456789';
    const reset = await queueMail(database.db, {
      kind: 'password-reset',
      to: 'Papi@Example.fr',
      subject: 'Réinitialisation de votre mot de passe',
      text: `Choisir un nouveau mot de passe : ${secret}`,
      html: `<p><a href="${secret}">Choisir un nouveau mot de passe</a></p>`,
    });
    // Anonymous: the page asks to sign in and comes back; the JSON is 401; nothing leaks.
    for (const [url, back] of [
      ['/dev/mails', '/dev/mails'],
      [`/dev/mails/${reset}`, `/dev/mails/${reset}`],
    ] as const) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(401);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Connexion requise</h1>');
      expect(page.body).toContain(
        `<a href="/login?redirect=${encodeURIComponent(back)}">Se connecter</a>`,
      );
      for (const leak of ['SECRET-RESET-TOKEN', 'papi@example.fr', 'Papi@Example.fr', 'Mamie']) {
        expect(page.body, url).not.toContain(leak);
      }
    }
    for (const url of ['/dev/mails.json', '/dev/mails.json?to=papi@example.fr']) {
      const json = await app.inject({ method: 'GET', url });
      expect(json.statusCode, url).toBe(401);
      expect(json.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(json.body).not.toContain('SECRET-RESET-TOKEN');
    }
    // Another account: not in its list, its JSON, nor by id; asking for papi's address is refused.
    const list = await app.inject({ method: 'GET', url: '/dev/mails', ...as(stranger) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('SECRET-RESET-TOKEN');
    expect(list.body).not.toContain(`/dev/mails/${reset}"`);
    const byId = await app.inject({ method: 'GET', url: `/dev/mails/${reset}`, ...as(stranger) });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });
    const asked = await app.inject({
      method: 'GET',
      url: '/dev/mails.json?to=papi@example.fr',
      ...as(stranger),
    });
    expect(asked.statusCode).toBe(403);
    expect(asked.body).not.toContain('SECRET-RESET-TOKEN');
    // The recipient reads it.
    const own = await app.inject({ method: 'GET', url: `/dev/mails/${reset}`, ...as(papi) });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('SECRET-RESET-TOKEN');
    const ownJson = await app.inject({ method: 'GET', url: '/dev/mails.json', ...as(papi) });
    expect(ownJson.json().mails.map((mail: { id: number }) => mail.id)).toContain(reset);
  });

  it('[S2.40] [S9.12] is not served in production: every path under /dev answers 404', async () => {
    for (const url of [
      '/dev/mails',
      `/dev/mails/${older}`,
      '/dev/mails.json',
      '/dev/mails.json?to=papi@example.fr',
      '/dev/pos',
      '/dev/pos/tickets.json?transactionId=1',
    ]) {
      const response = await production.inject({ method: 'GET', url, ...as(papi) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(response.body).not.toContain('papi@example.fr');
    }
    // The register simulator is not registered in production at all.
    for (const url of ['/dev/pos/tickets', '/dev/pos/ticket']) {
      const response = await production.inject({
        method: 'POST',
        url,
        cookies: papi.cookies,
        headers: papi.headers,
        payload: { gs1Code: '(415)3012345000019' },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
