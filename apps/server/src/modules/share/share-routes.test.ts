import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema';
import { insertCustomer, insertList, insertStore } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import type { MailTransport, OutgoingMail } from '../mail/mail-transport';
import { MAIL_SEND_JOB, mailJobHandlers } from '../mail/outbox';
import { useTestApp } from '../../test-support/test-app';

const ORIGIN = 'https://liste.example.fr';
const LIMIT_MESSAGE =
  'Vous avez atteint la limite de 100 invitations par e-mail en 24 heures pour cette liste. Réessayez demain.';

/**
 * [S2.40] [S2.5] Share by e-mail: POST /api/ldn/v1/shareListByEmail/{company}/{listId}, through
 * HTTP over a real database, as the owner, another parent, anonymous visitors and staff; the mails
 * it queues, and their delivery by the outbox worker.
 */
describe('shareListByEmail', () => {
  let parent: TestSignIn;
  let parentPk: string;
  let other: TestSignIn;
  let seller: TestSignIn;
  let listId: string;

  const url = (id: string, company = 'aufr') => `/api/ldn/v1/shareListByEmail/${company}/${id}`;
  const share = (who: TestSignIn | null, id: string, payload: unknown, xsrf = true) =>
    server.app.inject({
      method: 'POST',
      url: url(id),
      ...(who ? { cookies: who.cookies, headers: xsrf ? who.headers : {} } : {}),
      payload: payload as object,
    });
  const mailsOf = (id: string) =>
    server.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.listId, id))
      .orderBy(outboxMails.id);
  /** A published list of the parent with no mail yet. */
  const freshList = (values: Parameters<typeof insertList>[2] = {}) =>
    insertList(server.database, parentPk, {
      title: 'La liste de Léa',
      ownerFirstName: 'Claire',
      welcomeMessage: 'Bienvenue sur notre liste !',
      contactStoreCode: 'PAR01',
      ...values,
    });

  const server = useTestApp({
    env: { PUBLIC_URL: ORIGIN },
    arrange: async (database) => {
      await insertStore(database, { storeCode: 'PAR01' });
      parentPk = await insertCustomer(database, { uid: 'parent@example.fr', firstName: 'Claire' });
      await insertCustomer(database, { uid: 'autre@example.fr', firstName: 'Paul' });
      await insertCustomer(database, {
        uid: 'vendeur@example.fr',
        roles: ['SELLER'],
        storeCode: 'PAR01',
      });
    },
  });
  beforeAll(async () => {
    parent = await signInAs(server.database, 'parent@example.fr');
    other = await signInAs(server.database, 'autre@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
  });
  beforeEach(async () => {
    listId = await freshList();
  });

  it('[S2.40] [S2.5] queues one French invitation per address (duplicates once) and answers 202 { queued }', async () => {
    const response = await share(parent, listId, {
      recipients: ['mamie@example.fr', ' Papi@Example.fr ', 'MAMIE@example.fr'],
      message: 'Voici notre liste, à bientôt !',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: 2 });
    const mails = await mailsOf(listId);
    expect(mails.map((mail) => [mail.toAddress, mail.kind, mail.status])).toEqual([
      ['mamie@example.fr', 'share-list', 'QUEUED'],
      ['papi@example.fr', 'share-list', 'QUEUED'],
    ]);
    const [mail] = mails;
    expect(mail?.subject).toBe(
      'Claire vous invite à découvrir sa liste de naissance « La liste de Léa »',
    );
    expect(mail?.textBody).toContain(
      'Claire vous invite à découvrir sa liste de naissance « La liste de Léa ».',
    );
    expect(mail?.textBody).toContain('Le message de Claire :\nVoici notre liste, à bientôt !');
    expect(mail?.textBody).toContain(
      'Le mot de bienvenue de la liste :\nBienvenue sur notre liste !',
    );
    expect(mail?.textBody).toContain(`Voir la liste de naissance : ${ORIGIN}/list/${listId}`);
    expect(mail?.htmlBody).toContain(`<a href="${ORIGIN}/list/${listId}"`);
    expect(mail?.htmlBody).toContain('<html lang="fr">');
    const queuedJobs = (await server.app.jobs.pendingJobs(MAIL_SEND_JOB)).filter((job) =>
      mails.some((row) => job.payload.mailId === row.id),
    );
    expect(queuedJobs).toHaveLength(2);
  });

  it('[S2.40] the worker delivers the invitations from MAIL_FROM and marks them sent', async () => {
    await share(parent, listId, { recipients: ['tata@example.fr'] });
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: 'capture',
      send: async (mail) => {
        sent.push(mail);
        return { messageId: `<${sent.length}@test.local>` };
      },
      close: () => undefined,
    };
    await server.app.jobs.runDueJobs(
      mailJobHandlers({
        database: server.database,
        transport,
        from: 'Liste de naissance <liste-naissance@example.fr>',
      }),
    );
    expect(sent.filter((mail) => mail.to === 'tata@example.fr')).toHaveLength(1);
    expect(sent.find((mail) => mail.to === 'tata@example.fr')?.from).toBe(
      'Liste de naissance <liste-naissance@example.fr>',
    );
    const [mail] = await mailsOf(listId);
    expect(mail).toMatchObject({
      status: 'SENT',
      transportMessageId: expect.stringMatching(/@test\.local>$/),
    });
  });

  it('[S2.40] the same invitation asked twice in a row (double click) is queued once', async () => {
    const body = { recipients: ['mamie@example.fr'], message: 'Coucou' };
    expect((await share(parent, listId, body)).json()).toEqual({ queued: 1 });
    const again = await share(parent, listId, body);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ queued: 0 });
    const otherMessage = await share(parent, listId, { ...body, message: 'Autre message' });
    expect(otherMessage.json()).toEqual({ queued: 1 });
    expect(await mailsOf(listId)).toHaveLength(2);
  });

  it('[S2.40] [S5.8] refuses bad input with a 400 naming the field, and queues nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Données invalides : « recipients »'],
      [
        { recipients: [] },
        'Données invalides : « recipients » : Indiquez entre 1 et 20 adresses e-mail.',
      ],
      [
        { recipients: Array.from({ length: 21 }, (_, index) => `p${index}@example.fr`) },
        'Données invalides : « recipients » : Indiquez entre 1 et 20 adresses e-mail.',
      ],
      [
        { recipients: ['mamie@example.fr', 'pas-une-adresse'] },
        "Données invalides : « recipients.1 » : L'adresse e-mail n'est pas valide.",
      ],
      [{ recipients: [''] }, 'Données invalides : « recipients.0 » : Ce champ est obligatoire.'],
      [
        { recipients: ['mamie@example.fr'], message: 'é'.repeat(1001) },
        'Données invalides : « message » : Le message ne peut pas dépasser 1000 caractères.',
      ],
      [{ recipients: 'mamie@example.fr' }, 'Données invalides : « recipients »'],
    ];
    for (const [body, message] of cases) {
      const response = await share(parent, listId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().message).toContain(message);
    }
    const exactly1000 = await share(parent, listId, {
      recipients: ['mamie@example.fr'],
      message: 'é'.repeat(1000),
    });
    expect(exactly1000.statusCode).toBe(202);
    expect(await mailsOf(listId)).toHaveLength(1);
  });

  it('[S2.40] [S6.3] is for the owner (and staff acting for him): 401 anonymous, 403 another parent, 403 without the XSRF header', async () => {
    const body = { recipients: ['mamie@example.fr'] };
    const anonymous = await share(null, listId, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const stranger = await share(other, listId, body);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'FORBIDDEN' });
    const noXsrf = await share(parent, listId, body, false);
    expect(noXsrf.statusCode).toBe(403);
    expect(noXsrf.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    expect(await mailsOf(listId)).toEqual([]);
    const staff = await share(seller, listId, body);
    expect(staff.statusCode).toBe(202);
    // Staff share in the owner's name.
    expect((await mailsOf(listId))[0]?.subject).toMatch(/^Claire vous invite/);
  });

  it('[S2.5] [S4.1] refuses a draft (409 LIST_NOT_PUBLISHED, 404 to others) and a closed list (409 LIST_CLOSED)', async () => {
    const body = { recipients: ['mamie@example.fr'] };
    const draft = await freshList({ status: 'DRAFT' });
    const ownDraft = await share(parent, draft, body);
    expect(ownDraft.statusCode).toBe(409);
    expect(ownDraft.json()).toEqual({
      status: 409,
      code: 'LIST_NOT_PUBLISHED',
      message: "Votre liste n'est pas encore publiée : publiez-la avant de la partager par e-mail.",
    });
    const othersDraft = await share(other, draft, body);
    expect(othersDraft.statusCode).toBe(404);
    expect(othersDraft.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
    const closed = await freshList({ status: 'CLOSED' });
    const closedAnswer = await share(parent, closed, body);
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json()).toMatchObject({ code: 'LIST_CLOSED' });
    const unknown = await share(parent, 'inconnue00000000', body);
    expect(unknown.statusCode).toBe(404);
    const company = await server.app.inject({
      method: 'POST',
      url: url(listId, 'autre'),
      cookies: parent.cookies,
      headers: parent.headers,
      payload: body,
    });
    expect(company.statusCode).toBe(404);
    expect(company.json()).toMatchObject({ code: 'UNKNOWN_COMPANY' });
    expect(await mailsOf(draft)).toEqual([]);
    expect(await mailsOf(closed)).toEqual([]);
  });

  it('[S2.40] sends at most 100 invitations per list in 24 hours (429), older ones do not count', async () => {
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `proche${from + index}@example.fr`);
    // Yesterday's 20 invitations, 25 hours ago: outside the window.
    await share(parent, listId, { recipients: batch(900, 20) });
    await server.database.db
      .update(outboxMails)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outboxMails.listId, listId));
    for (let round = 0; round < 4; round += 1) {
      expect((await share(parent, listId, { recipients: batch(round * 20, 20) })).json()).toEqual({
        queued: 20,
      });
    }
    expect((await share(parent, listId, { recipients: batch(80, 15) })).json()).toEqual({
      queued: 15,
    });
    const over = await share(parent, listId, { recipients: batch(95, 6) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 429,
      code: 'SHARE_LIMIT_REACHED',
      message:
        'Vous ne pouvez plus envoyer que 5 invitations par e-mail pour cette liste dans les 24 heures (limite de 100). Retirez des destinataires ou réessayez demain.',
    });
    expect((await share(parent, listId, { recipients: batch(95, 5) })).json()).toEqual({
      queued: 5,
    });
    const full = await share(parent, listId, { recipients: ['encore@example.fr'] });
    expect(full.statusCode).toBe(429);
    expect(full.json().message).toBe(LIMIT_MESSAGE);
    expect(await mailsOf(listId)).toHaveLength(120);
    // Another list of the same parent has its own allowance.
    const second = await freshList();
    expect((await share(parent, second, { recipients: ['encore@example.fr'] })).statusCode).toBe(
      202,
    );
  });
});
