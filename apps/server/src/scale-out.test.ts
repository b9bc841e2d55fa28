import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from './test-support/node-bundle';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { contributions, listItems } from './db/schema';
import { formAction, hiddenFields, TestBrowser } from './test-support/test-browser';
import { totpCode } from './identity/totp';
import { GOOD_CARD } from './test-support/money';
import { insertItem, insertProduct } from './test-support/fixtures';
import { openEventStream } from './test-support/event-stream';
import {
  createScratchTarget,
  type ScratchTarget,
} from './test-support/test-database';

/**
 * Scale-out (design.md §3 "Scale-out"): two server processes on one PostgreSQL server,
 * behind a round-robin balancer that sends each request to the other instance. Sign-in, carts and
 * checkout work whichever instance answers, and the last-unit race and the wallet sum hold across
 * both: no state that matters lives in one process.
 */

const PASSWORD = 'Naissance2026!';
const DEMO_LIST = 'demo00parent';

/** The balancer: every request goes to the next instance in turn; it counts who served what. */
interface Balancer {
  readonly origin: string;
  readonly served: number[];
  close(): Promise<void>;
}

async function startBalancer(ports: () => readonly number[]): Promise<Balancer> {
  const served = [0, 0];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % 2;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports()[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe(
  'two server instances on one PostgreSQL, requests alternated',
  () => {
    let scratch: ScratchTarget;
    let database: Database;
    let folder: string;
    const instances: ChildProcess[] = [];
    const ports: number[] = [];
    let balancer: Balancer;

    /** Starts `node main.js` on a free port; resolves with the port once it listens. */
    async function startInstance(script: string, publicUrl: string): Promise<number> {
      if (scratch.target.kind !== 'postgres') throw new Error('PostgreSQL only');
      const child = spawn(process.execPath, [script], {
        env: {
          ...process.env,
          DATABASE_URL: scratch.target.url,
          PORT: '0',
          HOST: '127.0.0.1',
          APP_ENV: 'TEST',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: publicUrl,
          LDN_SEED_PRODUCTS: '1500',
          // Production's setting: the staff's second factor must work across instances too.
          LDN_STAFF_MFA: 'required',
          // Every buyer here comes from 127.0.0.1: the cap of open holds per address is lifted.
          LDN_OPEN_HOLDS_PER_ADDRESS: '10000',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      instances.push(child);
      let text = '';
      return new Promise((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /listening on http:\/\/[^:]+:(\d+)/.exec(text);
          if (match) resolve(Number(match[1]));
        });
        child.on('exit', (code) => reject(new Error(`an instance exited (${String(code)})`)));
      });
    }

    beforeAll(async () => {
      scratch = await createScratchTarget();
      database = await openDatabase(scratch.target);
      const bundle = await bundleServer('.scale-out-');
      folder = bundle.folder;
      const script = bundle.script;
      balancer = await startBalancer(() => ports);
      // The first seeds the empty database; the second then finds it seeded.
      ports.push(await startInstance(script, balancer.origin));
      ports.push(await startInstance(script, balancer.origin));
    }, 240_000);

    afterAll(async () => {
      for (const child of instances) {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      }
      await balancer.close();
      await database.close();
      await scratch.dispose();
      await rm(folder, { recursive: true, force: true });
    }, 60_000);

    /** A new item of the demo list, `quantity` units of a new product. */
    async function newItem(quantity: number, priceCents = 2_500): Promise<string> {
      const codeAx = await insertProduct(database, { priceCents });
      await insertItem(database, DEMO_LIST, codeAx, { quantity, position: 900 });
      return codeAx;
    }

    const json = (method: string, body?: object, headers: Record<string, string> = {}) => ({
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      method,
    });

    it('[S2.22] [S4.3] signs in, fills a cart and pays through the checkout while every request goes to the other instance', async () => {
      const codeAx = await newItem(2);
      const browser = new TestBrowser(balancer.origin);
      // The sign-in, hop by hop: /login, the provider, its page, the form, back to /oauth_callback.
      const login = await browser.get('/login?redirect=%2Flist');
      expect(login.status).toBe(302);
      const authorize = await browser.get(login.location ?? '');
      const page = await browser.get(authorize.location ?? '');
      expect(page.status).toBe(200);
      const posted = await browser.postForm(formAction(page.body, balancer.origin), {
        ...hiddenFields(page.body),
        email: 'proche@example.fr',
        password: PASSWORD,
      });
      expect(posted.status).toBe(303);
      const resumed = await browser.get(posted.location ?? '');
      const landed = await browser.get(resumed.location ?? '');
      expect(landed.status).toBe(302);
      expect(browser.cookie('XSRF-TOKEN')).toBeTruthy();

      const xsrf = { 'x-xsrf-token': browser.cookie('XSRF-TOKEN') ?? '' };
      for (let turn = 0; turn < 4; turn += 1) {
        const profile = await browser.get('/api/ldn/v1/getUserProfil/');
        expect(profile.status).toBe(200);
        expect(JSON.parse(profile.body)).toMatchObject({
          logged: true,
          email: 'proche@example.fr',
        });
      }
      const added = await browser.request(
        'POST',
        '/api/user/cart/entries',
        json('POST', { ldnId: DEMO_LIST, code: codeAx, quantity: 2 }, xsrf),
      );
      expect(added.status).toBe(200);
      // Read back from the other instance.
      const cart = JSON.parse((await browser.get('/api/user/cart')).body) as {
        entries: { code: string; quantity: number }[];
      };
      expect(cart.entries).toEqual([expect.objectContaining({ code: codeAx, quantity: 2 })]);

      const created = await browser.request(
        'POST',
        '/api/ldn/create-contribution',
        json('POST', { ldnId: DEMO_LIST, entries: [{ code: codeAx, quantity: 2 }] }, xsrf),
      );
      expect(created.status).toBe(201);
      const { paymentId } = JSON.parse(created.body) as { paymentId: string };
      expect((await browser.get(`/paiement/${paymentId}`)).status).toBe(200);
      const paid = await browser.postForm(`/paiement/${paymentId}`, GOOD_CARD);
      expect(paid.status).toBe(303);
      expect(paid.location).toContain('paiement=ok');
      const status = JSON.parse(
        (await browser.get(`/api/ldn/public/v1/getPaymentStatus/${paymentId}`)).body,
      ) as { status: string };
      expect(status.status).toBe('RECORDED');
      const [item] = await database.db
        .select({ gifted: listItems.quantityContributed })
        .from(listItems)
        .where(sql`${listItems.listId} = ${DEMO_LIST} AND ${listItems.codeAx} = ${codeAx}`);
      expect(item?.gifted).toBe(2);
      // Both instances did serve this journey.
      expect(Math.min(...balancer.served)).toBeGreaterThan(5);
    }, 60_000);

    it('[ASVS V6.3.3] a seller enrols an authenticator and signs in with its code while every request goes to the other instance', async () => {
      const browser = new TestBrowser(balancer.origin);
      const login = await browser.get('/login?redirect=%2Fkiosk%2Fseller');
      const authorize = await browser.get(login.location ?? '');
      const page = await browser.get(authorize.location ?? '');
      const posted = await browser.postForm(formAction(page.body, balancer.origin), {
        ...hiddenFields(page.body),
        email: 'vendeur@example.fr',
        password: PASSWORD,
      });
      expect(posted.location).toMatch(/\/totp$/);
      // The page of the code, from the other instance than the one that checked the password.
      const codePage = await browser.get(posted.location ?? '');
      expect(codePage.status).toBe(200);
      const secret = (
        /<p class="secret">([A-Z2-7 ]+)<\/p>/.exec(codePage.body)?.[1] ?? ''
      ).replaceAll(' ', '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const code = await browser.postForm(formAction(codePage.body, balancer.origin), {
        ...hiddenFields(codePage.body),
        code: totpCode(secret),
      });
      expect(code.status).toBe(303);
      const resumed = await browser.get(code.location ?? '');
      const landed = await browser.get(resumed.location ?? '');
      expect(landed.status).toBe(302);
      expect(landed.location).toBe(`${balancer.origin}/kiosk/seller`);
      for (let turn = 0; turn < 2; turn += 1) {
        const profile = await browser.get('/api/ldn/v1/getUserProfil/');
        expect(JSON.parse(profile.body)).toMatchObject({
          logged: true,
          email: 'vendeur@example.fr',
        });
      }
    }, 60_000);

    it('[S8.4] 30 buyers spread over both instances race for the last unit: exactly one payment', async () => {
      const codeAx = await newItem(1);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(
            `${balancer.origin}/api/ldn/create-contribution`,
            json('POST', { ldnId: DEMO_LIST, entries: [{ code: codeAx, quantity: 1 }] }),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(29);
      const [item] = await database.db
        .select({ inProgress: listItems.quantityInProgress })
        .from(listItems)
        .where(sql`${listItems.listId} = ${DEMO_LIST} AND ${listItems.codeAx} = ${codeAx}`);
      expect(item?.inProgress).toBe(1);
    }, 60_000);

    it('[S3.15] 40 wallet contributions paid at once through both instances: the wallet grows by their sum to the cent', async () => {
      const before = await walletOfDemo();
      const amounts = Array.from({ length: 40 }, (_, index) => 500 + index * 100);
      const paymentIds = await Promise.all(
        amounts.map(async (amount) => {
          const answer = await fetch(
            `${balancer.origin}/api/ldn/create-contribution`,
            json('POST', { ldnId: DEMO_LIST, contributionAmount: amount }),
          );
          expect(answer.status).toBe(201);
          return ((await answer.json()) as { paymentId: string }).paymentId;
        }),
      );
      const paid = await Promise.all(
        paymentIds.map((paymentId) =>
          fetch(`${balancer.origin}/paiement/${paymentId}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(GOOD_CARD).toString(),
            redirect: 'manual',
          }),
        ),
      );
      expect(paid.every((answer) => answer.status === 303)).toBe(true);
      const sum = amounts.reduce((total, amount) => total + amount, 0);
      const after = await walletOfDemo();
      expect(after.balance - before.balance).toBe(sum);
      expect(after.balance).toBe(after.movements);
      const recorded = await database.db
        .select({ id: contributions.id })
        .from(contributions)
        .where(eq(contributions.listId, DEMO_LIST));
      expect(recorded.length).toBeGreaterThanOrEqual(40);
    }, 60_000);

    it('[S2.3] [S4.3] the live list: a gift paid through instance A reaches a relative following the list on instance B within 2 s', async () => {
      const codeAx = await newItem(1);
      const [portA, portB] = ports;
      const viewer = await openEventStream(
        `http://127.0.0.1:${String(portB)}/api/ldn/public/v1/getListEventsByCompanyAndListId/aufr/${DEMO_LIST}`,
      );
      try {
        expect(viewer.status).toBe(200);
        expect((await viewer.next())?.event).toBe('ready');
        const instanceA = `http://127.0.0.1:${String(portA)}`;
        const created = await fetch(
          `${instanceA}/api/ldn/create-contribution`,
          json('POST', { ldnId: DEMO_LIST, entries: [{ code: codeAx, quantity: 1 }] }),
        );
        expect(created.status).toBe(201);
        const { paymentId } = (await created.json()) as { paymentId: string };
        // The hold of the payment, committed by A, is already a change of the list.
        expect((await viewer.next(2_000))?.event).toBe('list-changed');
        const paidAt = Date.now();
        const paid = await fetch(`${instanceA}/paiement/${paymentId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(GOOD_CARD).toString(),
          redirect: 'manual',
        });
        expect(paid.status).toBe(303);
        const recorded = await viewer.next(2_000);
        expect(recorded).toEqual({
          event: 'list-changed',
          data: { kind: 'list-changed', listId: DEMO_LIST },
        });
        expect(Date.now() - paidAt).toBeLessThan(2_000);
        // What B then reads shows the unit gifted.
        const read = await fetch(
          `http://127.0.0.1:${String(portB)}/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${DEMO_LIST}`,
          json('POST', {}),
        );
        const list = (await read.json()) as {
          products: { items: { codeAx: string; quantityOfContributedItems: number }[] };
        };
        expect(
          list.products.items.find((item) => item.codeAx === codeAx)?.quantityOfContributedItems,
        ).toBe(1);
      } finally {
        viewer.close();
      }
    }, 60_000);

    async function walletOfDemo(): Promise<{ balance: number; movements: number }> {
      const result = (await database.db.execute(sql`
        SELECT l.wallet_cents::bigint AS balance,
          (SELECT COALESCE(sum(amount_cents), 0) FROM wallet_movements m WHERE m.list_id = l.id)::bigint AS movements
        FROM lists l WHERE l.id = ${DEMO_LIST}`)) as unknown as {
        rows: { balance: string; movements: string }[];
      };
      const [row] = result.rows;
      return { balance: Number(row?.balance), movements: Number(row?.movements) };
    }
  },
);
