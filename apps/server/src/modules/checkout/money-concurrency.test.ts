import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { contributions, lists, payments } from '../../db/schema';
import {
  insertCustomer,
  insertItem,
  insertList,
  insertProduct,
  insertStore,
} from '../../test-support/fixtures';
import { createScratchTarget, type ScratchTarget } from '../../test-support/test-database';
import { bundleForNode, SERVER_FOLDER } from '../../test-support/node-bundle';
import { testConfig } from '../../test-support/test-server';
import { createServer, type Server } from '../../server';
import { createContributionBody } from '@ldn/contract';
import { itemCounters, recordedContribution, walletOf } from '../../test-support/money';
import { signInAs } from '../../test-support/sign-in';
import { createPayment } from './payments';

/** Concurrency and faults: real connections racing on PostgreSQL. */
const GOOD_CARD_FORM = 'cardNumber=4242+4242+4242+4242&expiry=12%2F39&cvc=123&holder=Test';

describe('money under concurrency and faults', () => {
  let scratch: ScratchTarget;
  let database: Database;
  let app: Server;
  let origin: string;
  let ownerPk: string;

  beforeAll(async () => {
    scratch = await createScratchTarget();
    database = await openDatabase(scratch.target);
    await insertStore(database, { storeCode: 'S001' });
    await insertProduct(database, {
      codeAx: '01176190',
      codeAs400: '01176190',
      priceCents: 100,
      canAddToLdn: false,
    });
    ownerPk = await insertCustomer(database, {
      uid: 'course@example.fr',
      notificationFrequency: 'WEEKLY',
    });
    app = await createServer(testConfig(), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await scratch.dispose();
  });

  async function newList(quantity: number, priceCents = 2_000) {
    const listId = await insertList(database, ownerPk, {
      contactStoreCode: 'S001',
      publishedAt: new Date(),
    });
    const codeAx = await insertProduct(database, { priceCents });
    await insertItem(database, listId, codeAx, { quantity });
    return { listId, codeAx };
  }

  const postJson = (url: string, body: object) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pay = (paymentId: string) =>
    fetch(`${origin}/paiement/${paymentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: GOOD_CARD_FORM,
      redirect: 'manual',
    });

  it('[S8.4] [S4.4] 50 buyers race for the last unit: exactly one payment, 49 cart errors naming the item', async () => {
    const { listId, codeAx } = await newList(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postJson('/api/ldn/create-contribution', {
          ldnId: listId,
          entries: [{ code: codeAx, quantity: 1 }],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusals = await Promise.all(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.json()),
    );
    for (const body of refusals) {
      expect(body).toMatchObject({
        code: 'CART_ITEMS_REFUSED',
        // The winner's payment holds the unit: being bought, not offered.
        ldnErrorMsg: { reason: 'PURCHASE_IN_PROGRESS', items: [{ codeAx, remaining: 0 }] },
      });
    }
    const [made] = await database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.listId, listId));
    expect(made?.n).toBe(1);
    expect(await itemCounters(database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 1,
    });
  });

  it('[S3.15] [S5.2] 200 wallet contributions confirmed in parallel: the balance is their sum to the cent', async () => {
    const { listId } = await newList(1);
    const amounts = Array.from({ length: 200 }, (_, index) => 500 + ((index * 37) % 200) * 100);
    const paymentIds: string[] = [];
    for (const amount of amounts) {
      const payment = await createPayment(database, {
        body: createContributionBody.parse({ ldnId: listId, contributionAmount: amount }),
        owner: { key: `v:wallet-${paymentIds.length}`, customerPk: null },
        user: null,
        ttlMinutes: 30,
      });
      paymentIds.push(payment.id);
    }
    const answers = await Promise.all(paymentIds.map((paymentId) => pay(paymentId)));
    expect(answers.every((answer) => answer.status === 303)).toBe(true);
    const sum = amounts.reduce((total, amount) => total + amount, 0);
    expect(await walletOf(database, listId)).toEqual({
      balance: sum,
      total: sum,
      movements: sum,
    });
    const [recorded] = await database.db
      .select({ n: count() })
      .from(contributions)
      .where(eq(contributions.listId, listId));
    expect(recorded?.n).toBe(200);
  });

  it('[S4.3] the same payment confirmed twice (ten times at once): one contribution', async () => {
    const { listId, codeAx } = await newList(1, 3_000);
    const created = await postJson('/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
      contributionAmount: 1_000,
    });
    const { paymentId } = (await created.json()) as { paymentId: string };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(paymentId)));
    for (const answer of answers) {
      expect(answer.headers.get('location')).toBe(
        `/list/${listId}/cart?paiement=ok&paymentId=${paymentId}`,
      );
    }
    const recorded = await database.db
      .select()
      .from(contributions)
      .where(eq(contributions.paymentId, paymentId));
    expect(recorded).toHaveLength(1);
    expect(await itemCounters(database, listId, codeAx)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
    expect(await walletOf(database, listId)).toEqual({
      balance: 1_000,
      total: 1_000,
      movements: 1_000,
    });
  });

  /** A server of its own over the same database, listening, with `env` set. */
  async function serverWith(env: Record<string, string>) {
    const server = await createServer(testConfig(env), { database });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    return {
      server,
      origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    };
  }

  it('[ASVS V2.4.1] 20 validations at once from one address, each a new visitor: exactly the cap of holds, the rest 429', async () => {
    // The earlier tests left holds of this address open: the cap is 5 more than those.
    const [open] = await database.db
      .select({ n: count() })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'PENDING'),
          gt(payments.expiresAt, new Date()),
          sql`client_key = '127.0.0.1'`,
        ),
      );
    const { server, origin: capped } = await serverWith({
      LDN_OPEN_HOLDS_PER_ADDRESS: String((open?.n ?? 0) + 5),
    });
    try {
      const { listId, codeAx } = await newList(40);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${capped}/api/ldn/create-contribution`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ldnId: listId, entries: [{ code: codeAx, quantity: 1 }] }),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      expect(await itemCounters(database, listId, codeAx)).toEqual({
        contributed: 0,
        inProgress: 5,
      });
    } finally {
      await server.close();
    }
  });

  it('[S4.1] 20 lists closed while their wallet payments are paid, all at once: no money is recorded after a close, none is kept', async () => {
    const owner = await signInAs(database, 'course@example.fr');
    const cookie = Object.entries(owner.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const races = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const { listId } = await newList(1);
        const payment = await createPayment(database, {
          body: createContributionBody.parse({ ldnId: listId, contributionAmount: 500 }),
          owner: { key: `v:close-race-${index}`, customerPk: null },
          user: null,
          ttlMinutes: 10,
        });
        const [paid, closed] = await Promise.all([
          pay(payment.id),
          fetch(`${origin}/api/ldn/v1/closeList/aufr/${listId}`, {
            headers: { cookie, ...owner.headers },
          }),
        ]);
        return { listId, paymentId: payment.id, paid: paid.status, closed: closed.status };
      }),
    );
    for (const race of races) {
      // The payment page answers a redirect (paid in time) or the closed-list page: never a 5xx.
      expect([303, 409]).toContain(race.paid);
      expect(race.closed).toBe(200);
      const [row] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.id, race.paymentId));
      const [list] = await database.db.select().from(lists).where(eq(lists.id, race.listId));
      const recorded = await database.db
        .select()
        .from(contributions)
        .where(eq(contributions.listId, race.listId));
      if (row?.status === 'RECORDED') {
        // Recorded before the close, under the list's lock: its money is the wallet's.
        expect(recorded).toHaveLength(1);
        expect(recorded[0]?.createdAt.getTime()).toBeLessThanOrEqual(
          list?.closedAt?.getTime() ?? 0,
        );
        expect(await walletOf(database, race.listId)).toEqual({
          balance: 500,
          total: 500,
          movements: 500,
        });
      } else {
        expect(row?.status).toBe('CANCELLED');
        expect(['LIST_CLOSED', 'LIST_CLOSED_REFUNDED']).toContain(row?.declineReason);
        expect(recorded).toHaveLength(0);
        expect(await walletOf(database, race.listId)).toEqual({
          balance: 0,
          total: 0,
          movements: 0,
        });
      }
    }
  }, 60_000);

  it('[S4.5] [ASVS V2.3.4] 10 sales at once each using the whole wallet: exactly one is created, the others are refused', async () => {
    await insertCustomer(database, {
      uid: 'vendeur-course@example.fr',
      roles: ['SELLER'],
      storeCode: 'S001',
    });
    const seller = await signInAs(database, 'vendeur-course@example.fr');
    const cookie = Object.entries(seller.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const { listId, codeAx } = await newList(20, 1_000);
    await recordedContribution(database, listId, [], 2_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${origin}/api/ldn/v1/createContributionFromCart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, ...seller.headers },
          body: JSON.stringify({
            ldnId: listId,
            company: 'aufr',
            isSelfPurchase: true,
            entries: [{ codeAx, quantity: 2 }],
            usePot: true,
            potAmount: 2_000,
            isVae: true,
            isCmd: false,
          }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(await answer.json()).toMatchObject({ code: 'WALLET_BALANCE_TOO_LOW' });
    }
    expect(await itemCounters(database, listId, codeAx)).toEqual({ contributed: 0, inProgress: 2 });
  });

  describe('a process killed between "paid" and "recorded"', () => {
    let folder: string;
    let script: string;

    beforeAll(async () => {
      ({ folder, script } = await bundleForNode(
        path.join(SERVER_FOLDER, 'src/test-support/crash-child.ts'),
        '.crash-child-',
      ));
    }, 120_000);
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    function child(args: string[]): ChildProcess {
      const target = scratch.target;
      if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
      return spawn(process.execPath, [script, ...args], {
        env: {
          ...process.env,
          DATABASE_URL: target.url,
          LDN_MIGRATIONS_DIR: path.join(SERVER_FOLDER, 'src/db/migrations'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    }

    /** Resolves with the first line the child prints. */
    function firstLine(process_: ChildProcess): Promise<string> {
      return new Promise((resolve, reject) => {
        let text = '';
        process_.stdout?.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
        });
        process_.on('exit', (code) =>
          reject(new Error(`the child exited (${String(code)}) before a line`)),
        );
      });
    }

    it('[S4.3] SIGKILL after the provider said paid, then a restart: the contribution is recorded exactly once', async () => {
      const { listId, codeAx } = await newList(2, 4_500);
      const payment = await createPayment(database, {
        body: createContributionBody.parse({
          ldnId: listId,
          entries: [{ code: codeAx, quantity: 2 }],
          contributionAmount: 2_500,
        }),
        owner: { key: 'v:crash', customerPk: null },
        user: null,
        ttlMinutes: 30,
      });
      const paying = child(['pay', payment.id]);
      expect(await firstLine(paying)).toBe('PAID');
      paying.kill('SIGKILL');
      await once(paying, 'exit');
      expect(paying.signalCode).toBe('SIGKILL');

      const [paid] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(paid?.status).toBe('PAID');
      const before = await database.db
        .select()
        .from(contributions)
        .where(eq(contributions.paymentId, payment.id));
      expect(before).toHaveLength(0);

      // The restart: its job worker finishes the recording; a second run changes nothing.
      for (const _run of [1, 2]) {
        const recovering = child(['recover']);
        expect(await firstLine(recovering)).toBe('RECOVERED');
        await once(recovering, 'exit');
      }
      const after = await database.db
        .select()
        .from(contributions)
        .where(eq(contributions.paymentId, payment.id));
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ productsCents: 9_000, walletCents: 2_500 });
      expect(await itemCounters(database, listId, codeAx)).toEqual({
        contributed: 2,
        inProgress: 0,
      });
      expect(await walletOf(database, listId)).toEqual({
        balance: 2_500,
        total: 2_500,
        movements: 2_500,
      });
      // The buyer's browser comes back to the page: the same answer, nothing more recorded.
      const again = await pay(payment.id);
      expect(again.headers.get('location')).toBe(
        `/list/${listId}/cart?paiement=ok&paymentId=${payment.id}`,
      );
      expect(
        await database.db
          .select()
          .from(contributions)
          .where(eq(contributions.paymentId, payment.id)),
      ).toHaveLength(1);
    }, 60_000);
  });
});
