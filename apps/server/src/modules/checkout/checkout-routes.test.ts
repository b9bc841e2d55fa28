import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributions, payments } from '../../db/schema';
import {
  DECLINED_CARD,
  GOOD_CARD,
  agentOf,
  itemCounters,
  openMoneyWorld,
  paymentIdOf,
  walletOf,
  type MoneyWorld,
} from '../../test-support/money';
import { moneyJobHandlers } from '../contributions/money-jobs';
import { jobIdOf } from '../../jobs/job-queue';
import { recordPayment } from '../contributions/payment-recording';
import { PAYMENT_EXPIRE_JOB, chargePayment, expirePayment } from './payments';
import { createSandboxProvider, isLuhnValid } from './payment-provider';

/**
 * design.md §3 "Payments": the sandbox checkout, end to end through HTTP: validation reserves,
 * the payment page charges, the confirmation records once, a decline or an expiry releases.
 */
describe('sandbox checkout', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await openMoneyWorld();
  });
  afterAll(async () => {
    await world.dispose();
  });

  /** A relative's cart of `quantity` units of `codeAx` (and a wallet amount), validated. */
  async function validated(
    listId: string,
    codeAx: string,
    quantity: number,
    contributionAmount = 0,
  ) {
    const relative = agentOf(world.app);
    const entries = quantity > 0 ? [{ code: codeAx, quantity }] : [];
    const response = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries,
      contributorName: 'Josette Martin',
      contributorEmail: 'josette@example.fr',
      message: 'Félicitations !',
      contributionAmount,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { relative, paymentId: paymentIdOf(response), body: response.json() };
  }

  it('[S4.3] [S7.8] [ASVS V2.4.1] validation reserves the units for 10 minutes and answers the checkout page to go to', async () => {
    const { listId, codeAx } = await world.newList(3, 1_500);
    const { paymentId, body } = await validated(listId, codeAx, 2, 2_000);
    expect(body).toEqual({
      paymentId,
      checkoutUrl: `/paiement/${paymentId}`,
      amount: 5_000,
      expiresAt: expect.any(String),
    });
    // ASVS V2.4.1: a short hold, LDN_PAYMENT_TTL_MINUTES (10 by default), not half an hour.
    const holdMs = new Date(body.expiresAt).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 2,
    });
  });

  it('[S4.3] the French payment page shows the list, the amount, the card form and the test cards', async () => {
    const { paymentId } = await validated(world.listId, world.products.body, 1, 500);
    const page = await world.app.inject({ method: 'GET', url: `/paiement/${paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Pour la liste de naissance « Bienvenue Léa ! »');
    expect(page.body).toContain('17,90\u00a0€');
    expect(page.body).toContain('Payer 17,90\u00a0€');
    expect(page.body).toContain('<label for="cardNumber">Numéro de carte</label>');
    // RGAA 5.6 and 11.10: the order's lines are row headers; the fields are said to be required.
    expect(page.body).toMatch(/<tr><th scope="row">[^<]+ × 1<\/th><td class="num">/);
    expect(page.body).toContain(
      '<p class="hint" id="required-note">Tous les champs sont obligatoires.</p>',
    );
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('Environnement de test : aucun paiement réel n’est effectué.');
    expect(page.body).not.toContain('<script');
    // Leave the reservation as it was found: cancel it.
    const cancelled = await agentOf(world.app).form(`/paiement/${paymentId}/annulation`, {});
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `/list/${world.listId}/cart?paiement=annule&paymentId=${paymentId}`,
    );
  });

  it('[S4.3] [S3.14] the accepted card records the contribution, gifts the units, credits the wallet and empties the cart', async () => {
    const { listId, codeAx } = await world.newList(2, 2_500);
    const relative = agentOf(world.app);
    expect(
      (
        await relative.call('POST', '/api/user/cart/entries', {
          ldnId: listId,
          code: codeAx,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
      contributorName: 'Mamie Jo',
      contributionAmount: 3_000,
    });
    const paymentId = paymentIdOf(created);
    const paid = await relative.form(`/paiement/${paymentId}`, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/list/${listId}/cart?paiement=ok&paymentId=${paymentId}`);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 3_000,
      total: 3_000,
      movements: 3_000,
    });
    const status = await world.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getPaymentStatus/${paymentId}`,
    });
    const [contribution] = await world.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.paymentId, paymentId));
    expect(contribution).toMatchObject({
      listId,
      kind: 'GIFT',
      contributorName: 'Mamie Jo',
      productsCents: 2_500,
      walletCents: 3_000,
    });
    expect(status.json()).toEqual({
      paymentId,
      listId,
      status: 'RECORDED',
      amount: 5_500,
      contributionId: contribution?.id,
      expiresAt: expect.any(String),
    });
    const cart = await relative.call('GET', '/api/user/cart');
    expect(cart.json()).toMatchObject({ ldnId: '', entries: [], total: 0 });
    // Paying again changes nothing: back to the app with the same outcome.
    const again = await relative.form(`/paiement/${paymentId}`, GOOD_CARD);
    expect(again.headers.location).toBe(`/list/${listId}/cart?paiement=ok&paymentId=${paymentId}`);
    const page = await world.app.inject({ method: 'GET', url: `/paiement/${paymentId}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Ce paiement a déjà été effectué. Merci !');
  });

  it('[S4.3] a declined card changes nothing: the reservation is released and the cart kept', async () => {
    const { listId, codeAx } = await world.newList(1, 9_900);
    const relative = agentOf(world.app);
    await relative.call('POST', '/api/user/cart/entries', {
      ldnId: listId,
      code: codeAx,
      quantity: 1,
    });
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
    });
    const paymentId = paymentIdOf(created);
    const declined = await relative.form(`/paiement/${paymentId}`, DECLINED_CARD);
    expect(declined.headers.location).toBe(
      `/list/${listId}/cart?paiement=refus&paymentId=${paymentId}`,
    );
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
    const [payment] = await world.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      status: 'DECLINED',
      declineReason: 'CARD_DECLINED',
      cardLast4: '0002',
    });
    const cart = await relative.call('GET', '/api/user/cart');
    expect(cart.json()).toMatchObject({ ldnId: listId, entries: [{ code: codeAx, quantity: 1 }] });
  });

  it('[S4.3] a wrong card number or expiry shows the form again with French errors, nothing charged', async () => {
    const { paymentId } = await validated(world.listId, world.products.body, 1);
    const response = await agentOf(world.app).form(`/paiement/${paymentId}`, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Numéro de carte invalide.');
    expect(response.body).toContain('Date d&#39;expiration invalide ou dépassée.');
    expect(response.body).toContain('Le cryptogramme doit comporter 3 chiffres.');
    expect(response.body).toContain('Indiquez le nom du titulaire de la carte.');
    expect(response.body).toContain('aria-invalid="true"');
    const unknown = await agentOf(world.app).form(`/paiement/${paymentId}`, {
      ...GOOD_CARD,
      cardNumber: '5555 5555 5555 4444',
    });
    expect(unknown.body).toContain('Carte inconnue de l&#39;environnement de test');
    const [payment] = await world.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('PENDING');
    await agentOf(world.app).form(`/paiement/${paymentId}/annulation`, {});
  });

  it('[S4.3] a reservation not paid in time is released by the expiry job, and the page refuses it', async () => {
    const { listId, codeAx } = await world.newList(2);
    const { paymentId } = await validated(listId, codeAx, 2);
    const expiry = (await world.app.jobs.pendingJobs(PAYMENT_EXPIRE_JOB)).find(
      (job) => job.id === jobIdOf(`payment.expire:${paymentId}`),
    );
    expect(expiry?.payload).toEqual({ paymentId });
    const later = new Date(Date.now() + 31 * 60_000);
    const summary = await world.app.jobs.runDueJobs(
      moneyJobHandlers({
        config: { publicUrl: undefined, host: '127.0.0.1', port: 0 },
        database: world.database,
        now: () => later,
      }),
      { dueBy: later },
    );
    expect(summary.done).toBeGreaterThanOrEqual(1);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    const page = await world.app.inject({ method: 'GET', url: `/paiement/${paymentId}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Le délai de paiement est dépassé');
    const pay = await agentOf(world.app).form(`/paiement/${paymentId}`, GOOD_CARD);
    expect(pay.headers.location).toBe(
      `/list/${listId}/cart?paiement=expire&paymentId=${paymentId}`,
    );
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
  });

  it('[S4.3] the expiry job leaves a payment alone before its time, and a paid one for good', async () => {
    const { listId, codeAx } = await world.newList(1);
    const { paymentId } = await validated(listId, codeAx, 1);
    await expect(expirePayment(world.database, paymentId, new Date())).rejects.toThrow(
      'not expired yet',
    );
    await chargePayment(
      world.database,
      paymentId,
      { number: '4242424242424242', expiryMonth: 12, expiryYear: 2039, cvc: '123', holder: 'X' },
      { provider: createSandboxProvider(), record: recordPayment },
    );
    const after = await expirePayment(world.database, paymentId, new Date(Date.now() + 3_600_000));
    expect(after?.status).toBe('RECORDED');
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
  });

  it('[S4.3] a crash between "paid" and "recorded" is finished by the payment.record job, exactly once', async () => {
    const { listId, codeAx } = await world.newList(1, 3_000);
    const { paymentId } = await validated(listId, codeAx, 1, 1_000);
    const crash = new Error('the process died here');
    await expect(
      chargePayment(
        world.database,
        paymentId,
        { number: '4242424242424242', expiryMonth: 12, expiryYear: 2039, cvc: '123', holder: 'X' },
        {
          provider: createSandboxProvider(),
          record: recordPayment,
          afterPaid: async () => {
            throw crash;
          },
        },
      ),
    ).rejects.toBe(crash);
    const [paid] = await world.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    expect(paid).toMatchObject({ status: 'PAID', providerReference: `sbx_${paymentId}` });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 1,
    });
    const later = new Date(Date.now() + 60_000);
    const handlers = moneyJobHandlers({
      config: { publicUrl: undefined, host: '127.0.0.1', port: 0 },
      database: world.database,
      now: () => later,
    });
    await world.app.jobs.runDueJobs(handlers, { dueBy: later });
    // At least once: the job may run again; the recording is idempotent.
    await recordPayment(world.database, paymentId);
    await recordPayment(world.database, paymentId);
    const recorded = await world.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.paymentId, paymentId));
    expect(recorded).toHaveLength(1);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 1_000,
      total: 1_000,
      movements: 1_000,
    });
  });

  it('[S4.3] the same payment confirmed twice at once records one contribution', async () => {
    const { listId, codeAx } = await world.newList(1, 4_000);
    const { paymentId } = await validated(listId, codeAx, 1, 500);
    const [first, second] = await Promise.all([
      agentOf(world.app).form(`/paiement/${paymentId}`, GOOD_CARD),
      agentOf(world.app).form(`/paiement/${paymentId}`, GOOD_CARD),
    ]);
    expect(first?.headers.location).toBe(`/list/${listId}/cart?paiement=ok&paymentId=${paymentId}`);
    expect(second?.headers.location).toBe(
      `/list/${listId}/cart?paiement=ok&paymentId=${paymentId}`,
    );
    const recorded = await world.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.paymentId, paymentId));
    expect(recorded).toHaveLength(1);
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 500,
      total: 500,
      movements: 500,
    });
  });

  it('[S4.3] an unknown payment answers 404 on the page and on the status call', async () => {
    const unknown = 'a'.repeat(32);
    expect(
      (await world.app.inject({ method: 'GET', url: `/paiement/${unknown}` })).statusCode,
    ).toBe(404);
    const status = await world.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getPaymentStatus/${unknown}`,
    });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect((await world.app.inject({ method: 'GET', url: '/paiement/not-an-id' })).statusCode).toBe(
      400,
    );
  });

  it('checks card numbers with the Luhn rule', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42424242')).toBe(false);
  });
});
