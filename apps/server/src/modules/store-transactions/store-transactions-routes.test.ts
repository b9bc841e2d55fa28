import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs } from '../../test-support/sign-in';
import {
  agentOf,
  itemCounters,
  MONEY_STORE,
  NON_DELIVERING_STORE,
  openMoneyWorld,
  recordedContribution,
  walletOf,
  type Agent,
  type MoneyWorld,
} from '../../test-support/money';
import { formatEuros } from '@ldn/domain';
import { moveWallet } from '../contributions/money-ledger';
import { moneyMessages } from '../cart/money-messages';
import { lockList } from '../lists/gift-quantities';
import { type PendingTransaction } from '@ldn/contract';

const CREATE = '/api/ldn/v1/createContributionFromCart';
const byId = (id: string) => `/api/ldn/v1/getReservedContributionById/${id}`;
const barcode = (id: string) =>
  `/api/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/${id}`;
const confirm = (id: string) => `/api/ldn/v1/hasCheckedMissingEntries/${id}`;
const remove = (id: string) => `/api/ldn/v1/removeReservedContributionById/${id}`;
const pendingOf = (store: string) =>
  `/api/ldn/v1/getReservedContributionFromWinshopForStore/aufr/${store}`;

/** [S3.12] [S3.13] [S4.5]-[S4.7] [S7.38]-[S7.44] In-store transactions and the register simulator. */
describe('in-store transactions', () => {
  let world: MoneyWorld;
  let seller: Agent;
  let accountant: Agent;

  beforeAll(async () => {
    world = await openMoneyWorld();
    await insertCustomer(world.database, {
      uid: 'vendeuse@example.fr',
      roles: ['SELLER'],
      storeCode: MONEY_STORE,
    });
    await insertCustomer(world.database, {
      uid: 'comptable@example.fr',
      roles: ['ACCOUNTANT'],
      storeCode: MONEY_STORE,
    });
    seller = agentOf(world.app, await signInAs(world.database, 'vendeuse@example.fr'));
    accountant = agentOf(world.app, await signInAs(world.database, 'comptable@example.fr'));
  });
  afterAll(async () => {
    await world.dispose();
  });

  /** A seller's cart of `lines` for the holder or a relative, as the cart screen sends it. */
  const cartBody = (
    listId: string,
    lines: { codeAx: string; quantity: number }[],
    extra: Record<string, unknown> = {},
  ) => ({
    ldnId: listId,
    company: 'aufr',
    isSelfPurchase: false,
    messageFrom: 'Mamie Jeanne',
    message: 'Pour bébé',
    entries: lines.map((line) => ({ ...line, company: 'aufr' })),
    isVae: true,
    isCmd: false,
    ...extra,
  });

  /** The store's register, run by its seller, rings the transaction up, leaving `missing` off. */
  async function ringUp(transaction: PendingTransaction, missing: string[] = []) {
    const answer = await seller.call('POST', '/dev/pos/tickets', {
      gs1Code: transaction.gs1Code,
      missing,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json() as { ticketNumber: string; lines: { codeAx: string }[]; total: number };
  }

  it('[S7.42] [S4.5] [S4.6] [S3.13] a seller turns a cart into a pending transaction that reserves its items', async () => {
    const { listId, codeAx } = await world.newList(3, 2_000);
    const created = await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 2 }]));
    expect(created.statusCode).toBe(201);
    const transaction = created.json() as PendingTransaction;
    expect(transaction).toMatchObject({
      ldnId: listId,
      holderFirstName: 'Claire',
      contributor: 'Mamie Jeanne',
      storeCode: MONEY_STORE,
      transactionType: 'VAE',
      state: 'IN_PROGRESS',
      totalPrice: 4_000,
      potAmount: 0,
      transactionBarcode: null,
      missingEntries: [],
      contributionId: null,
      entries: [{ codeAx, quantity: 2, price: 2_000 }],
    });
    expect(transaction.gs1Code).toMatch(/^\(415\)\d{13}\(8020\)\d{10}\(3902\)\d{8}$/);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 2,
    });
    const pending = (
      await seller.call('GET', pendingOf(MONEY_STORE))
    ).json() as PendingTransaction[];
    expect(pending.map((entry) => entry.id)).toContain(transaction.id);
    expect((await seller.call('GET', byId(transaction.id))).json()).toEqual(transaction);
  });

  it('[S4.7] [S5.11] the ticket with one missing entry: missing returned, confirming records the rung-up units and frees the missing ones, once', async () => {
    const other = world.products.body;
    const created = (
      await seller.call(
        'POST',
        CREATE,
        cartBody(world.listId, [
          { codeAx: other, quantity: 1 },
          { codeAx: world.products.chair, quantity: 1 },
        ]),
      )
    ).json() as PendingTransaction;
    const ticket = await ringUp(created, [world.products.chair]);
    expect(ticket.ticketNumber).toMatch(/^[AUW]M\w{2}-\d-\d+$/);
    expect(ticket.lines.map((line) => line.codeAx)).toEqual([other]);

    const checked = await seller.call('PATCH', barcode(created.id), {
      company: 'aufr',
      storeCode: MONEY_STORE,
      transactionBarcode: ticket.ticketNumber,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      state: 'TO_CONFIRM',
      transactionBarcode: ticket.ticketNumber,
      missingEntries: [{ codeAx: world.products.chair, quantity: 1 }],
    });

    const answers = await Promise.all([
      seller.call('POST', confirm(created.id)),
      accountant.call('POST', confirm(created.id)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json() as PendingTransaction);
    expect(first?.state).toBe('VALIDATED');
    expect(first?.contributionId).not.toBeNull();
    expect(second?.contributionId).toBe(first?.contributionId);
    expect(await itemCounters(world.database, world.listId, other)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
    // The chair missing from the ticket is giftable again.
    expect(await itemCounters(world.database, world.listId, world.products.chair)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    const history = (
      await agentOf(world.app, world.owner).call(
        'POST',
        `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${world.listId}`,
        { filtersBy: ['ITEMS'] },
      )
    ).json() as { contributions: { contributionId: number; productsAmount: number }[] };
    expect(history.contributions.filter((c) => c.contributionId === first?.contributionId)).toEqual(
      [expect.objectContaining({ productsAmount: 1_290 })],
    );
    // Settled: no cancel any more, and no longer pending.
    expect((await seller.call('DELETE', remove(created.id))).statusCode).toBe(409);
    const pending = (
      await seller.call('GET', pendingOf(MONEY_STORE))
    ).json() as PendingTransaction[];
    expect(pending.map((entry) => entry.id)).not.toContain(created.id);
  });

  it('[S5.11] refuses a ticket number of the wrong shape, and a ticket of another transaction', async () => {
    const { listId, codeAx } = await world.newList(2);
    const a = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    const b = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    const wrong = await seller.call('PATCH', barcode(a.id), {
      company: 'aufr',
      transactionBarcode: 'XM12-3-456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_TICKET_NUMBER',
      message: 'Numéro de ticket invalide.',
    });
    const ticketOfB = await ringUp(b);
    const mismatch = await seller.call('PATCH', barcode(a.id), {
      company: 'aufr',
      transactionBarcode: ticketOfB.ticketNumber,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'UNKNOWN_TICKET' });
    // Confirming before the ticket is checked is refused.
    expect((await seller.call('POST', confirm(a.id))).statusCode).toBe(409);
  });

  it('[S4.7] cancelling gives every reserved unit back', async () => {
    const { listId, codeAx } = await world.newList(1);
    const created = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    expect((await itemCounters(world.database, listId, codeAx)).inProgress).toBe(1);
    const cancelled = await seller.call('DELETE', remove(created.id));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED' });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    // The last unit is giftable again: another cart may take it.
    expect(
      (await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))).statusCode,
    ).toBe(201);
  });

  it('[S8.4] [S4.4] more than remains is refused with the cart error body naming the item; nothing reserved', async () => {
    const { listId, codeAx } = await world.newList(1);
    const refused = await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 2 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      ldnErrorMsg: { reason: 'QUANTITY_EXCEEDED', items: [{ codeAx, remaining: 1 }] },
    });
    expect((await itemCounters(world.database, listId, codeAx)).inProgress).toBe(0);
  });

  it('[S4.5] [S3.15] the holder’s wallet used in store is debited once, at confirmation, never below 0', async () => {
    const { listId, codeAx } = await world.newList(2, 3_000);
    await recordedContribution(world.database, listId, [], 2_500);
    const created = (
      await seller.call(
        'POST',
        CREATE,
        cartBody(listId, [{ codeAx, quantity: 1 }], {
          isSelfPurchase: true,
          usePot: true,
          potAmount: 2_000,
        }),
      )
    ).json() as PendingTransaction;
    expect(created).toMatchObject({
      potAmount: 2_000,
      isSelfPurchase: true,
      contributor: 'Claire Martin',
    });
    const tooMuch = await seller.call(
      'POST',
      CREATE,
      cartBody(listId, [{ codeAx, quantity: 1 }], { usePot: true, potAmount: 2_600 }),
    );
    expect(tooMuch.statusCode).toBe(409);
    const ticket = await ringUp(created);
    await seller.call('PATCH', barcode(created.id), {
      company: 'aufr',
      transactionBarcode: ticket.ticketNumber,
    });
    await seller.call('POST', confirm(created.id));
    await seller.call('POST', confirm(created.id));
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 500,
      total: 2_500,
      movements: 500,
    });
  });

  it('[S4.5] [S4.7] [ASVS V2.3.4] the holder’s wallet is promised once: a second sale using all of it is refused at creation, in French, until the first is cancelled', async () => {
    const { listId, codeAx } = await world.newList(2, 3_000);
    const gift = await recordedContribution(world.database, listId, [], 2_000);
    const useAll = cartBody(listId, [{ codeAx, quantity: 1 }], {
      isSelfPurchase: true,
      usePot: true,
      potAmount: 2_000,
    });
    const first = await seller.call('POST', CREATE, useAll);
    expect(first.statusCode).toBe(201);
    const second = await seller.call('POST', CREATE, useAll);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      status: 409,
      code: 'WALLET_BALANCE_TOO_LOW',
      message: moneyMessages.walletNotAvailable(formatEuros(0), formatEuros(2_000)),
    });
    expect(second.body).toContain('déjà réservés');
    expect(second.body).not.toContain('rembourser');
    // Nothing of the refused sale is reserved.
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 1,
    });
    // Nor can a refund take what the sale under way will use.
    const refund = await seller.call('POST', '/api/ldn/v1/cancelWalletContribution', {
      id: gift.id,
    });
    expect(refund.json()).toEqual({
      status: 409,
      code: 'WALLET_BALANCE_TOO_LOW',
      message: moneyMessages.walletReservedForStore(formatEuros(2_000)),
    });

    // The first sale cancelled, its reservation ends: the second goes through and is confirmed.
    const cancelled = first.json() as PendingTransaction;
    expect((await seller.call('DELETE', remove(cancelled.id))).statusCode).toBe(200);
    const again = await seller.call('POST', CREATE, useAll);
    expect(again.statusCode).toBe(201);
    const sale = again.json() as PendingTransaction;
    const ticket = await ringUp(sale);
    await seller.call('PATCH', barcode(sale.id), {
      company: 'aufr',
      transactionBarcode: ticket.ticketNumber,
    });
    expect((await seller.call('POST', confirm(sale.id))).json()).toMatchObject({
      state: 'VALIDATED',
    });
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 0,
      total: 2_000,
      movements: 0,
    });
  });

  it('[S4.7] a confirmation the wallet no longer covers says so, not that a contribution is refunded', async () => {
    const { listId } = await world.newList(1);
    await recordedContribution(world.database, listId, [], 500);
    await expect(
      world.database.transaction(async (tx) => {
        const list = await lockList(tx, listId);
        if (!list) throw new Error('no list');
        await moveWallet(tx, list, { type: 'USE', amountCents: -600 });
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'WALLET_BALANCE_TOO_LOW',
      message: moneyMessages.walletUseTooLow,
    });
    expect(moneyMessages.walletUseTooLow).not.toContain('rembourser');
  });

  it('[S6.5] [S6.4] only a SELLER without ACCOUNTANT creates transactions; staff only read and settle them', async () => {
    const { listId, codeAx } = await world.newList(1);
    const body = cartBody(listId, [{ codeAx, quantity: 1 }]);
    expect((await accountant.call('POST', CREATE, body)).statusCode).toBe(403);
    expect((await agentOf(world.app, world.owner).call('POST', CREATE, body)).statusCode).toBe(403);
    expect((await agentOf(world.app).call('POST', CREATE, body)).statusCode).toBe(401);
    const owner = agentOf(world.app, world.owner);
    expect((await owner.call('GET', pendingOf(MONEY_STORE))).statusCode).toBe(403);
    expect((await owner.call('GET', byId('1'))).statusCode).toBe(403);
    expect((await owner.call('POST', confirm('1'))).statusCode).toBe(403);
    expect((await owner.call('DELETE', remove('1'))).statusCode).toBe(403);
    expect((await accountant.call('GET', byId('999999'))).statusCode).toBe(404);
  });

  it('[S7.38] [S7.39] [S7.43] [S7.44] [S6.4] a SELLER sees and settles only their own store’s pending transactions; an ACCOUNTANT, every store’s', async () => {
    await insertCustomer(world.database, {
      uid: 'vendeur.s002@example.fr',
      roles: ['SELLER'],
      storeCode: NON_DELIVERING_STORE,
    });
    await insertCustomer(world.database, {
      uid: 'comptable.s002@example.fr',
      roles: ['ACCOUNTANT'],
      storeCode: NON_DELIVERING_STORE,
    });
    const otherSeller = agentOf(
      world.app,
      await signInAs(world.database, 'vendeur.s002@example.fr'),
    );
    const otherAccountant = agentOf(
      world.app,
      await signInAs(world.database, 'comptable.s002@example.fr'),
    );
    const { listId, codeAx } = await world.newList(2);
    const created = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    expect(created.storeCode).toBe(MONEY_STORE);

    // The seller of S002: S001's list is refused, S002's does not hold it.
    const list = await otherSeller.call('GET', pendingOf(MONEY_STORE));
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain(created.gs1Code);
    const own = await otherSeller.call('GET', pendingOf(NON_DELIVERING_STORE));
    expect(own.statusCode).toBe(200);
    expect((own.json() as PendingTransaction[]).map((entry) => entry.id)).not.toContain(created.id);
    // Another store's transaction does not exist for them, whatever they try.
    const ticket = await ringUp(created);
    for (const [method, url, payload] of [
      ['GET', byId(created.id), undefined],
      ['PATCH', barcode(created.id), { company: 'aufr', transactionBarcode: ticket.ticketNumber }],
      ['POST', confirm(created.id), undefined],
      ['DELETE', remove(created.id), undefined],
    ] as const) {
      const answer = await otherSeller.call(method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    }
    expect((await seller.call('GET', byId(created.id))).json()).toMatchObject({
      state: 'IN_PROGRESS',
      transactionBarcode: null,
    });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 1,
    });

    // The accountant of S002 reads S001's list and the transaction, and may settle it.
    const seen = await otherAccountant.call('GET', pendingOf(MONEY_STORE));
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as PendingTransaction[]).map((entry) => entry.id)).toContain(created.id);
    expect((await otherAccountant.call('GET', byId(created.id))).statusCode).toBe(200);
    const cancelled = await otherAccountant.call('DELETE', remove(created.id));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED' });
  });

  it('[S4.6] exactly one of VAE and CMD; an unknown store code is refused', async () => {
    const { listId, codeAx } = await world.newList(1);
    const both = await seller.call(
      'POST',
      CREATE,
      cartBody(listId, [{ codeAx, quantity: 1 }], { isCmd: true }),
    );
    expect(both.statusCode).toBe(400);
    const store = await seller.call(
      'POST',
      CREATE,
      cartBody(listId, [{ codeAx, quantity: 1 }], { storeCode: 'ZZZZ' }),
    );
    expect(store.statusCode).toBe(400);
    expect(store.json()).toMatchObject({ code: 'UNKNOWN_STORE', message: 'Code inconnu' });
  });

  it('[S2.37] [ASVS V8.2.1] the register simulator is its store’s staff’s: an anonymous visitor is asked to sign in, a customer and another store’s seller are refused, and print nothing', async () => {
    const { listId, codeAx } = await world.newList(1);
    const created = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    const anonymous = agentOf(world.app);
    const owner = agentOf(world.app, world.owner);
    await insertCustomer(world.database, {
      uid: 'caisse.s002@example.fr',
      roles: ['SELLER'],
      storeCode: NON_DELIVERING_STORE,
    });
    const otherSeller = agentOf(
      world.app,
      await signInAs(world.database, 'caisse.s002@example.fr'),
    );
    const formPost = (who: Agent, fields: Record<string, string>) =>
      world.app.inject({
        method: 'POST',
        url: '/dev/pos/ticket',
        cookies: who.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const ring = { gs1Code: created.gs1Code, missing: [] };
    const ticketsUrl = `/dev/pos/tickets.json?transactionId=${created.id}`;

    // Anonymous: the page asks to sign in (and comes back), shows nothing; every call is 401.
    const asked = await anonymous.call('GET', `/dev/pos?store=${MONEY_STORE}`);
    expect(asked.statusCode).toBe(401);
    expect(asked.body).toContain('<h1>Connexion requise</h1>');
    expect(asked.body).toContain('href="/login?redirect=%2Fdev%2Fpos"');
    expect(asked.body).not.toContain(created.gs1Code);
    expect((await anonymous.call('POST', '/dev/pos/tickets', ring)).statusCode).toBe(401);
    expect((await formPost(anonymous, { gs1Code: created.gs1Code })).statusCode).toBe(401);
    expect((await anonymous.call('GET', ticketsUrl)).statusCode).toBe(401);

    // A customer: the register is not hers.
    const refused = await owner.call('GET', '/dev/pos');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('La caisse est réservée au personnel du magasin.');
    expect((await owner.call('POST', '/dev/pos/tickets', ring)).statusCode).toBe(403);
    expect((await owner.call('GET', ticketsUrl)).statusCode).toBe(403);

    // The seller of another store: his own register only; S001's code is unknown there.
    expect((await otherSeller.call('GET', `/dev/pos?store=${MONEY_STORE}`)).statusCode).toBe(403);
    const hisOwn = await otherSeller.call('GET', '/dev/pos');
    expect(hisOwn.statusCode).toBe(200);
    expect(hisOwn.body).toContain(`Magasin ${NON_DELIVERING_STORE}`);
    expect(hisOwn.body).not.toContain(created.gs1Code);
    const unknown = await otherSeller.call('POST', '/dev/pos/tickets', ring);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_GS1_CODE' });
    expect((await otherSeller.call('GET', ticketsUrl)).statusCode).toBe(404);

    // Nothing was printed; the transaction waits as it was.
    expect((await seller.call('GET', ticketsUrl)).json()).toEqual({ tickets: [] });
    expect((await seller.call('GET', byId(created.id))).json()).toMatchObject({
      state: 'IN_PROGRESS',
    });
  });

  it('the register simulator page is French, lists the store’s pending transactions and prints a ticket from its form', async () => {
    const { listId, codeAx } = await world.newList(1);
    const created = (
      await seller.call('POST', CREATE, cartBody(listId, [{ codeAx, quantity: 1 }]))
    ).json() as PendingTransaction;
    const page = await seller.call('GET', `/dev/pos?store=${MONEY_STORE}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Caisse enregistreuse (simulateur)');
    expect(page.body).toContain(`Magasin ${MONEY_STORE}`);
    expect(page.body).toContain(created.gs1Code);
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    expect(formToken).not.toBe('');
    const post = (fields: Record<string, string>) =>
      world.app.inject({
        method: 'POST',
        url: '/dev/pos/ticket',
        cookies: seller.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    // A form posted from elsewhere carries no token bound to the session.
    const forged = await post({ gs1Code: created.gs1Code, missing: '' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('Le formulaire a expiré');
    const printed = await post({ gs1Code: created.gs1Code, missing: '', formToken });
    expect(printed.statusCode).toBe(201);
    expect(printed.body).toMatch(/Ticket n° [AUW]M\w{2}-\d-\d+/);
    const tickets = await seller.call('GET', `/dev/pos/tickets.json?transactionId=${created.id}`);
    expect((tickets.json() as { tickets: unknown[] }).tickets).toHaveLength(1);
  });
});
