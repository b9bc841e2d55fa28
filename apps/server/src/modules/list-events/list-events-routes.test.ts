import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems } from '../../db/schema';
import { openEventStream, type EventStreamReader } from '../../test-support/event-stream';
import { insertCustomer, insertList } from '../../test-support/fixtures';
import {
  agentOf,
  GOOD_CARD,
  openMoneyWorld,
  paymentIdOf,
  type MoneyWorld,
} from '../../test-support/money';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { LIVE_STREAMS_PER_CLIENT } from './list-events-routes';

const eventsPath = (listId: string) =>
  `/api/ldn/public/v1/getListEventsByCompanyAndListId/aufr/${listId}`;

/** How long a test waits to be sure that no event comes. */
const QUIET_MS = 400;

describe('the live list: server-sent events fed by PostgreSQL LISTEN/NOTIFY', () => {
  let world: MoneyWorld;
  let origin: string;
  let stranger: TestSignIn;
  let draftId: string;
  const opened: EventStreamReader[] = [];

  beforeAll(async () => {
    world = await openMoneyWorld();
    await insertCustomer(world.database, { uid: 'autre-parent@example.fr' });
    stranger = await signInAs(world.database, 'autre-parent@example.fr');
    draftId = await insertList(world.database, world.ownerPk, { status: 'DRAFT' });
    origin = await world.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const stream of opened) stream.close();
    await world.dispose();
  });

  async function follow(listId: string, cookies?: Record<string, string>) {
    const stream = await openEventStream(`${origin}${eventsPath(listId)}`, cookies);
    opened.push(stream);
    return stream;
  }

  /** Changes the wanted quantity of the list's chair in a transaction that commits or not. */
  async function changeChair(listId: string, commit: boolean): Promise<void> {
    const change = world.database.transaction(async (tx) => {
      await tx
        .update(listItems)
        .set({ quantity: sql`${listItems.quantity} + 1` })
        .where(
          sql`${listItems.listId} = ${listId} and ${listItems.codeAx} = ${world.products.chair}`,
        );
      if (!commit) throw new Error('rolled back on purpose');
    });
    if (commit) await change;
    else await expect(change).rejects.toThrow('rolled back on purpose');
  }

  it('[S2.3] [S7.14] an anonymous relative follows a published list: ready, then list-changed once a change commits', async () => {
    const stream = await follow(world.listId);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(await stream.next()).toEqual({
      event: 'ready',
      data: { kind: 'ready', listId: world.listId },
    });
    await changeChair(world.listId, true);
    expect(await stream.next()).toEqual({
      event: 'list-changed',
      data: { kind: 'list-changed', listId: world.listId },
    });
  });

  it('[S4.1] a change rolled back sends nothing; a change of another list is not sent here', async () => {
    const stream = await follow(world.listId);
    expect((await stream.next())?.event).toBe('ready');
    await changeChair(world.listId, false);
    const other = await world.newList(2);
    await changeChair(other.listId, true);
    expect(await stream.next(QUIET_MS)).toBeUndefined();
    await changeChair(world.listId, true);
    expect((await stream.next())?.event).toBe('list-changed');
  });

  it('[S4.3] a gift paid through the checkout reaches a relative watching the list, with no giver nor amount', async () => {
    const { listId, codeAx } = await world.newList(1, 2_000);
    const watcher = await follow(listId);
    expect((await watcher.next())?.event).toBe('ready');
    const relative = agentOf(world.app);
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      contributorName: 'Tante Josette',
      entries: [{ code: codeAx, quantity: 1 }],
    });
    expect(created.statusCode).toBe(201);
    // The hold of the payment is a change of the item (one unit in progress)...
    expect(await watcher.next()).toEqual({
      event: 'list-changed',
      data: { kind: 'list-changed', listId },
    });
    const paid = await relative.form(`/paiement/${paymentIdOf(created)}`, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    // ...and so is its recording (the unit gifted).
    const recorded = await watcher.next();
    expect(recorded).toEqual({ event: 'list-changed', data: { kind: 'list-changed', listId } });
    expect(JSON.stringify(watcher.events)).not.toMatch(/Josette|2000|20,00/);
    // What the relative then reads shows the item gifted.
    const read = await world.app.inject({
      method: 'POST',
      url: `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
      payload: {},
    });
    const item = (
      read.json() as {
        products: { items: { codeAx: string; quantityOfContributedItems: number }[] };
      }
    ).products.items.find((candidate) => candidate.codeAx === codeAx);
    expect(item?.quantityOfContributedItems).toBe(1);
  });

  it('[S2.34] [S4.1] a draft list’s channel is refused as its read is: 404 to anyone but its owner', async () => {
    const anonymous = await follow(draftId);
    expect(anonymous.status).toBe(404);
    const other = await follow(draftId, stranger.cookies);
    expect(other.status).toBe(404);
    const json = await world.app.inject({ method: 'GET', url: eventsPath(draftId) });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
    const owner = await follow(draftId, world.owner.cookies);
    expect(owner.status).toBe(200);
    expect((await owner.next())?.event).toBe('ready');
  });

  it('[S1.1] [S7.1] an unknown company or a malformed list id is refused before any stream opens', async () => {
    const company = await world.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getListEventsByCompanyAndListId/zzzz/${world.listId}`,
      headers: { accept: 'text/event-stream' },
    });
    expect(company.statusCode).toBe(404);
    expect(company.json()).toMatchObject({ code: 'UNKNOWN_COMPANY' });
    const malformed = await world.app.inject({
      method: 'GET',
      url: eventsPath('not%20a%20list'),
      headers: { accept: 'text/event-stream' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await follow('0'.repeat(20))).toMatchObject({ status: 404 });
  });

  it('[S7.1] a client that does not accept an event stream gets the ready event once, as JSON', async () => {
    const answer = await world.app.inject({ method: 'GET', url: eventsPath(world.listId) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toEqual({ kind: 'ready', listId: world.listId });
  });

  it('[S7.1] the OpenAPI document names the channel an event stream, each event the contract’s', async () => {
    const document = (await world.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: object }> } }>;
    };
    const answer =
      document.paths['/api/ldn/public/v1/getListEventsByCompanyAndListId/{company}/{listId}']?.get
        ?.responses?.['200'];
    expect(Object.keys(answer?.content ?? {})).toEqual(['text/event-stream', 'application/json']);
  });

  it('[ASVS V2.4.1] one client holds at most LIVE_STREAMS_PER_CLIENT streams at once; closing one frees its place', async () => {
    for (const stream of opened.splice(0)) stream.close();
    await waitUntil(async () => (await follow(world.listId)).status === 200);
    const streams: EventStreamReader[] = [opened.at(-1) as EventStreamReader];
    while (streams.length < LIVE_STREAMS_PER_CLIENT) streams.push(await follow(world.listId));
    expect(streams.map((stream) => stream.status)).toEqual(
      Array.from({ length: LIVE_STREAMS_PER_CLIENT }, () => 200),
    );
    const refused = await world.app.inject({
      method: 'GET',
      url: eventsPath(world.listId),
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    streams[0]?.close();
    expect(await waitUntil(async () => (await follow(world.listId)).status === 200)).toBe(true);
  });

  it('[S4.1] a graceful stop ends every open stream', async () => {
    for (const open of opened.splice(0)) open.close();
    let stream = await follow(world.listId);
    await waitUntil(async () => {
      stream = await follow(world.listId);
      return stream.status === 200;
    });
    expect(stream.status).toBe(200);
    expect((await stream.next())?.event).toBe('ready');
    const closing = world.app.close();
    expect(await stream.ended()).toBe(true);
    await closing;
  });
});

/** Tries `attempt` every 50 ms for up to 2 s; whether it succeeded. */
async function waitUntil(attempt: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    if (await attempt()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('the live list: openings per client address', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await openMoneyWorld({ LDN_LIVE_LISTS_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await world.dispose();
  });

  it('[ASVS V2.4.1] [S7.1] a client may open LDN_LIVE_LISTS_PER_MINUTE channels a minute, counted in PostgreSQL; the next is refused with 429', async () => {
    const open = () => world.app.inject({ method: 'GET', url: eventsPath(world.listId) });
    for (let opening = 0; opening < 3; opening += 1) expect((await open()).statusCode).toBe(200);
    const refused = await open();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Trop de connexions depuis cette adresse/),
    });
    const other = await world.app.inject({
      method: 'GET',
      url: eventsPath(world.listId),
      remoteAddress: '192.0.2.7',
    });
    expect(other.statusCode).toBe(200);
  });
});
