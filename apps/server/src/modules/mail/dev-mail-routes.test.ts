import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { outboxMails } from '../../db/schema';
import { createServer, type Server } from '../../server';
import { openTestDatabase } from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';
import { queueMail } from './outbox';

/** design.md §3 "E-mail": in development the mails are viewable on a local page. */
describe('development mail page', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let production: Server;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
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
    app = await createServer(testConfig(), { database });
    production = await createServer(testConfig({ APP_ENV: 'PROD' }), { database });
    await Promise.all([app.ready(), production.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), production.close()]);
    await dispose();
  });

  it('[S2.40] GET /dev/mails lists the mails newest first, in French: date, recipient, subject, state, link', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mails' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>E-mails envoyés (développement)</h1>');
    expect(html).toContain('<th scope="col">Destinataire</th>');
    expect(html.indexOf('papi@example.fr')).toBeLessThan(html.indexOf('Mamie@example.fr'));
    expect(html).toContain('<td>02/11/2026 11:30:00</td>');
    expect(html).toContain('<td>Envoyé</td>');
    expect(html).toContain('<td>En attente</td>');
    expect(html).toContain('Un &lt;autre&gt; sujet');
    expect(html).toContain(`<a href="/dev/mails/${newer}">Voir`);
  });

  it('[S2.40] GET /dev/mails/{id} shows the HTML in a sandboxed frame (no script) and the text', async () => {
    const response = await app.inject({ method: 'GET', url: `/dev/mails/${older}` });
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
    const missing = await app.inject({ method: 'GET', url: '/dev/mails/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'MAIL_NOT_FOUND',
      message: "Cet e-mail n'existe pas.",
    });
  });

  it('[S2.40] GET /dev/mails.json?to= answers the mails of one address (any case) for tests', async () => {
    const all = await app.inject({ method: 'GET', url: '/dev/mails.json' });
    expect(all.statusCode).toBe(200);
    expect(all.json().mails.map((mail: { id: number }) => mail.id)).toEqual([newer, older]);
    const one = await app.inject({ method: 'GET', url: '/dev/mails.json?to=mamie@EXAMPLE.fr' });
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
    const none = await app.inject({ method: 'GET', url: '/dev/mails.json?to=inconnu@example.fr' });
    expect(none.json()).toEqual({ mails: [] });
  });

  it('[S2.40] [S9.12] is not served in production: every path under /dev answers 404', async () => {
    for (const url of [
      '/dev/mails',
      `/dev/mails/${older}`,
      '/dev/mails.json',
      '/dev/mails.json?to=papi@example.fr',
    ]) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(response.body).not.toContain('papi@example.fr');
    }
  });
});
