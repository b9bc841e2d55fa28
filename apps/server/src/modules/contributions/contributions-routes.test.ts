import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists, outboxMails, rewardCoupons } from '../../db/schema';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import {
  GOOD_CARD,
  agentOf,
  itemCounters,
  openMoneyWorld,
  paymentIdOf,
  walletOf,
  type MoneyWorld,
} from '../../test-support/money';

/** [S7.31]-[S7.37] [S2.41] [S2.42] [S4.8] [S4.9] Activity, wallet, returns, thanks, closing. */
describe('activity and wallet', () => {
  let world: MoneyWorld;
  let seller: TestSignIn;
  let other: TestSignIn;

  beforeAll(async () => {
    world = await openMoneyWorld({ LDN_REWARD_THRESHOLD_CENTS: '10000' });
    await insertCustomer(world.database, {
      uid: 'vendeuse@example.fr',
      roles: ['SELLER'],
      storeCode: 'S001',
    });
    await insertCustomer(world.database, { uid: 'autre.parent@example.fr' });
    seller = await signInAs(world.database, 'vendeuse@example.fr');
    other = await signInAs(world.database, 'autre.parent@example.fr');
  });
  afterAll(async () => {
    await world.dispose();
  });

  /** A relative pays a cart online with the accepted card; returns the contribution id. */
  async function contribute(
    listId: string,
    entries: { code: string; quantity: number }[],
    contributionAmount: number,
    who: { name?: string; email?: string } = {},
  ): Promise<number> {
    const relative = agentOf(world.app);
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries,
      contributionAmount,
      contributorName: who.name ?? '',
      contributorEmail: who.email ?? '',
      message: 'Bravo !',
    });
    expect(created.statusCode, created.body).toBe(201);
    const paymentId = paymentIdOf(created);
    await relative.form(`/paiement/${paymentId}`, GOOD_CARD);
    const status = await world.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getPaymentStatus/${paymentId}`,
    });
    return (status.json() as { contributionId: number }).contributionId;
  }

  const historics = (agent: TestSignIn | null, listId: string, filtersBy?: string[]) =>
    agentOf(world.app, agent ?? undefined).call(
      'POST',
      `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
      filtersBy ? { filtersBy } : {},
    );

  it('[S7.32] [S2.41] [S3.14] [S4.9] shows each contribution, anonymous ones as such, with purchase and reward amounts', async () => {
    const { listId, codeAx } = await world.newList(3, 4_000);
    const gift = await contribute(listId, [{ code: codeAx, quantity: 2 }], 0, {
      name: 'Josette Martin',
      email: 'josette@example.fr',
    });
    const wallet = await contribute(listId, [], 2_500);
    const response = await historics(world.owner, listId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      purchaseAmount: 8_000,
      rewardAmount: 0,
      minPurchaseAmountForReward: 10_000,
      remainingAmountForReward: 2_000,
      walletAmount: 2_500,
      walletTotalAmount: 2_500,
    });
    expect(body.contributions.map((item: { id: number }) => item.id)).toEqual([wallet, gift]);
    expect(body.contributions[1]).toEqual({
      id: gift,
      contributionId: gift,
      kind: 'GIFT',
      status: 'CONFIRMED',
      date: expect.any(String),
      contributorName: 'Josette Martin',
      isAnonymous: false,
      contributorEmail: 'josette@example.fr',
      message: 'Bravo !',
      giftMessageData: { message: '', from: '' },
      entries: [
        {
          id: expect.any(Number),
          codeAx,
          productName: `Produit ${codeAx}`,
          img: `/images/products/${codeAx}.webp`,
          quantity: 2,
          unitPrice: 4_000,
          amount: 8_000,
          quantityReturned: 0,
          returnableQuantity: 2,
        },
      ],
      productsAmount: 8_000,
      walletAmount: 0,
      deliveryFee: 0,
      totalAmount: 8_000,
      thanks: null,
      cancelledAt: null,
      coupon: null,
    });
    expect(body.contributions[0]).toMatchObject({
      kind: 'WALLET',
      isAnonymous: true,
      walletAmount: 2_500,
    });
    // [S2.41] Filters: none means all four.
    const items = (await historics(world.owner, listId, ['ITEMS'])).json();
    expect(items.contributions.map((item: { id: number }) => item.id)).toEqual([gift]);
    const walletOnly = (await historics(seller, listId, ['WALLET'])).json();
    expect(walletOnly.contributions.map((item: { id: number }) => item.id)).toEqual([wallet]);
    expect((await historics(world.owner, listId, ['RETURNED_ITEMS'])).json().contributions).toEqual(
      [],
    );
    // [S6.3] Not for another parent nor anonymous visitors.
    expect((await historics(other, listId)).statusCode).toBe(403);
    expect((await historics(null, listId)).statusCode).toBe(401);
  });

  it('[S7.33] [S7.34] [S5.3] returns and cancelled returns by quantity make units giftable again', async () => {
    const { listId, codeAx } = await world.newList(2, 3_000);
    const id = await contribute(listId, [{ code: codeAx, quantity: 2 }], 0, { name: 'Paul' });
    const activity = (await historics(world.owner, listId)).json();
    const entryId = activity.contributions[0].entries[0].id as number;
    const owner = agentOf(world.app, world.owner);
    const tooMany = await owner.call('POST', '/api/ldn/v1/returnProduct', {
      id: entryId,
      quantity: 3,
    });
    expect(tooMany.json()).toEqual({
      status: 400,
      code: 'INVALID_RETURN_QUANTITY',
      message: 'La quantité doit être comprise entre 1 et 2.',
    });
    const returned = await owner.call('POST', '/api/ldn/v1/returnProduct', {
      id: entryId,
      quantity: 1,
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      entryId,
      contributionId: id,
      quantity: 2,
      quantityReturned: 1,
      returnableQuantity: 1,
      returns: [{ type: 'RETURN', quantity: 1 }],
    });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 1,
      inProgress: 0,
    });
    const after = (await historics(world.owner, listId, ['RETURNED_ITEMS'])).json();
    expect(after).toMatchObject({ purchaseAmount: 3_000, contributions: [{ id }] });
    const cancelled = await agentOf(world.app, seller).call(
      'POST',
      '/api/ldn/v1/cancelReturnProduct',
      {
        id: entryId,
        quantity: 1,
      },
    );
    expect(cancelled.json()).toMatchObject({
      quantityReturned: 0,
      returns: [{ type: 'RETURN' }, { type: 'RETURN_CANCELLED', quantity: 1 }],
    });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 2,
      inProgress: 0,
    });
    const listed = await owner.call(
      'GET',
      `/api/ldn/v1/getReturnsByContributionEntryId/${entryId}`,
    );
    expect(listed.json()).toMatchObject({ quantityReturned: 0, returnableQuantity: 2 });
    // Returned, then gifted again by someone else: the return can no longer be cancelled.
    await owner.call('POST', '/api/ldn/v1/returnProduct', { id: entryId, quantity: 1 });
    await contribute(listId, [{ code: codeAx, quantity: 1 }], 0);
    const refused = await owner.call('POST', '/api/ldn/v1/cancelReturnProduct', {
      id: entryId,
      quantity: 1,
    });
    expect(refused.json()).toMatchObject({ status: 409, code: 'CANT_CANCEL_RETURN' });
    expect(
      (
        await agentOf(world.app, other).call('POST', '/api/ldn/v1/returnProduct', {
          id: entryId,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('[S7.36] [S4.8] staff cancel a wallet contribution: debited from balance and total, never below 0', async () => {
    const { listId } = await world.newList();
    const id = await contribute(listId, [], 4_000, { name: 'Tata' });
    const owner = agentOf(world.app, world.owner);
    expect(
      (await owner.call('POST', '/api/ldn/v1/cancelWalletContribution', { id })).statusCode,
    ).toBe(403);
    const cancelled = await agentOf(world.app, seller).call(
      'POST',
      '/api/ldn/v1/cancelWalletContribution',
      {
        id,
      },
    );
    expect(cancelled.json()).toEqual({ walletAmount: 0, walletTotalAmount: 0 });
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
    const again = await agentOf(world.app, seller).call(
      'POST',
      '/api/ldn/v1/cancelWalletContribution',
      {
        id,
      },
    );
    expect(again.json()).toMatchObject({ status: 409, code: 'ALREADY_CANCELLED' });
    const wallet = await owner.call('GET', `/api/ldn/v1/getWalletHistoricsByListId/${listId}`);
    expect(wallet.json()).toMatchObject({
      walletAmount: 0,
      walletTotalAmount: 0,
      couponMaxAmount: 5_000,
      coupons: [],
      contributions: [
        { type: 'WALLET_CANCELLED', amount: -4_000, balanceAfter: 0, contributionId: id },
        { type: 'CONTRIBUTION', amount: 4_000, balanceAfter: 4_000, contributorName: 'Tata' },
      ],
    });
    const activity = (await historics(world.owner, listId)).json();
    expect(activity.contributions[0]).toMatchObject({ id, status: 'CANCELLED', walletAmount: 0 });
  });

  it('[S4.8] staff cancel a contribution: items giftable again, wallet part debited; a spent wallet refuses', async () => {
    const { listId, codeAx } = await world.newList(1, 2_000);
    const id = await contribute(listId, [{ code: codeAx, quantity: 1 }], 1_000);
    const cancelled = await agentOf(world.app, seller).call(
      'POST',
      '/api/ldn/v1/cancelContribution',
      { id },
    );
    expect(cancelled.json()).toEqual({ walletAmount: 0, walletTotalAmount: 0 });
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
    const spent = await world.newList();
    const paid = await contribute(spent.listId, [], 3_000);
    await world.database.db
      .update(lists)
      .set({ walletCents: 1_000 })
      .where(eq(lists.id, spent.listId));
    const refused = await agentOf(world.app, seller).call(
      'POST',
      '/api/ldn/v1/cancelContribution',
      {
        id: paid,
      },
    );
    expect(refused.json()).toMatchObject({ status: 409, code: 'WALLET_BALANCE_TOO_LOW' });
  });

  it('[S7.31] [S4.8] the owner thanks a contributor once, by e-mail when an address is known', async () => {
    const { listId } = await world.newList();
    const id = await contribute(listId, [], 1_500, { name: 'Mamie', email: 'mamie@example.fr' });
    const owner = agentOf(world.app, world.owner);
    expect(
      (
        await agentOf(world.app, seller).call('POST', '/api/ldn/public/v1/sendThank', {
          contributionId: id,
          message: 'Merci !',
        })
      ).statusCode,
    ).toBe(403);
    const sent = await owner.call('POST', '/api/ldn/public/v1/sendThank', {
      contributionId: id,
      message: 'Merci beaucoup Mamie !',
    });
    expect(sent.json()).toEqual({ status: 'SENT', emailed: true });
    const again = await owner.call('POST', '/api/ldn/public/v1/sendThank', {
      contributionId: id,
      message: 'Encore merci',
    });
    expect(again.json()).toEqual({
      status: 409,
      code: 'THANKS_ALREADY_SENT',
      message: 'Vous avez déjà remercié ce participant.',
    });
    const mails = await world.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.dedupeKey, `thanks:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'thanks',
      toAddress: 'mamie@example.fr',
      subject: 'Claire vous remercie pour votre cadeau',
    });
    expect(mails[0]?.textBody).toContain('Merci beaucoup Mamie !');
    const activity = (await historics(world.owner, listId)).json();
    expect(activity.contributions[0].thanks).toEqual({
      message: 'Merci beaucoup Mamie !',
      date: expect.any(String),
    });
    const anonymous = await contribute(listId, [], 500);
    expect(
      (
        await owner.call('POST', '/api/ldn/public/v1/sendThank', {
          contributionId: anonymous,
          message: 'Merci',
        })
      ).json(),
    ).toEqual({ status: 'SENT', emailed: false });
  });

  it('[S4.1] [S4.9] [S2.42] closing grants 10 % as coupons of at most 50 €, then refuses contributions', async () => {
    const { listId, codeAx } = await world.newList(2, 60_000);
    await contribute(listId, [{ code: codeAx, quantity: 1 }], 0);
    const owner = agentOf(world.app, world.owner);
    const closed = await owner.call('GET', `/api/ldn/v1/closeList/aufr/${listId}`);
    expect(closed.statusCode).toBe(200);
    const coupons = await world.database.db
      .select({ amount: rewardCoupons.amountCents })
      .from(rewardCoupons)
      .where(eq(rewardCoupons.listId, listId));
    expect(coupons.map((row) => row.amount)).toEqual([5_000, 1_000]);
    const activity = (await historics(world.owner, listId, ['COUPON'])).json();
    expect(activity).toMatchObject({ rewardAmount: 6_000, purchaseAmount: 60_000 });
    expect(activity.contributions).toHaveLength(2);
    expect(activity.contributions[0]).toMatchObject({
      kind: 'COUPON',
      coupon: { code: expect.stringMatching(/^LDN-[A-Z2-9]{4}-[A-Z2-9]{4}$/) },
    });
    const wallet = (
      await owner.call('GET', `/api/ldn/v1/getWalletHistoricsByListId/${listId}`)
    ).json();
    expect(wallet.coupons.map((coupon: { amount: number }) => coupon.amount).sort()).toEqual([
      1_000, 5_000,
    ]);
    const refused = await agentOf(world.app).call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      contributionAmount: 1_000,
    });
    expect(refused.json()).toMatchObject({ status: 409, code: 'LIST_CLOSED' });
    expect(
      (
        await agentOf(world.app, seller).call('POST', '/api/ldn/v1/cancelWalletContribution', {
          id: 1,
        })
      ).statusCode,
    ).toBe(404);
    const delivered = await owner.call(
      'PATCH',
      `/api/ldn/public/v1/updateGiftDelivered/aufr/${listId}`,
      {
        isGiftDelivered: true,
      },
    );
    expect(delivered.json().informations.isGiftDelivered).toBe(true);
  });

  it('[S4.1] an online payment not made yet does not keep the list open: closing ends it', async () => {
    const { listId, codeAx } = await world.newList(1);
    await agentOf(world.app).call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
    });
    const closed = await agentOf(world.app, world.owner).call(
      'GET',
      `/api/ldn/v1/closeList/aufr/${listId}`,
    );
    expect(closed.statusCode).toBe(200);
    expect(await itemCounters(world.database, listId, codeAx)).toEqual({
      contributed: 0,
      inProgress: 0,
    });
  });
});
