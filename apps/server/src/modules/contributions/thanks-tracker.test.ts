import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributions, outboxMails } from '../../db/schema';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import {
  OWNER_UID,
  agentOf,
  openMoneyWorld,
  recordedContribution,
  type MoneyWorld,
} from '../../test-support/money';
import { DIGEST_JOB } from './digest-schedule';
import { moneyJobHandlers } from './money-jobs';
import { notificationJobHandlers } from '../notifications/digests';
import { renderDigestMail } from '../notifications/money-mails';

/** [S4.8] [S7.32] [S9.7] The thank-you tracker: what is left to thank, batch thanks, digests. */
describe('thank-you tracker', () => {
  let world: MoneyWorld;
  let seller: TestSignIn;
  let other: TestSignIn;

  beforeAll(async () => {
    world = await openMoneyWorld();
    await insertCustomer(world.database, {
      uid: 'vendeuse.merci@example.fr',
      roles: ['SELLER'],
      storeCode: 'S001',
    });
    await insertCustomer(world.database, { uid: 'autre.merci@example.fr' });
    seller = await signInAs(world.database, 'vendeuse.merci@example.fr');
    other = await signInAs(world.database, 'autre.merci@example.fr');
  });
  afterAll(async () => {
    await world.dispose();
  });

  /** A wallet contribution of `name` recorded `daysAgo` days ago. */
  async function given(
    listId: string,
    name: string,
    daysAgo: number,
    change: Partial<typeof contributions.$inferInsert> = {},
  ): Promise<number> {
    const { id } = await recordedContribution(world.database, listId, [], 1_000);
    await world.database.db
      .update(contributions)
      .set({
        contributorName: name,
        contributorEmail: name === '' ? '' : `${name.toLowerCase()}@example.fr`,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
        ...change,
      })
      .where(eq(contributions.id, id));
    return id;
  }

  const toThank = (agent: TestSignIn, listId: string, filtersBy?: string[]) =>
    agentOf(world.app, agent).call(
      'POST',
      `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
      { toThank: true, ...(filtersBy ? { filtersBy } : {}) },
    );
  const countOf = async (listId: string, agent: TestSignIn = world.owner) =>
    agentOf(world.app, agent).call(
      'GET',
      `/api/ldn/v1/getContributionsToThankCountByListId/${listId}`,
    );
  const thankAll = (agent: TestSignIn, listId: string, body: object) =>
    agentOf(world.app, agent).call(
      'POST',
      `/api/ldn/v1/sendThanksByCompanyAndListId/aufr/${listId}`,
      body,
    );
  const thanksMails = (ids: readonly number[]) =>
    world.database.db
      .select()
      .from(outboxMails)
      .where(
        inArray(
          outboxMails.dedupeKey,
          ids.map((id) => `thanks:${id}`),
        ),
      );

  it('[S4.8] [S7.32] lists the contributions not thanked yet, oldest first, and counts them', async () => {
    const { listId } = await world.newList();
    const recent = await given(listId, 'Paul', 1);
    const oldest = await given(listId, 'Mamie', 3);
    const middle = await given(listId, '', 2);
    await given(listId, 'Tata', 4, { thankedAt: new Date(), thanksMessage: 'Merci' });
    await given(listId, 'Annulé', 5, { status: 'CANCELLED', cancelledAt: new Date() });
    await given(listId, 'Moi', 6, { kind: 'SELF_PURCHASE' });

    const answer = await toThank(world.owner, listId);
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().contributions as { id: number; contributorName: string }[];
    expect(items.map((item) => item.id)).toEqual([oldest, middle, recent]);
    // The filters still apply: none of these has items.
    expect((await toThank(world.owner, listId, ['ITEMS'])).json().contributions).toEqual([]);
    // The whole activity is still newest first, with everything.
    const all = await agentOf(world.app, world.owner).call(
      'POST',
      `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
      {},
    );
    expect(
      all
        .json()
        .contributions.map((item: { id: number }) => item.id)
        .slice(0, 3),
    ).toEqual([recent, middle, oldest]);

    expect((await countOf(listId)).json()).toEqual({ count: 3 });
    expect((await countOf(listId, seller)).json()).toEqual({ count: 3 });
    expect((await countOf(listId, other)).statusCode).toBe(403);
    expect(
      (
        await world.app.inject({
          method: 'GET',
          url: `/api/ldn/v1/getContributionsToThankCountByListId/${listId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('[S4.8] thanks several contributions with one message, each once, by e-mail to each giver', async () => {
    const { listId } = await world.newList();
    const mamie = await given(listId, 'Mamie', 3);
    const anonymous = await given(listId, '', 2);
    const paul = await given(listId, 'Paul', 1);

    const sent = await thankAll(world.owner, listId, {
      contributionIds: [mamie, anonymous],
      message: '  Merci pour vos cadeaux !  ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      status: 'SENT',
      thanked: [
        { contributionId: mamie, emailed: true },
        { contributionId: anonymous, emailed: false },
      ],
    });
    const mails = await thanksMails([mamie, anonymous, paul]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'thanks',
      toAddress: 'mamie@example.fr',
      subject: 'Claire vous remercie pour votre cadeau',
    });
    expect(mails[0]?.textBody).toContain('Merci pour vos cadeaux !');
    expect((await countOf(listId)).json()).toEqual({ count: 1 });
    const left = (await toThank(world.owner, listId)).json().contributions as { id: number }[];
    expect(left.map((item) => item.id)).toEqual([paul]);

    // One already thanked refuses the whole batch: Paul is not thanked either.
    const again = await thankAll(world.owner, listId, {
      contributionIds: [paul, mamie],
      message: 'Encore merci',
    });
    expect(again.json()).toEqual({
      status: 409,
      code: 'THANKS_ALREADY_SENT',
      message:
        'Vous avez déjà remercié Mamie : aucun message n’a été envoyé. Actualisez la page et choisissez de nouveau.',
    });
    expect((await countOf(listId)).json()).toEqual({ count: 1 });
    expect(await thanksMails([paul])).toEqual([]);
    const [paulRow] = await world.database.db
      .select({ thankedAt: contributions.thankedAt })
      .from(contributions)
      .where(eq(contributions.id, paul));
    expect(paulRow?.thankedAt).toBeNull();
  });

  it('[S4.8] [S6.3] refuses others, unknown or foreign contributions, cancelled ones and bad input', async () => {
    const { listId } = await world.newList();
    const mine = await given(listId, 'Mamie', 2);
    const cancelled = await given(listId, 'Jo', 1, {
      status: 'CANCELLED',
      cancelledAt: new Date(),
    });
    const { listId: otherList } = await world.newList();
    const foreign = await given(otherList, 'Léon', 1);
    const body = { contributionIds: [mine], message: 'Merci !' };

    expect((await thankAll(seller, listId, body)).json()).toMatchObject({
      status: 403,
      message: 'Seul le titulaire de la liste peut faire cela.',
    });
    expect((await thankAll(other, listId, body)).statusCode).toBe(403);
    expect(
      (
        await thankAll(world.owner, listId, { contributionIds: [mine, foreign], message: 'Merci' })
      ).json(),
    ).toMatchObject({ status: 404, code: 'CONTRIBUTION_NOT_FOUND' });
    expect(
      (
        await thankAll(world.owner, listId, {
          contributionIds: [mine, cancelled],
          message: 'Merci',
        })
      ).json(),
    ).toMatchObject({ status: 409, code: 'NOT_THANKABLE' });
    for (const bad of [
      { contributionIds: [], message: 'Merci' },
      { contributionIds: [mine, mine], message: 'Merci' },
      { contributionIds: [mine], message: '   ' },
      { contributionIds: [mine], message: 'x'.repeat(1001) },
      { contributionIds: Array.from({ length: 51 }, (_, index) => index + 1), message: 'Merci' },
      { contributionIds: ['1'], message: 'Merci' },
    ]) {
      const refused = await thankAll(world.owner, listId, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('BAD_REQUEST');
    }
    expect(
      (
        await agentOf(world.app, world.owner).call(
          'POST',
          `/api/ldn/v1/sendThanksByCompanyAndListId/xxxx/${listId}`,
          body,
        )
      ).statusCode,
    ).toBe(404);
    // An unknown company is not ours (as every company route answers), and nothing above thanked anyone.
    expect((await countOf(listId)).json()).toEqual({ count: 1 });
    expect(await thanksMails([mine, cancelled, foreign])).toEqual([]);
  });

  it('[S4.8] a double submit at once thanks each contribution once; crossing batches never deadlock', async () => {
    const { listId } = await world.newList();
    const a = await given(listId, 'Anne', 3);
    const b = await given(listId, 'Bruno', 2);
    const c = await given(listId, 'Chloé', 1);

    const twice = await Promise.all(
      [0, 1, 2].map(() =>
        thankAll(world.owner, listId, { contributionIds: [a, b], message: 'Merci à vous' }),
      ),
    );
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await thanksMails([a, b])).toHaveLength(2);

    // Two batches sharing c, sent in opposite orders: one wins, the other is refused whole.
    const { listId: second } = await world.newList();
    const d = await given(second, 'Denis', 2);
    const e = await given(second, 'Emma', 1);
    const f = await given(second, 'Fanny', 1);
    const crossing = await Promise.all([
      thankAll(world.owner, second, { contributionIds: [d, e], message: 'Merci' }),
      thankAll(world.owner, second, { contributionIds: [f, e, d], message: 'Merci' }),
    ]);
    expect(crossing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const mails = await thanksMails([d, e, f]);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      crossing[0]?.statusCode === 200
        ? ['denis@example.fr', 'emma@example.fr']
        : ['denis@example.fr', 'emma@example.fr', 'fanny@example.fr'],
    );
    expect((await countOf(listId)).json()).toEqual({ count: 1 });
    expect((await toThank(world.owner, listId)).json().contributions[0].id).toBe(c);
  });

  it('[S9.7] [S4.8] the digest says how many contributions are not thanked yet, nothing when none', async () => {
    const { listId } = await world.newList();
    const first = (await recordedContribution(world.database, listId, [], 1_000)).id;
    await recordedContribution(world.database, listId, [], 2_000);
    await recordedContribution(world.database, listId, [], 3_000);
    expect(
      (await thankAll(world.owner, listId, { contributionIds: [first], message: 'Merci' }))
        .statusCode,
    ).toBe(200);
    const jobs = (await world.app.jobs.pendingJobs(DIGEST_JOB)).filter(
      (job) => job.payload.listId === listId,
    );
    expect(jobs).toHaveLength(1);
    const due = new Date((jobs[0]?.runAt ?? new Date()).getTime() + 1_000);
    const config = { publicUrl: 'https://liste.example.fr', host: '127.0.0.1', port: 0 };
    await world.app.jobs.runDueJobs(
      {
        ...moneyJobHandlers({ config, database: world.database, now: () => due }),
        ...notificationJobHandlers({ config, database: world.database }),
      },
      { dueBy: due },
    );
    const [digest] = await world.database.db
      .select()
      .from(outboxMails)
      .where(
        eq(outboxMails.dedupeKey, `contribution-digest:${listId}:${jobs[0]?.payload.periodKey}`),
      );
    expect(digest).toMatchObject({ toAddress: OWNER_UID });
    expect(digest?.textBody).toContain('Il vous reste 2 participations à remercier.');
    expect(digest?.htmlBody).toContain('Il vous reste 2 participations à remercier.');

    const input = {
      ownerFirstName: 'Claire',
      listTitle: 'Notre liste',
      frequency: 'WEEKLY' as const,
      lines: [{ contributorName: 'Mamie', itemCount: 1, walletCents: 0, message: '' }],
      activityUrl: 'https://liste.example.fr/list/x/activite',
    };
    expect(renderDigestMail({ ...input, toThankCount: 1 }).text).toContain(
      'Il vous reste 1 participation à remercier.',
    );
    const none = renderDigestMail({ ...input, toThankCount: 0 });
    expect(none.text).not.toContain('remercier');
    expect(none.html).not.toContain('remercier');
  });
});
