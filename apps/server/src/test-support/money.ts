import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contributionEntries,
  contributions,
  listItems,
  lists,
  walletMovements,
} from '../db/schema';
import { createContributionBody } from '@ldn/contract';
import { createSandboxProvider } from '../modules/checkout/payment-provider';
import { chargePayment, createPayment } from '../modules/checkout/payments';
import { recordPayment } from '../modules/contributions/payment-recording';
import { insertCustomer, insertItem, insertList, insertProduct, insertStore } from './fixtures';
import { signInAs, type TestSignIn } from './sign-in';
import { openTestDatabase, rowsOf } from './test-database';
import { testConfig } from './test-server';
import { createServer, type Server } from '../server';

/**
 * Helpers of the money tests (cart, checkout, contributions): a server over a fresh database with
 * a store, an owner and his published list, and a browser-like agent that keeps its cookies and
 * echoes the XSRF token, as the api-client does. For tests only.
 */

export const MONEY_STORE = 'S001';
export const NON_DELIVERING_STORE = 'S002';
export const OWNER_UID = 'titulaire@example.fr';

/** A browser: its cookies persist between calls, unsafe calls echo `XSRF-TOKEN`. */
export interface Agent {
  readonly cookies: Record<string, string>;
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Posts an HTML form (the payment page). */
  form(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * A browser-like agent; `remoteAddress` is the client address the server sees (127.0.0.1 when
 * unset), for the limits per address.
 */
export function agentOf(
  app: Server,
  signIn?: TestSignIn,
  options: { readonly remoteAddress?: string } = {},
): Agent {
  const from = options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress };
  const cookies: Record<string, string> = { ...(signIn?.cookies ?? {}) };
  const remember = (response: LightMyRequestResponse) => {
    // A cleared cookie is kept as '' (the server treats an empty cookie as none).
    for (const cookie of response.cookies) {
      cookies[cookie.name] = cookie.maxAge === 0 ? '' : cookie.value;
    }
    return response;
  };
  const xsrf = () =>
    signIn
      ? signIn.headers
      : cookies['XSRF-TOKEN']
        ? { 'x-xsrf-token': cookies['XSRF-TOKEN'] }
        : {};
  return {
    cookies,
    call: async (method, url, payload) =>
      remember(
        await app.inject({
          method,
          url,
          cookies,
          // The api-client sends it on unsafe calls and on closeList (a GET that changes state).
          headers: xsrf(),
          ...from,
          ...(payload === undefined ? {} : { payload }),
        }),
      ),
    form: async (url, fields) =>
      remember(
        await app.inject({
          method: 'POST',
          url,
          cookies,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          ...from,
          payload: new URLSearchParams(fields).toString(),
        }),
      ),
  };
}

/** The accepted test card, filled in as a person would. */
export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  holder: 'Josette Martin',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

/** A server over a fresh database, with a published list of three products. */
export interface MoneyWorld {
  readonly app: Server;
  readonly database: Database;
  readonly ownerPk: string;
  readonly owner: TestSignIn;
  readonly listId: string;
  /** 12,90 € wanted 3; 45,00 € wanted 1; 20,00 € wanted 2, unavailable in stock. */
  readonly products: {
    readonly body: string;
    readonly chair: string;
    readonly unavailable: string;
  };
  /** A new published list of the owner with one item of `quantity` units of a new 10 € product. */
  newList(quantity?: number, priceCents?: number): Promise<{ listId: string; codeAx: string }>;
  dispose(): Promise<void>;
}

export async function openMoneyWorld(env: Record<string, string> = {}): Promise<MoneyWorld> {
  const { database, dispose } = await openTestDatabase();
  await insertStore(database, { storeCode: MONEY_STORE });
  await insertStore(database, { storeCode: NON_DELIVERING_STORE, isLivMagEligible: false });
  // The special contribution item [S9.4], as the seed writes it.
  await insertProduct(database, {
    codeAx: '01176190',
    codeAs400: '01176190',
    name: 'Participation à la cagnotte',
    priceCents: 100,
    category: 'autres',
    canAddToLdn: false,
  });
  const ownerPk = await insertCustomer(database, {
    uid: OWNER_UID,
    firstName: 'Claire',
    notificationFrequency: 'DAILY',
  });
  const listId = await insertList(database, ownerPk, {
    title: 'Bienvenue Léa !',
    ownerMail: OWNER_UID,
    contactStoreCode: MONEY_STORE,
    publishedAt: new Date(),
  });
  const body = await insertProduct(database, { name: 'Body manches longues', priceCents: 1_290 });
  const chair = await insertProduct(database, { name: 'Chaise haute', priceCents: 4_500 });
  const unavailable = await insertProduct(database, {
    name: 'Mobile musical',
    priceCents: 2_000,
    availability: 'UNAVAILABLE',
  });
  await insertItem(database, listId, body, { quantity: 3, position: 0 });
  await insertItem(database, listId, chair, { quantity: 1, position: 1 });
  await insertItem(database, listId, unavailable, { quantity: 2, position: 2 });
  const app = await createServer(testConfig(env), { database });
  await app.ready();
  const owner = await signInAs(database, OWNER_UID);
  return {
    app,
    database,
    ownerPk,
    owner,
    listId,
    products: { body, chair, unavailable },
    newList: async (quantity = 1, priceCents = 1_000) => {
      const id = await insertList(database, ownerPk, {
        ownerMail: OWNER_UID,
        contactStoreCode: MONEY_STORE,
        publishedAt: new Date(),
      });
      const codeAx = await insertProduct(database, { priceCents });
      await insertItem(database, id, codeAx, { quantity });
      return { listId: id, codeAx };
    },
    dispose: async () => {
      await app.close();
      await dispose();
    },
  };
}

/** The counters of a list item. */
export async function itemCounters(
  database: Database,
  listId: string,
  codeAx: string,
): Promise<{ contributed: number; inProgress: number }> {
  const [row] = await database.db
    .select({
      contributed: listItems.quantityContributed,
      inProgress: listItems.quantityInProgress,
    })
    .from(listItems)
    .where(sql`${listItems.listId} = ${listId} and ${listItems.codeAx} = ${codeAx}`);
  if (!row) throw new Error(`no item ${codeAx} in ${listId}`);
  return row;
}

/** The wallet of a list and the sum of its movements (they must agree to the cent). */
export async function walletOf(
  database: Database,
  listId: string,
): Promise<{ balance: number; total: number; movements: number }> {
  const [list] = await database.db
    .select({ balance: lists.walletCents, total: lists.walletTotalCents })
    .from(lists)
    .where(eq(lists.id, listId));
  const [sum] = await rowsOf<{ total: string }>(
    database,
    sql`select coalesce(sum(${walletMovements.amountCents}), 0)::text as total from ${walletMovements} where ${walletMovements.listId} = ${listId}`,
  );
  if (!list) throw new Error(`no list ${listId}`);
  return { balance: list.balance, total: list.total, movements: Number(sum?.total ?? 0) };
}

/** The payment id of a checkout URL. */
export function paymentIdOf(response: LightMyRequestResponse): string {
  const { paymentId } = response.json() as { paymentId: string };
  return paymentId;
}

/**
 * A relative's contribution recorded directly through the real functions (no HTTP): validation,
 * the accepted test card, the recording. Returns its id and its entries' ids.
 */
export async function recordedContribution(
  database: Database,
  listId: string,
  entries: readonly { readonly code: string; readonly quantity: number }[],
  contributionAmount: number,
): Promise<{ id: number; entryIds: number[] }> {
  const payment = await createPayment(database, {
    body: createContributionBody.parse({ ldnId: listId, entries, contributionAmount }),
    owner: { key: `v:test-${listId}`, customerPk: null },
    user: null,
    ttlMinutes: 30,
  });
  await chargePayment(
    database,
    payment.id,
    { number: '4242424242424242', expiryMonth: 12, expiryYear: 2039, cvc: '123', holder: 'Test' },
    { provider: createSandboxProvider(), record: recordPayment },
  );
  const [contribution] = await database.db
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.paymentId, payment.id));
  if (!contribution) throw new Error('recordedContribution: not recorded');
  const rows = await database.db
    .select({ id: contributionEntries.id })
    .from(contributionEntries)
    .where(eq(contributionEntries.contributionId, contribution.id));
  return { id: contribution.id, entryIds: rows.map((row) => row.id) };
}
