import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contributions, payments } from '../../db/schema';
import { rowsOf } from '../../test-support/test-database';
import {
  GOOD_CARD,
  agentOf,
  itemCounters,
  openMoneyWorld,
  paymentIdOf,
  walletOf,
  type Agent,
  type MoneyWorld,
} from '../../test-support/money';
import { moneyJobHandlers } from '../contributions/money-jobs';
import { moneyMessages } from '../cart/money-messages';
import { clientKeyOf } from './checkout-holds';
import { createSandboxProvider, type PaymentProvider } from './payment-provider';
import { recordPayment } from '../contributions/payment-recording';
import { chargePayment } from './payments';

/**
 * The holds of the online checkout (ASVS V2.4.1) and the close of a list [S4.1]: an outside test
 * blocked every gift of a list with unpaid holds (30 minutes each, no limit) and had money land on
 * a closed list. A hold now lasts 10 minutes, one visitor and one address keep a few at most,
 * closing ends them, and a closed list takes no money.
 */

describe('clientKeyOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('[ASVS V2.4.1] counts %s as %s', (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });
});

describe('holds of the checkout and the close of a list', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await openMoneyWorld({
      LDN_OPEN_HOLDS_PER_VISITOR: '2',
      LDN_OPEN_HOLDS_PER_ADDRESS: '3',
    });
  });
  afterAll(async () => {
    await world.dispose();
  });

  const validate = (agent: Agent, listId: string, codeAx: string, quantity = 1) =>
    agent.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity }],
    });

  const paymentOf = async (id: string) => {
    const [row] = await world.database.db.select().from(payments).where(eq(payments.id, id));
    return row;
  };

  const paymentsOfList = async (listId: string) => {
    const [row] = await world.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.listId, listId));
    return row?.n ?? 0;
  };

  const contributionsOfList = async (listId: string) => {
    const [row] = await world.database.db
      .select({ n: count() })
      .from(contributions)
      .where(eq(contributions.listId, listId));
    return row?.n ?? 0;
  };

  const closeAsOwner = (listId: string) =>
    agentOf(world.app, world.owner).call('GET', `/api/ldn/v1/closeList/aufr/${listId}`);

  it('[ASVS V2.4.1] one visitor keeps at most LDN_OPEN_HOLDS_PER_VISITOR holds; validating again on a list ends his earlier hold there', async () => {
    const visitor = agentOf(world.app, undefined, { remoteAddress: '198.51.100.1' });
    const [a, b, c] = [await world.newList(1), await world.newList(1), await world.newList(1)];
    const first = await validate(visitor, a.listId, a.codeAx);
    expect(first.statusCode).toBe(201);
    // Back from the payment page, he validates the same cart again: one hold, not two.
    const again = await validate(visitor, a.listId, a.codeAx);
    expect(again.statusCode, again.body).toBe(201);
    expect(await paymentOf(paymentIdOf(first))).toMatchObject({ status: 'CANCELLED' });
    expect(await itemCounters(world.database, a.listId, a.codeAx)).toEqual({
      contributed: 0,
      inProgress: 1,
    });
    expect((await validate(visitor, b.listId, b.codeAx)).statusCode).toBe(201);

    const third = await validate(visitor, c.listId, c.codeAx);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_HOLDS',
      message: moneyMessages.tooManyHoldsVisitor,
      ldnErrorMsg: {
        errMessage: moneyMessages.tooManyHoldsVisitor,
        reason: 'TOO_MANY_HOLDS',
        items: [],
      },
    });
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await paymentsOfList(c.listId)).toBe(0);
    expect(await itemCounters(world.database, c.listId, c.codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });

    // A hold paid is a hold no more: the next cart goes through.
    expect((await visitor.form(`/paiement/${paymentIdOf(again)}`, GOOD_CARD)).statusCode).toBe(303);
    expect((await validate(visitor, c.listId, c.codeAx)).statusCode).toBe(201);
  });

  it('[ASVS V2.4.1] one client address (an IPv6 /64 as one) keeps at most LDN_OPEN_HOLDS_PER_ADDRESS holds, whatever the visitors; another address is not affected', async () => {
    const { listId, codeAx } = await world.newList(20);
    const from = (remoteAddress: string) => agentOf(world.app, undefined, { remoteAddress });
    // A script that drops its cookies is a new visitor each time: the address stops it.
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(await validate(from('198.51.100.2'), listId, codeAx));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.json()).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      message: moneyMessages.tooManyHoldsAddress,
    });
    const [firstHold] = answers;
    if (!firstHold) throw new Error('no answer');
    const [stored] = await rowsOf<{ client_key: string }>(
      world.database,
      sql`SELECT client_key FROM payments WHERE id = ${paymentIdOf(firstHold)}`,
    );
    expect(stored?.client_key).toBe('198.51.100.2');

    const sixes = [];
    for (const address of [
      '2001:db8:7:7::1',
      '2001:db8:7:7::2',
      '2001:db8:7:7:a::3',
      '2001:db8:7:7:ffff::9',
    ]) {
      sixes.push((await validate(from(address), listId, codeAx)).statusCode);
    }
    expect(sixes).toEqual([201, 201, 201, 429]);

    expect((await validate(from('198.51.100.3'), listId, codeAx)).statusCode).toBe(201);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 7,
    });
  });

  it('[S4.1] [ASVS V2.4.1] closing ends the unpaid holds instead of refusing: the units come back, the payments end, their pages say why', async () => {
    const { listId, codeAx } = await world.newList(2);
    const giver = agentOf(world.app, undefined, { remoteAddress: '198.51.100.4' });
    const held = await validate(giver, listId, codeAx, 2);
    expect(held.statusCode).toBe(201);
    const closed = await closeAsOwner(listId);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ informations: { status: 'CLOSED' } });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    const paymentId = paymentIdOf(held);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'CANCELLED',
      declineReason: 'LIST_CLOSED',
    });
    const page = await world.app.inject({ method: 'GET', url: `/paiement/${paymentId}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(moneyMessages.pay.listClosed);
  });

  it('[S4.1] money never lands on a closed list: a 5 € wallet payment opened before the close and paid after it is refused, not charged, not recorded', async () => {
    const { listId } = await world.newList(1);
    const relative = agentOf(world.app, undefined, { remoteAddress: '198.51.100.5' });
    const opened = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      contributionAmount: 500,
    });
    expect(opened.statusCode).toBe(201);
    expect((await closeAsOwner(listId)).statusCode).toBe(200);
    const paid = await relative.form(`/paiement/${paymentIdOf(opened)}`, GOOD_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain(moneyMessages.pay.listClosed);
    expect(await paymentOf(paymentIdOf(opened))).toMatchObject({
      status: 'CANCELLED',
      declineReason: 'LIST_CLOSED',
      providerReference: null,
      paidAt: null,
    });
    expect(await contributionsOfList(listId)).toBe(0);
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
  });

  it('[S4.1] a charge that goes through as the list closes is refunded and never recorded; a failed refund is tried again by the job', async () => {
    const sandbox = createSandboxProvider();
    let refundFails = false;
    const refund = vi.fn(async (request: Parameters<PaymentProvider['refund']>[0]) => {
      if (refundFails) throw new Error('the provider is unreachable');
      await sandbox.refund(request);
    });
    const provider: PaymentProvider = { name: 'sandbox', charge: sandbox.charge, refund };
    const card = {
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2039,
      cvc: '123',
      holder: 'Josette Martin',
    };

    // The owner closes between the charge and its recording.
    const { listId, codeAx } = await world.newList(1, 2_500);
    const giver = agentOf(world.app, undefined, { remoteAddress: '198.51.100.6' });
    const created = await giver.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
      contributionAmount: 1_000,
    });
    const paymentId = paymentIdOf(created);
    const ended = await chargePayment(world.database, paymentId, card, {
      provider,
      record: recordPayment,
      afterPaid: async () => {
        expect((await closeAsOwner(listId)).statusCode).toBe(200);
      },
    });
    expect(ended).toMatchObject({ status: 'CANCELLED', declineReason: 'LIST_CLOSED_REFUNDED' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith({
      reference: paymentId,
      providerReference: `sbx_${paymentId}`,
      amountCents: 3_500,
    });
    expect(await contributionsOfList(listId)).toBe(0);
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    const page = await world.app.inject({ method: 'GET', url: `/paiement/${paymentId}` });
    expect(page.body).toContain(moneyMessages.pay.listClosedRefunded);

    // The provider cannot refund at first: the payment stays PAID, its job refunds it later.
    const second = await world.newList(1);
    const opened = await agentOf(world.app, undefined, { remoteAddress: '198.51.100.7' }).call(
      'POST',
      '/api/ldn/create-contribution',
      { ldnId: second.listId, contributionAmount: 500 },
    );
    const secondId = paymentIdOf(opened);
    refundFails = true;
    await expect(
      chargePayment(world.database, secondId, card, {
        provider,
        record: recordPayment,
        afterPaid: async () => {
          expect((await closeAsOwner(second.listId)).statusCode).toBe(200);
        },
      }),
    ).rejects.toThrow('unreachable');
    expect(await paymentOf(secondId)).toMatchObject({ status: 'PAID' });
    refundFails = false;
    const later = new Date(Date.now() + 60_000);
    await world.app.jobs.runDueJobs(
      moneyJobHandlers({
        config: { publicUrl: undefined, host: '127.0.0.1', port: 0 },
        database: world.database,
        now: () => later,
        provider,
      }),
      { dueBy: later },
    );
    expect(await paymentOf(secondId)).toMatchObject({
      status: 'CANCELLED',
      declineReason: 'LIST_CLOSED_REFUNDED',
    });
    expect(await contributionsOfList(second.listId)).toBe(0);
    expect(await walletOf(world.database, second.listId)).toEqual({
      balance: 0,
      total: 0,
      movements: 0,
    });
  });
});
