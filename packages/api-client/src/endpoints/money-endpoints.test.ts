// @vitest-environment node
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../config';
import { apiMiddleware, apiSlices } from '../ldn-api';
import type { ApiCart } from '../wire-types';
import type { CreateFromCartBody } from '../wire-types';
import { activityApi } from './activity-api';
import { activityCountApi } from './activity-count-api';
import { cartApi, EMPTY_CART } from './cart-api';
import { cartChangesApi } from './cart-changes-api';
import { changesChoices, withChoices } from './cart-choices';
import { listsApi } from './lists-api';
import { paymentsApi } from './payments-api';
import { transactionsApi } from './transactions-api';
import { walletApi } from './wallet-api';

/**
 * The endpoints of the cart, its payment, the activity, the wallet and the in-store transactions
 * (spec §7 "User" [S7.7] [S7.8], "Activity, wallet, returns", "Transactions and stores"): what each
 * sends, what each refreshes, and which refusals are answers rather than Not found. A stub `fetch`
 * records every request and answers what `answer` says.
 */

const API = 'http://api.test/api';
const LIST = 'abcd1234';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

let requests: Recorded[] = [];
let answer: (request: Recorded) => Response = () => Response.json({});
const navigations: string[] = [];

const fetchFn = vi.fn(async (input: RequestInfo, init?: RequestInit) => {
  const request = new Request(input, init);
  const text = await request.text();
  const recorded = {
    method: request.method,
    url: request.url,
    body: text === '' ? undefined : JSON.parse(text),
  };
  requests.push(recorded);
  return answer(recorded);
});

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });

let store = makeStore();
type Store = typeof store;

beforeEach(() => {
  requests = [];
  navigations.length = 0;
  answer = ({ url }) => Response.json(url.includes('ForStore') ? [] : {});
  configureApiClient({
    apiBase: API,
    fetchFn,
    readCookies: () => 'XSRF-TOKEN=x',
    onNavigate: (_url, target) => navigations.push(target),
    logger: { error: () => undefined },
  });
  store = makeStore();
});

afterEach(() => {
  resetApiClientConfig();
});

const reads = (fragment: string) =>
  requests.filter((request) => request.url.includes(fragment)).length;

/** The reads of the cart (its changes have paths under `/user/cart` too). */
const cartReads = () =>
  requests.filter((request) => request.method === 'GET' && request.url === `${API}/user/cart`)
    .length;

const cart = (overrides: Partial<ApiCart> = {}): ApiCart => ({
  ...EMPTY_CART,
  ldnId: LIST,
  ...overrides,
});

const cachedCart = (s: Store) => cartApi.endpoints.getCart.select(undefined)(s.getState()).data;

const FROM_CART: CreateFromCartBody = {
  ldnId: LIST,
  company: 'aufr',
  storeCode: 'A12',
  message: 'Bravo',
  messageFrom: 'Jeanne',
  emailFrom: 'jeanne@exemple.fr',
  totalPrice: 2_990,
  isSelfPurchase: false,
  holderFavoriteStore: 'A12',
  entries: [{ codeAx: '12345678', company: 'aufr', price: 2_990, quantity: 1 }],
  usePot: false,
  potAmount: 0,
  potCurrency: 'EUR',
  isVae: true,
  isCmd: false,
};

/** [spec ids and what it does, the call, method, URL, body] */
const CALLS: readonly [string, (s: Store) => unknown, string, string, unknown][] = [
  [
    '[S7.7] getCart',
    (s) => s.dispatch(cartApi.endpoints.getCart.initiate(undefined)),
    'GET',
    `${API}/user/cart`,
    undefined,
  ],
  [
    '[S2.54] [S2.59] addCartEntry',
    (s) =>
      s.dispatch(
        cartApi.endpoints.addCartEntry.initiate({ ldnId: LIST, code: '01176190', quantity: 50 }),
      ),
    'POST',
    `${API}/user/cart/entries`,
    { ldnId: LIST, code: '01176190', quantity: 50 },
  ],
  [
    '[S5.2] [S9.4] setWalletContribution sends the cents as the special item, in euros',
    (s) =>
      s.dispatch(cartApi.endpoints.setWalletContribution.initiate({ listId: LIST, cents: 5_000 })),
    'POST',
    `${API}/user/cart/entries`,
    { ldnId: LIST, code: '01176190', quantity: 50 },
  ],
  [
    '[S4.3] [S9.4] setWalletContribution of 0 removes the special line',
    (s) => s.dispatch(cartApi.endpoints.setWalletContribution.initiate({ listId: LIST, cents: 0 })),
    'DELETE',
    `${API}/user/cart/entries/01176190`,
    undefined,
  ],
  [
    '[S5.5] setCartEntryQuantity encodes the code',
    (s) =>
      s.dispatch(
        cartChangesApi.endpoints.setCartEntryQuantity.initiate({ code: '12/34', quantity: 3 }),
      ),
    'PATCH',
    `${API}/user/cart/entries/12%2F34`,
    { quantity: 3 },
  ],
  [
    '[S4.3] removeCartEntry',
    (s) => s.dispatch(cartChangesApi.endpoints.removeCartEntry.initiate('12345678')),
    'DELETE',
    `${API}/user/cart/entries/12345678`,
    undefined,
  ],
  [
    '[S2.43] updateCart',
    (s) => s.dispatch(cartChangesApi.endpoints.updateCart.initiate({ message: 'Félicitations' })),
    'PATCH',
    `${API}/user/cart`,
    { message: 'Félicitations' },
  ],
  [
    '[S4.3] resetCart',
    (s) => s.dispatch(cartChangesApi.endpoints.resetCart.initiate(undefined)),
    'DELETE',
    `${API}/user/cart`,
    undefined,
  ],
  [
    '[S7.8] createContribution',
    (s) =>
      s.dispatch(
        paymentsApi.endpoints.createContribution.initiate({
          ...EMPTY_CART,
          ldnId: LIST,
          entries: [],
        }),
      ),
    'POST',
    `${API}/ldn/create-contribution`,
    { ...EMPTY_CART, ldnId: LIST, entries: [] },
  ],
  [
    '[S7.42] createContributionFromCart',
    (s) => s.dispatch(paymentsApi.endpoints.createContributionFromCart.initiate(FROM_CART)),
    'POST',
    `${API}/ldn/v1/createContributionFromCart`,
    FROM_CART,
  ],
  [
    '[S4.3] getPaymentStatus encodes the id',
    (s) => s.dispatch(paymentsApi.endpoints.getPaymentStatus.initiate('pay 1')),
    'GET',
    `${API}/ldn/public/v1/getPaymentStatus/pay%201`,
    undefined,
  ],
  [
    '[S7.32] [S2.41] getHistorics without filters asks for all four',
    (s) => s.dispatch(activityApi.endpoints.getHistorics.initiate({ listId: LIST })),
    'POST',
    `${API}/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${LIST}`,
    { filtersBy: ['ITEMS', 'WALLET', 'COUPON', 'RETURNED_ITEMS'] },
  ],
  [
    '[S7.32] getHistorics with filters sends them in the spec order',
    (s) =>
      s.dispatch(
        activityApi.endpoints.getHistorics.initiate({
          listId: LIST,
          filters: ['RETURNED_ITEMS', 'ITEMS'],
        }),
      ),
    'POST',
    `${API}/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${LIST}`,
    { filtersBy: ['ITEMS', 'RETURNED_ITEMS'] },
  ],
  [
    '[S4.8] [S7.32] getHistorics of what is left to thank',
    (s) => s.dispatch(activityApi.endpoints.getHistorics.initiate({ listId: LIST, toThank: true })),
    'POST',
    `${API}/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${LIST}`,
    { filtersBy: ['ITEMS', 'WALLET', 'COUPON', 'RETURNED_ITEMS'], toThank: true },
  ],
  [
    '[S4.8] [S2.59] getToThankCount',
    (s) => s.dispatch(activityCountApi.endpoints.getToThankCount.initiate(LIST)),
    'GET',
    `${API}/ldn/v1/getContributionsToThankCountByListId/${LIST}`,
    undefined,
  ],
  [
    '[S4.8] sendThanks',
    (s) =>
      s.dispatch(
        activityApi.endpoints.sendThanks.initiate({
          listId: LIST,
          body: { contributionIds: [3, 4], message: 'Merci' },
        }),
      ),
    'POST',
    `${API}/ldn/v1/sendThanksByCompanyAndListId/aufr/${LIST}`,
    { contributionIds: [3, 4], message: 'Merci' },
  ],
  [
    '[S7.34] getReturnsByEntry',
    (s) => s.dispatch(activityApi.endpoints.getReturnsByEntry.initiate(17)),
    'GET',
    `${API}/ldn/v1/getReturnsByContributionEntryId/17`,
    undefined,
  ],
  [
    '[S7.33] returnProduct',
    (s) => s.dispatch(activityApi.endpoints.returnProduct.initiate({ id: 17, quantity: 1 })),
    'POST',
    `${API}/ldn/v1/returnProduct`,
    { id: 17, quantity: 1 },
  ],
  [
    '[S7.33] cancelReturnProduct',
    (s) => s.dispatch(activityApi.endpoints.cancelReturnProduct.initiate({ id: 17, quantity: 1 })),
    'POST',
    `${API}/ldn/v1/cancelReturnProduct`,
    { id: 17, quantity: 1 },
  ],
  [
    '[S7.31] sendThank',
    (s) =>
      s.dispatch(activityApi.endpoints.sendThank.initiate({ contributionId: 3, message: 'Merci' })),
    'POST',
    `${API}/ldn/public/v1/sendThank`,
    { contributionId: 3, message: 'Merci' },
  ],
  [
    '[S7.36] cancelWalletContribution',
    (s) => s.dispatch(activityApi.endpoints.cancelWalletContribution.initiate({ id: 3 })),
    'POST',
    `${API}/ldn/v1/cancelWalletContribution`,
    { id: 3 },
  ],
  [
    '[S4.8] cancelContribution',
    (s) => s.dispatch(activityApi.endpoints.cancelContribution.initiate({ id: 3 })),
    'POST',
    `${API}/ldn/v1/cancelContribution`,
    { id: 3 },
  ],
  [
    '[S7.35] getWalletHistorics',
    (s) => s.dispatch(walletApi.endpoints.getWalletHistorics.initiate(LIST)),
    'GET',
    `${API}/ldn/v1/getWalletHistoricsByListId/${LIST}`,
    undefined,
  ],
  [
    '[S7.38] getStoreTransactions encodes the store code',
    (s) => s.dispatch(transactionsApi.endpoints.getStoreTransactions.initiate('A 12')),
    'GET',
    `${API}/ldn/v1/getReservedContributionFromWinshopForStore/aufr/A%2012`,
    undefined,
  ],
  [
    '[S7.39] getTransaction',
    (s) => s.dispatch(transactionsApi.endpoints.getTransaction.initiate('t1')),
    'GET',
    `${API}/ldn/v1/getReservedContributionById/t1`,
    undefined,
  ],
  [
    '[S7.43] checkTicket sends the company, the store and the ticket',
    (s) =>
      s.dispatch(
        transactionsApi.endpoints.checkTicket.initiate({
          id: 't1',
          storeCode: 'A12',
          transactionBarcode: '0123456789',
        }),
      ),
    'PATCH',
    `${API}/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/t1`,
    { company: 'aufr', storeCode: 'A12', transactionBarcode: '0123456789' },
  ],
  [
    '[S7.44] confirmTransaction',
    (s) => s.dispatch(transactionsApi.endpoints.confirmTransaction.initiate('t1')),
    'POST',
    `${API}/ldn/v1/hasCheckedMissingEntries/t1`,
    undefined,
  ],
  [
    '[S7.44] cancelTransaction',
    (s) => s.dispatch(transactionsApi.endpoints.cancelTransaction.initiate('t1')),
    'DELETE',
    `${API}/ldn/v1/removeReservedContributionById/t1`,
    undefined,
  ],
];

describe('method, path and body of each call', () => {
  for (const [title, call, method, url, body] of CALLS) {
    it(`${title}: ${method} ${url.replace(API, '')}`, async () => {
      await call(store);

      expect(requests).toEqual([{ method, url, body }]);
    });
  }

  it.each([
    [499, 'Le montant minimum est de 5€.'],
    [1_000_100, 'Le montant maximum est de 10 000€.'],
    [1_250, "Le montant doit être un nombre entier d'euros, sans centimes."],
  ])(
    '[S5.2] [S9.2] setWalletContribution of %i cents is refused without a call',
    async (cents, message) => {
      const result = await store.dispatch(
        cartApi.endpoints.setWalletContribution.initiate({ listId: LIST, cents }),
      );

      expect(requests).toEqual([]);
      expect(result.error).toEqual({
        status: 400,
        data: { status: 400, code: 'BAD_REQUEST', message },
      });
    },
  );

  it.each([
    [5_000, 'POST'],
    [0, 'DELETE'],
  ])(
    '[S5.2] [S8.2] setWalletContribution of %i cents gives the server refusal back (%s), no Not found',
    async (cents, method) => {
      const refusal = { status: 400, code: 'LIST_CLOSED', message: 'La liste est clôturée.' };
      answer = () => Response.json(refusal, { status: 400 });

      const result = await store.dispatch(
        cartApi.endpoints.setWalletContribution.initiate({ listId: LIST, cents }),
      );

      expect(requests.map((request) => request.method)).toEqual([method]);
      expect(result.error).toMatchObject({ status: 400, data: refusal });
      expect(navigations).toEqual([]);
    },
  );

  it('[S1.1] the company of the paths comes from the configuration', async () => {
    configureApiClient({ company: 'bbfr' });

    await store.dispatch(transactionsApi.endpoints.getStoreTransactions.initiate('A12'));
    await store.dispatch(activityApi.endpoints.getHistorics.initiate({ listId: LIST }));
    await store.dispatch(
      transactionsApi.endpoints.checkTicket.initiate({
        id: 't1',
        storeCode: 'A12',
        transactionBarcode: '1',
      }),
    );

    expect(requests.slice(0, 3).map((request) => request.url)).toEqual([
      `${API}/ldn/v1/getReservedContributionFromWinshopForStore/bbfr/A12`,
      `${API}/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/bbfr/${LIST}`,
      `${API}/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/t1`,
    ]);
    expect(requests[2]?.body).toMatchObject({ company: 'bbfr' });
  });
});

describe('the cart follows the answers of its changes', () => {
  it('[S7.7] [S2.54] the cart a change answers becomes the cart every page reads, without a new read', async () => {
    answer = ({ method }) => Response.json(method === 'GET' ? cart() : cart({ itemCount: 2 }));
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    await store.dispatch(
      cartApi.endpoints.addCartEntry.initiate({ ldnId: LIST, code: '12345678', quantity: 2 }),
    );
    await store.dispatch(
      cartChangesApi.endpoints.setCartEntryQuantity.initiate({ code: '12345678', quantity: 2 }),
    );

    await vi.waitFor(() => expect(cachedCart(store)?.itemCount).toBe(2));
    expect(cartReads()).toBe(1);
    reader.unsubscribe();
  });

  it('[S4.3] a refused change reads the cart again (it may have changed on the server), with no Not found', async () => {
    answer = ({ method }) =>
      method === 'GET'
        ? Response.json(cart())
        : Response.json(
            { status: 404, code: 'NOT_FOUND', message: 'Produit inconnu' },
            {
              status: 404,
            },
          );
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    const result = await store.dispatch(cartChangesApi.endpoints.removeCartEntry.initiate('999'));

    expect(result.error).toMatchObject({ status: 404, data: { message: 'Produit inconnu' } });
    await vi.waitFor(() => expect(cartReads()).toBe(2));
    expect(navigations).toEqual([]);
    reader.unsubscribe();
  });

  it('[S2.43] [S9.3] a delivery choice shows at once, before the answer, which then replaces it', async () => {
    let release: (response: Response) => void = () => undefined;
    answer = ({ method }) =>
      method === 'GET'
        ? Response.json(cart({ productsTotal: 1_290, total: 1_290 }))
        : (new Promise<Response>((resolve) => {
            release = resolve;
          }) as unknown as Response);
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    const change = store.dispatch(
      cartChangesApi.endpoints.updateCart.initiate({ deliveryOption: 'STORE_DELIVERY' }),
    );

    await vi.waitFor(() =>
      expect(cachedCart(store)).toMatchObject({
        deliveryOption: 'STORE_DELIVERY',
        deliveryFee: 290,
        total: 1_580,
      }),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    release(
      Response.json(
        cart({
          productsTotal: 1_290,
          deliveryOption: 'STORE_DELIVERY',
          deliveryFee: 290,
          total: 1_600,
        }),
      ),
    );
    await change;
    await vi.waitFor(() => expect(cachedCart(store)?.total).toBe(1_600));
    reader.unsubscribe();
  });

  it('[S2.43] a refused choice puts the cart back as it was', async () => {
    answer = ({ method }) =>
      method === 'GET'
        ? Response.json(cart({ clientType: 'RELATIVE' }))
        : Response.json({ status: 400, code: 'BAD_REQUEST', message: 'Refusé' }, { status: 400 });
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    const result = await store.dispatch(
      cartChangesApi.endpoints.updateCart.initiate({ clientType: 'HOLDER' }),
    );

    expect(result.error).toMatchObject({ status: 400 });
    expect(cachedCart(store)?.clientType).toBe('RELATIVE');
    expect(navigations).toEqual([]);
    reader.unsubscribe();
  });

  it('[S2.43] a text field is not shown before the answer', async () => {
    let cachedWhileSending: ApiCart | undefined;
    answer = ({ method }) => {
      if (method === 'GET') return Response.json(cart({ message: '' }));
      cachedWhileSending = cachedCart(store);
      return Response.json(cart({ message: 'Bravo' }));
    };
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    await store.dispatch(cartChangesApi.endpoints.updateCart.initiate({ message: 'Bravo' }));

    expect(cachedWhileSending?.message).toBe('');
    await vi.waitFor(() => expect(cachedCart(store)?.message).toBe('Bravo'));
    reader.unsubscribe();
  });

  it('[S4.3] [S4.5] resetting the cart and an in-store transaction read the cart again', async () => {
    answer = () => Response.json(cart());
    const reader = store.dispatch(cartApi.endpoints.getCart.initiate(undefined));
    await reader;

    await store.dispatch(cartChangesApi.endpoints.resetCart.initiate(undefined));
    await vi.waitFor(() => expect(cartReads()).toBe(2));
    await store.dispatch(paymentsApi.endpoints.createContributionFromCart.initiate(FROM_CART));
    await vi.waitFor(() => expect(cartReads()).toBe(3));
    reader.unsubscribe();
  });
});

describe('what a change refreshes', () => {
  const readAll = (s: Store) => [
    s.dispatch(listsApi.endpoints.getList.initiate({ listId: LIST })),
    s.dispatch(activityApi.endpoints.getHistorics.initiate({ listId: LIST })),
    s.dispatch(walletApi.endpoints.getWalletHistorics.initiate(LIST)),
  ];

  const MONEY_CHANGES: readonly [string, (s: Store) => unknown][] = [
    [
      '[S7.33] a return',
      (s) => s.dispatch(activityApi.endpoints.returnProduct.initiate({ id: 1, quantity: 1 })),
    ],
    [
      '[S7.33] a cancelled return',
      (s) => s.dispatch(activityApi.endpoints.cancelReturnProduct.initiate({ id: 1, quantity: 1 })),
    ],
    [
      '[S7.36] a wallet cancel',
      (s) => s.dispatch(activityApi.endpoints.cancelWalletContribution.initiate({ id: 1 })),
    ],
    [
      '[S4.8] a cancelled contribution',
      (s) => s.dispatch(activityApi.endpoints.cancelContribution.initiate({ id: 1 })),
    ],
    [
      '[S7.44] a confirmed transaction',
      (s) => s.dispatch(transactionsApi.endpoints.confirmTransaction.initiate('t1')),
    ],
    [
      '[S7.44] a cancelled transaction',
      (s) => s.dispatch(transactionsApi.endpoints.cancelTransaction.initiate('t1')),
    ],
  ];

  for (const [title, change] of MONEY_CHANGES) {
    it(`${title} refreshes the list, its activity and its wallet [S7.37]`, async () => {
      const subscriptions = readAll(store);
      await Promise.all(subscriptions);

      await change(store);

      await vi.waitFor(() => {
        expect(reads('getItemsOfList')).toBe(2);
        expect(reads('getHistorics')).toBe(2);
        expect(reads('getWalletHistorics')).toBe(2);
      });
      for (const subscription of subscriptions) subscription.unsubscribe();
    });
  }

  it('[S7.31] thanks refresh the activity only', async () => {
    const subscriptions = readAll(store);
    await Promise.all(subscriptions);

    await store.dispatch(
      activityApi.endpoints.sendThank.initiate({ contributionId: 1, message: 'Merci' }),
    );

    await vi.waitFor(() => expect(reads('getHistorics')).toBe(2));
    expect(reads('getItemsOfList')).toBe(1);
    expect(reads('getWalletHistorics')).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('[S4.8] thanking several refreshes the activity and the count to thank', async () => {
    const count = store.dispatch(activityCountApi.endpoints.getToThankCount.initiate(LIST));
    const subscriptions = [...readAll(store), count];
    await Promise.all(subscriptions);
    const countReads = () => requests.filter((r) => r.url.includes('ToThankCount')).length;
    expect(countReads()).toBe(1);

    await store.dispatch(
      activityApi.endpoints.sendThanks.initiate({
        listId: LIST,
        body: { contributionIds: [1, 2], message: 'Merci' },
      }),
    );

    await vi.waitFor(() => {
      expect(reads('getHistorics')).toBe(2);
      expect(countReads()).toBe(2);
    });
    expect(reads('getItemsOfList')).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('[S7.43] [S2.15] a checked ticket refreshes the transaction and the store list; a refused one nothing', async () => {
    answer = ({ url }) =>
      url.includes('ForStore')
        ? Response.json([{ id: 't1' }, { id: 't2' }])
        : Response.json({ id: 't1' });
    const pending = store.dispatch(transactionsApi.endpoints.getStoreTransactions.initiate('A12'));
    const one = store.dispatch(transactionsApi.endpoints.getTransaction.initiate('t2'));
    await Promise.all([pending, one]);
    const ticket = { id: 't1', storeCode: 'A12', transactionBarcode: '1' };

    await store.dispatch(transactionsApi.endpoints.checkTicket.initiate(ticket));
    await vi.waitFor(() => expect(reads('ForStore')).toBe(2));
    expect(reads('getReservedContributionById')).toBe(1);

    answer = ({ method }) =>
      method === 'PATCH'
        ? Response.json(
            { status: 400, code: 'INVALID_TICKET_NUMBER', message: 'Numéro invalide' },
            {
              status: 400,
            },
          )
        : Response.json([]);
    const refused = await store.dispatch(transactionsApi.endpoints.checkTicket.initiate(ticket));
    expect(refused.error).toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads('ForStore')).toBe(2);
    expect(navigations).toEqual([]);
    pending.unsubscribe();
    one.unsubscribe();
  });

  it('[S7.44] a refused confirmation or cancellation refreshes nothing', async () => {
    answer = ({ method }) =>
      method === 'GET'
        ? Response.json([])
        : Response.json({ status: 409, code: 'STATE', message: 'Déjà traitée' }, { status: 409 });
    const pending = store.dispatch(transactionsApi.endpoints.getStoreTransactions.initiate('A12'));
    await pending;

    await store.dispatch(transactionsApi.endpoints.confirmTransaction.initiate('t1'));
    await store.dispatch(transactionsApi.endpoints.cancelTransaction.initiate('t1'));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads('ForStore')).toBe(1);
    pending.unsubscribe();
  });
});

describe('refusals that are answers, not Not found', () => {
  const notFound = () =>
    Response.json({ status: 404, code: 'NOT_FOUND', message: 'Introuvable' }, { status: 404 });

  const ANSWERED: readonly [string, (s: Store) => unknown][] = [
    ['[S7.7] getCart', (s) => s.dispatch(cartApi.endpoints.getCart.initiate(undefined))],
    [
      '[S2.54] addCartEntry',
      (s) =>
        s.dispatch(
          cartApi.endpoints.addCartEntry.initiate({ ldnId: LIST, code: '1', quantity: 1 }),
        ),
    ],
    [
      '[S7.8] createContribution',
      (s) =>
        s.dispatch(
          paymentsApi.endpoints.createContribution.initiate({ ...EMPTY_CART, entries: [] }),
        ),
    ],
    [
      '[S7.42] createContributionFromCart',
      (s) => s.dispatch(paymentsApi.endpoints.createContributionFromCart.initiate(FROM_CART)),
    ],
    [
      '[S4.3] getPaymentStatus',
      (s) => s.dispatch(paymentsApi.endpoints.getPaymentStatus.initiate('x')),
    ],
    [
      '[S7.34] getReturnsByEntry',
      (s) => s.dispatch(activityApi.endpoints.getReturnsByEntry.initiate(1)),
    ],
    [
      '[S7.31] sendThank',
      (s) =>
        s.dispatch(
          activityApi.endpoints.sendThank.initiate({ contributionId: 1, message: 'Merci' }),
        ),
    ],
    [
      '[S4.8] [S2.59] getToThankCount',
      (s) => s.dispatch(activityCountApi.endpoints.getToThankCount.initiate(LIST)),
    ],
    [
      '[S4.8] sendThanks',
      (s) =>
        s.dispatch(
          activityApi.endpoints.sendThanks.initiate({
            listId: LIST,
            body: { contributionIds: [1], message: 'Merci' },
          }),
        ),
    ],
    [
      '[S7.39] getTransaction',
      (s) => s.dispatch(transactionsApi.endpoints.getTransaction.initiate('x')),
    ],
    [
      '[S7.38] getStoreTransactions',
      (s) => s.dispatch(transactionsApi.endpoints.getStoreTransactions.initiate('x')),
    ],
  ];

  for (const [title, call] of ANSWERED) {
    it(`${title}: a 404 comes back to the screen`, async () => {
      answer = notFound;

      await call(store);

      expect(navigations).toEqual([]);
    });
  }

  it('[S7.1] [S7.35] an unknown wallet is Not found', async () => {
    answer = notFound;

    await store.dispatch(walletApi.endpoints.getWalletHistorics.initiate('x'));

    expect(navigations).toEqual(['notFound']);
  });
});

describe('withChoices and changesChoices', () => {
  it.each([
    ['below 59 €: 2,90 €', 1_290, 290, 1_580],
    ['at 59 €: free', 5_900, 0, 5_900],
  ])('[S9.3] the store delivery %s, in the total', (_case, productsTotal, fee, total) => {
    expect(
      withChoices(cart({ productsTotal, total: productsTotal }), {
        deliveryOption: 'STORE_DELIVERY',
      }),
    ).toMatchObject({ deliveryOption: 'STORE_DELIVERY', deliveryFee: fee, total });
  });

  it('[S9.3] [S3.11] no delivery takes the fee off; the other choices are kept or set', () => {
    const delivered = cart({
      productsTotal: 1_290,
      deliveryOption: 'STORE_DELIVERY',
      deliveryFee: 290,
      total: 1_580,
    });
    expect(withChoices(delivered, { deliveryOption: 'NONE', clientType: 'HOLDER' })).toMatchObject({
      deliveryOption: 'NONE',
      deliveryFee: 0,
      total: 1_290,
      clientType: 'HOLDER',
      transactionType: 'CMD',
    });
    expect(withChoices(delivered, { transactionType: 'VAE' })).toMatchObject({
      deliveryOption: 'STORE_DELIVERY',
      deliveryFee: 290,
      total: 1_580,
      transactionType: 'VAE',
    });
  });

  it('[S2.43] only who gives, the sale type and the delivery are choices', () => {
    expect(changesChoices({ clientType: 'HOLDER' })).toBe(true);
    expect(changesChoices({ transactionType: 'VAE' })).toBe(true);
    expect(changesChoices({ deliveryOption: 'NONE' })).toBe(true);
    expect(changesChoices({ message: 'Bravo', contributorName: 'Jeanne' })).toBe(false);
  });
});
