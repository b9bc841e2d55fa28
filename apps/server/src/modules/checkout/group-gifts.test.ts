import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContributionBody } from '@ldn/contract';
import { formatEuros } from '@ldn/domain';
import { listItems, payments, rewardCoupons, walletMovements } from '../../db/schema';
import {
  GOOD_CARD,
  agentOf,
  openMoneyWorld,
  paymentIdOf,
  walletOf,
  type Agent,
  type MoneyWorld,
} from '../../test-support/money';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs } from '../../test-support/sign-in';
import { CartRefusal } from '../cart/cart-errors';
import { createPayment } from './payments';

/**
 * Group gifts ("Cadeau commun", docs/decisions.md): the owner marks an item, relatives fund it in
 * parts through the cart and the checkout, no payment overshoots, closing moves an unfinished
 * one's funded part into the wallet. On PostgreSQL.
 */
describe('group gifts', () => {
  let world: MoneyWorld;
  let owner: Agent;

  beforeAll(async () => {
    world = await openMoneyWorld();
    owner = agentOf(world.app, world.owner);
  });
  afterAll(async () => {
    await world.dispose();
  });

  const markPath = (listId: string, codeAx: string) =>
    `/api/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`;
  const mark = (agent: Agent, listId: string, codeAx: string, isGroupGift = true) =>
    agent.call('PATCH', markPath(listId, codeAx), { isGroupGift });

  /** A published list of the owner with one group gift of `priceCents`, marked. */
  async function groupGift(priceCents = 30_000) {
    const { listId, codeAx } = await world.newList(1, priceCents);
    expect((await mark(owner, listId, codeAx)).statusCode).toBe(200);
    return { listId, codeAx };
  }

  async function funding(listId: string, codeAx: string) {
    const [row] = await world.database.db
      .select({
        target: listItems.groupTargetCents,
        funded: listItems.groupFundedCents,
        inProgress: listItems.groupInProgressCents,
        gifted: listItems.quantityContributed,
      })
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
    return row;
  }

  /** A relative puts a part in the cart, validates it and pays with the test card. */
  async function payPart(listId: string, codeAx: string, partCents: number) {
    const relative = agentOf(world.app);
    const added = await relative.call('POST', '/api/user/cart/entries', {
      ldnId: listId,
      code: codeAx,
      quantity: 1,
      partCents,
    });
    expect(added.statusCode, added.body).toBe(200);
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1, partCents }],
      contributorName: 'Tata Rose',
    });
    expect(created.statusCode, created.body).toBe(201);
    const paid = await relative.form(`/paiement/${paymentIdOf(created)}`, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    return relative;
  }

  const readItem = async (listId: string, codeAx: string, agent: Agent = agentOf(world.app)) =>
    (
      await agent.call(
        'GET',
        `/api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${codeAx}/${listId}`,
      )
    ).json();

  describe('marking', () => {
    it('[S3.7] [S6.3] the owner marks an item of 100 € or more; everyone reads isGroupGift and its funding', async () => {
      const { listId, codeAx } = await world.newList(1, 10_000);
      const marked = await mark(owner, listId, codeAx);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({
        isGroupGift: true,
        groupGift: {
          targetAmount: 10_000,
          fundedAmount: 0,
          inProgressAmount: 0,
          remainingAmount: 10_000,
        },
      });
      expect(await readItem(listId, codeAx)).toMatchObject({
        isGroupGift: true,
        groupGift: { fundedAmount: 0, remainingAmount: 10_000 },
      });
      const listRead = await agentOf(world.app).call(
        'POST',
        `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
        {},
      );
      expect(listRead.json().products.items[0]).toMatchObject({ codeAx, isGroupGift: true });
      // Unmarked while nothing is funded: an ordinary item again.
      const unmarked = await mark(owner, listId, codeAx, false);
      expect(unmarked.json()).toMatchObject({ isGroupGift: false });
      expect(unmarked.json().groupGift).toBeUndefined();
    });

    it('[S5.7] refuses an item below the floor, wanted more than once, or already gifted, with 400/409 and a French message', async () => {
      const cheap = await world.newList(1, 9_999);
      const tooCheap = await mark(owner, cheap.listId, cheap.codeAx);
      expect(tooCheap.statusCode).toBe(400);
      expect(tooCheap.json()).toMatchObject({
        code: 'GROUP_GIFT_PRICE_TOO_LOW',
        message: `Seul un produit d’au moins ${formatEuros(10_000)} peut devenir un cadeau commun.`,
      });
      const twice = await world.newList(2, 20_000);
      expect((await mark(owner, twice.listId, twice.codeAx)).json()).toMatchObject({
        status: 400,
        code: 'GROUP_GIFT_ONE_UNIT',
      });
      const given = await world.newList(1, 20_000);
      await world.database.db
        .update(listItems)
        .set({ quantityContributed: 1 })
        .where(eq(listItems.listId, given.listId));
      expect((await mark(owner, given.listId, given.codeAx)).json()).toMatchObject({
        status: 409,
        code: 'GROUP_GIFT_ALREADY_GIVEN',
      });
      const bad = await owner.call('PATCH', markPath(given.listId, given.codeAx), {
        isGroupGift: 'oui',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('[S6.3] only the owner (or staff) marks: anonymous 401, another parent 403', async () => {
      const { listId, codeAx } = await world.newList(1, 20_000);
      expect((await mark(agentOf(world.app), listId, codeAx)).statusCode).toBe(401);
      await insertCustomer(world.database, { uid: 'autre.parent@example.fr' });
      const other = agentOf(world.app, await signInAs(world.database, 'autre.parent@example.fr'));
      expect((await mark(other, listId, codeAx)).statusCode).toBe(403);
      expect((await funding(listId, codeAx))?.target).toBeNull();
    });

    it('[S3.7] a group gift is not marked received elsewhere: its parts could never complete it', async () => {
      const { listId, codeAx } = await groupGift(20_000);
      const marked = await owner.call(
        'PATCH',
        `/api/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`,
        { quantity: 1 },
      );
      expect(marked.json()).toMatchObject({ status: 409, code: 'GROUP_GIFT_RECEIVED_ELSEWHERE' });
      expect(await readItem(listId, codeAx)).toMatchObject({ quantityOfContributedItems: 0 });
    });

    it('[S4.2] a funded group gift stays one, keeps quantity 1 and cannot be removed', async () => {
      const { listId, codeAx } = await groupGift(20_000);
      await payPart(listId, codeAx, 5_000);
      expect((await mark(owner, listId, codeAx, false)).json()).toMatchObject({
        status: 409,
        code: 'GROUP_GIFT_FUNDED',
      });
      const more = await owner.call(
        'PATCH',
        `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`,
        { quantity: 2 },
      );
      expect(more.json()).toMatchObject({ status: 409, code: 'GROUP_GIFT_ONE_UNIT' });
      const removed = await owner.call(
        'DELETE',
        `/api/ldn/v1/removeItemByItemAxIdAndListId/aufr/${listId}/${codeAx}`,
      );
      expect(removed.statusCode).toBe(409);
    });
  });

  describe('parts', () => {
    it('[S5.2] a part is at least 5 € and at most what remains; a unit of a group gift is refused', async () => {
      const { listId, codeAx } = await groupGift(20_000);
      const relative = agentOf(world.app);
      const add = (body: object) =>
        relative.call('POST', '/api/user/cart/entries', { ldnId: listId, code: codeAx, ...body });
      expect((await add({ quantity: 1, partCents: 499 })).json()).toMatchObject({
        status: 400,
        code: 'GROUP_GIFT_PART_MIN',
        message: 'Le montant minimum est de 5€.',
      });
      expect((await add({ quantity: 1, partCents: 20_001 })).json()).toMatchObject({
        status: 409,
        code: 'GROUP_GIFT_OVER_REMAINING',
        message: `Il ne reste que ${formatEuros(20_000)} à financer pour ce cadeau commun.`,
      });
      expect((await add({ quantity: 1, partCents: 1_000_001 })).statusCode).toBe(400);
      expect((await add({ quantity: 1 })).json()).toMatchObject({
        status: 409,
        code: 'GROUP_GIFT_PARTS_ONLY',
      });
      const cart = await add({ quantity: 1, partCents: 7_550 });
      expect(cart.statusCode).toBe(200);
      expect(cart.json()).toMatchObject({
        entries: [{ code: codeAx, quantity: 1, partCents: 7_550, details: { price: 7_550 } }],
        productsTotal: 7_550,
        total: 7_550,
      });
      // Validating a unit of it rather than a part is refused too, and holds nothing.
      const unit = await relative.call('POST', '/api/ldn/create-contribution', {
        ldnId: listId,
        entries: [{ code: codeAx, quantity: 1 }],
      });
      expect(unit.json()).toMatchObject({
        status: 409,
        ldnErrorMsg: { reason: 'GROUP_GIFT_PARTS_ONLY', items: [{ codeAx }] },
      });
      // A part of an ordinary item is refused.
      const ordinary = await world.newList(1, 20_000);
      const notGroup = await relative.call('POST', '/api/user/cart/entries', {
        ldnId: ordinary.listId,
        code: ordinary.codeAx,
        quantity: 1,
        partCents: 1_000,
      });
      expect(notGroup.json()).toMatchObject({ status: 400, code: 'NOT_A_GROUP_GIFT' });
      expect(await funding(listId, codeAx)).toMatchObject({ funded: 0, inProgress: 0 });
    });

    it('[S5.2] [S3.9] parts add up; the last part may be a remainder below 5 €, paid exactly; then the item is Offert', async () => {
      const { listId, codeAx } = await groupGift(10_300);
      await payPart(listId, codeAx, 6_000);
      expect(await readItem(listId, codeAx)).toMatchObject({
        availability: 'AVAILABLE',
        quantityOfContributedItems: 0,
        groupGift: { fundedAmount: 6_000, remainingAmount: 4_300 },
      });
      await payPart(listId, codeAx, 4_000);
      // 3 € remain: 2 € is refused, the exact 3 € is taken.
      const relative = agentOf(world.app);
      const tooSmall = await relative.call('POST', '/api/user/cart/entries', {
        ldnId: listId,
        code: codeAx,
        quantity: 1,
        partCents: 200,
      });
      expect(tooSmall.json()).toMatchObject({ code: 'GROUP_GIFT_PART_MIN' });
      await payPart(listId, codeAx, 300);
      expect(await funding(listId, codeAx)).toEqual({
        target: 10_300,
        funded: 10_300,
        inProgress: 0,
        gifted: 1,
      });
      expect(await readItem(listId, codeAx)).toMatchObject({
        availability: 'GIFTED',
        quantityOfContributedItems: 1,
        groupGift: { fundedAmount: 10_300, remainingAmount: 0 },
      });
      const more = await agentOf(world.app).call('POST', '/api/user/cart/entries', {
        ldnId: listId,
        code: codeAx,
        quantity: 1,
        partCents: 500,
      });
      expect(more.json()).toMatchObject({ status: 409, code: 'GROUP_GIFT_FUNDED' });
      // The parts show in the owner's activity as parts of the group gift, not returnable.
      const activity = await owner.call(
        'POST',
        `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
        { filtersBy: ['ITEMS'] },
      );
      const entries = (
        activity.json() as {
          contributions: {
            entries: { partOfGroupGift?: boolean; returnableQuantity: number; amount: number }[];
          }[];
        }
      ).contributions.flatMap((item) => item.entries);
      expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([
        300, 4_000, 6_000,
      ]);
      expect(
        entries.every((entry) => entry.partOfGroupGift === true && entry.returnableQuantity === 0),
      ).toBe(true);
    });

    it('a declined or abandoned part gives its euros back', async () => {
      const { listId, codeAx } = await groupGift(20_000);
      const relative = agentOf(world.app);
      const created = await relative.call('POST', '/api/ldn/create-contribution', {
        ldnId: listId,
        entries: [{ code: codeAx, quantity: 1, partCents: 15_000 }],
      });
      expect(created.statusCode).toBe(201);
      expect(await funding(listId, codeAx)).toMatchObject({ funded: 0, inProgress: 15_000 });
      expect(await readItem(listId, codeAx)).toMatchObject({
        groupGift: { inProgressAmount: 15_000, remainingAmount: 5_000 },
      });
      const cancelled = await relative.form(`/paiement/${paymentIdOf(created)}/annulation`, {});
      expect(cancelled.statusCode).toBe(303);
      expect(await funding(listId, codeAx)).toMatchObject({ funded: 0, inProgress: 0 });
    });
  });

  it('[S8.4] 30 relatives race for the last 50 €: exactly one holds and pays them, the others are refused and pay nothing', async () => {
    const { listId, codeAx } = await groupGift(25_000);
    await payPart(listId, codeAx, 20_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        createPayment(world.database, {
          body: createContributionBody.parse({
            ldnId: listId,
            entries: [{ code: codeAx, quantity: 1, partCents: index % 2 === 0 ? 5_000 : 3_000 }],
          }),
          owner: { key: `v:race-${listId}-${index}`, customerPk: null },
          user: null,
          ttlMinutes: 30,
        }),
      ),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [attempt.reason as unknown] : [],
    );
    // A 30 € part may be taken first, then a 20 € one is all that is left: nobody asks 20 €,
    // so at most two win, and never more than the 50 € that remain.
    const held = won.reduce(
      (sum, attempt) => sum + (attempt.status === 'fulfilled' ? attempt.value.productsCents : 0),
      0,
    );
    expect(held).toBeLessThanOrEqual(5_000);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(refused).toHaveLength(30 - won.length);
    for (const error of refused) {
      expect(error).toBeInstanceOf(CartRefusal);
      const body = (error as CartRefusal).body();
      expect(body.code).toBe('CART_ITEMS_REFUSED');
      expect(['GROUP_GIFT_OVER_REMAINING', 'GROUP_GIFT_HELD']).toContain(body.ldnErrorMsg?.reason);
      expect(body.message).toMatch(/cadeau commun/);
    }
    expect(await funding(listId, codeAx)).toMatchObject({ funded: 20_000, inProgress: held });
    const made = await world.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.listId, listId));
    // The first part, plus only the winners: a refused relative has no payment to pay.
    expect(made).toHaveLength(1 + won.length);
  });

  it('[S8.4] N relatives each asking exactly the last 50 €: one wins the remainder exactly, it is paid, the item is Offert', async () => {
    const { listId, codeAx } = await groupGift(25_000);
    await payPart(listId, codeAx, 20_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        createPayment(world.database, {
          body: createContributionBody.parse({
            ldnId: listId,
            entries: [{ code: codeAx, quantity: 1, partCents: 5_000 }],
          }),
          owner: { key: `v:last-${listId}-${index}`, customerPk: null },
          user: null,
          ttlMinutes: 30,
        }),
      ),
    );
    const won = attempts.flatMap((attempt) =>
      attempt.status === 'fulfilled' ? [attempt.value] : [],
    );
    expect(won).toHaveLength(1);
    const reasons = attempts.flatMap((attempt) =>
      attempt.status === 'rejected'
        ? [(attempt.reason as CartRefusal).body().ldnErrorMsg?.reason]
        : [],
    );
    expect(reasons).toEqual(Array.from({ length: 19 }, () => 'GROUP_GIFT_HELD'));
    const winner = won[0];
    if (!winner) throw new Error('no winner');
    expect(winner.amountCents).toBe(5_000);
    const paid = await agentOf(world.app).form(`/paiement/${winner.id}`, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    expect(await funding(listId, codeAx)).toEqual({
      target: 25_000,
      funded: 25_000,
      inProgress: 0,
      gifted: 1,
    });
  });

  it('[S4.1] [S4.9] closing moves the funded part of an unfinished group gift into the wallet, shown as such, not as a purchase', async () => {
    const { listId, codeAx } = await groupGift(40_000);
    await payPart(listId, codeAx, 12_345);
    const closed = await owner.call('GET', `/api/ldn/v1/closeList/aufr/${listId}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await walletOf(world.database, listId)).toEqual({
      balance: 12_345,
      total: 12_345,
      movements: 12_345,
    });
    const moved = await world.database.db
      .select({ type: walletMovements.type, codeAx: walletMovements.codeAx })
      .from(walletMovements)
      .where(eq(walletMovements.listId, listId));
    expect(moved).toEqual([{ type: 'GROUP_GIFT', codeAx }]);
    const activity = (
      await owner.call(
        'POST',
        `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
        { filtersBy: ['WALLET'] },
      )
    ).json();
    expect(activity.contributions).toEqual([
      expect.objectContaining({
        kind: 'GROUP_GIFT',
        walletAmount: 12_345,
        totalAmount: 12_345,
        groupGift: { codeAx, productName: expect.any(String) },
      }),
    ]);
    // Wallet money, not a purchase: no reward on it.
    expect(activity.purchaseAmount).toBe(0);
    const wallet = (
      await owner.call('GET', `/api/ldn/v1/getWalletHistoricsByListId/${listId}`)
    ).json();
    expect(wallet.contributions[0]).toMatchObject({ type: 'GROUP_GIFT', amount: 12_345 });
    const coupons = await world.database.db
      .select()
      .from(rewardCoupons)
      .where(eq(rewardCoupons.listId, listId));
    expect(coupons).toEqual([]);
  });

  it('[S4.1] closing leaves a fully funded group gift a gift: nothing moves to the wallet', async () => {
    const { listId, codeAx } = await groupGift(10_000);
    await payPart(listId, codeAx, 10_000);
    expect((await owner.call('GET', `/api/ldn/v1/closeList/aufr/${listId}`)).statusCode).toBe(200);
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
  });
});
