import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributions, listItems, rewardCoupons } from '../../db/schema';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import {
  GOOD_CARD,
  agentOf,
  openMoneyWorld,
  paymentIdOf,
  walletOf,
  type MoneyWorld,
} from '../../test-support/money';

/**
 * Received elsewhere: the owner says how many units of an item he got outside the list. Relatives
 * see them gifted and cannot buy them; they never count as money (no contribution, no reward).
 */
describe('received elsewhere', () => {
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

  const markUrl = (listId: string, codeAx: string) =>
    `/api/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`;
  const mark = (listId: string, codeAx: string, quantity: unknown, who = world.owner) =>
    agentOf(world.app, who).call('PATCH', markUrl(listId, codeAx), { quantity });
  const itemOf = async (listId: string, codeAx: string) => {
    const [row] = await world.database.db
      .select()
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
    if (!row) throw new Error('no item');
    return row;
  };
  /** A relative's view of the list's only item. */
  const relativeSees = async (listId: string) => {
    const answer = await agentOf(world.app).call(
      'POST',
      `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
      {},
    );
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { products: { items: Record<string, unknown>[] } }).products.items[0];
  };

  /** A relative pays a cart online with the accepted card. */
  async function contribute(listId: string, code: string, quantity: number): Promise<void> {
    const relative = agentOf(world.app);
    const created = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code, quantity }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await relative.form(`/paiement/${paymentIdOf(created)}`, GOOD_CARD);
  }

  it('[S3.7] [S3.9] the owner marks units received elsewhere: relatives see them gifted, "Offert" once none remains, and 0 undoes it', async () => {
    const { listId, codeAx } = await world.newList(3);
    const two = await mark(listId, codeAx, 2);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({
      quantity: 3,
      quantityOfContributedItems: 2,
      quantityReceivedElsewhere: 2,
      availability: 'AVAILABLE',
    });
    const seen = await relativeSees(listId);
    expect(seen).toMatchObject({ quantityOfContributedItems: 2, availability: 'AVAILABLE' });
    // Relatives are not told where the units came from.
    expect(seen).not.toHaveProperty('quantityReceivedElsewhere');
    const owners = await agentOf(world.app, world.owner).call(
      'GET',
      `/api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${codeAx}/${listId}`,
    );
    expect(owners.json()).toMatchObject({ quantityReceivedElsewhere: 2 });

    expect((await mark(listId, codeAx, 3)).statusCode).toBe(200);
    expect(await relativeSees(listId)).toMatchObject({
      quantityOfContributedItems: 3,
      availability: 'GIFTED',
    });

    expect((await mark(listId, codeAx, 0)).json()).toMatchObject({
      quantityOfContributedItems: 0,
      quantityReceivedElsewhere: 0,
    });
    expect(await relativeSees(listId)).toMatchObject({
      quantityOfContributedItems: 0,
      availability: 'AVAILABLE',
    });
  });

  it('[S5.4] [S5.5] at most the wanted quantity minus what the list gave (400 beyond); bad quantities are 400; the wanted quantity stays above both', async () => {
    const { listId, codeAx } = await world.newList(3);
    await contribute(listId, codeAx, 1);
    const tooMany = await mark(listId, codeAx, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'RECEIVED_ELSEWHERE_TOO_MANY',
      message:
        'Vous pouvez indiquer au plus 2 articles reçus ailleurs : le reste a été offert par vos proches.',
    });
    for (const bad of [-1, 1.5, 100, '2', null]) {
      expect((await mark(listId, codeAx, bad)).statusCode, String(bad)).toBe(400);
    }
    expect((await mark(listId, codeAx, 2)).json()).toMatchObject({
      quantityOfContributedItems: 3,
      quantityReceivedElsewhere: 2,
      availability: 'GIFTED',
    });
    expect(await itemOf(listId, codeAx)).toMatchObject({
      quantityContributed: 1,
      quantityReceivedElsewhere: 2,
    });
    const reduced = await agentOf(world.app, world.owner).call(
      'PATCH',
      `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`,
      { quantity: 2 },
    );
    expect(reduced.statusCode).toBe(409);
    expect(reduced.json()).toMatchObject({
      code: 'CANT_REDUCE_QUANTITY',
      quantityOfContributedItems: 3,
      quantity: 3,
    });
    const removed = await agentOf(world.app, world.owner).call(
      'DELETE',
      `/api/ldn/v1/removeItemByItemAxIdAndListId/aufr/${listId}/${codeAx}`,
    );
    expect(removed.json()).toMatchObject({ code: 'CANT_REMOVE_PRODUCT' });
  });

  it('[S6.3] [S4.1] the owner only: 401 anonymous, 403 another parent and staff, 404 unknown item, 409 once closed', async () => {
    const { listId, codeAx } = await world.newList(2);
    const anonymous = await agentOf(world.app).call('PATCH', markUrl(listId, codeAx), {
      quantity: 1,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await mark(listId, codeAx, 1, other)).statusCode).toBe(403);
    const staff = await mark(listId, codeAx, 1, seller);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({
      message: 'Seul le titulaire de la liste peut indiquer un article reçu ailleurs.',
    });
    expect((await mark(listId, '99999999', 1)).statusCode).toBe(404);
    expect((await itemOf(listId, codeAx)).quantityReceivedElsewhere).toBe(0);
    const closed = await agentOf(world.app, world.owner).call(
      'GET',
      `/api/ldn/v1/closeList/aufr/${listId}`,
    );
    expect(closed.statusCode).toBe(200);
    const afterClose = await mark(listId, codeAx, 1);
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json()).toMatchObject({ code: 'LIST_CLOSED' });
  });

  it('[S8.4] [S5.5] relatives cannot buy units received elsewhere: the cart and the checkout refuse them', async () => {
    const { listId, codeAx } = await world.newList(2);
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
    expect((await mark(listId, codeAx, 1)).statusCode).toBe(200);
    const cart = await relative.call('GET', '/api/user/cart');
    expect(cart.json()).toMatchObject({ entries: [{ code: codeAx, details: { qtyMax: 1 } }] });
    const two = await relative.call('PATCH', `/api/user/cart/entries/${codeAx}`, { quantity: 2 });
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({ code: 'QUANTITY_NOT_AVAILABLE' });

    expect((await mark(listId, codeAx, 2)).statusCode).toBe(200);
    const checkout = await relative.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 1 }],
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({
      code: 'CART_ITEMS_REFUSED',
      ldnErrorMsg: { reason: 'QUANTITY_EXCEEDED', items: [{ codeAx, remaining: 0 }] },
    });
    const added = await agentOf(world.app).call('POST', '/api/user/cart/entries', {
      ldnId: listId,
      code: codeAx,
      quantity: 1,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'QUANTITY_NOT_AVAILABLE' });
  });

  it('[S4.9] [S9.2] units received elsewhere never count toward the reward, the wallet or any contribution', async () => {
    const { listId, codeAx } = await world.newList(2, 60_000);
    await contribute(listId, codeAx, 1);
    expect((await mark(listId, codeAx, 1)).statusCode).toBe(200);
    const owner = agentOf(world.app, world.owner);
    const before = (
      await owner.call(
        'POST',
        `/api/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
        {
          filtersBy: [],
        },
      )
    ).json();
    expect(before).toMatchObject({ purchaseAmount: 60_000 });
    expect(before.contributions).toHaveLength(1);
    expect((await owner.call('GET', `/api/ldn/v1/closeList/aufr/${listId}`)).statusCode).toBe(200);
    const coupons = await world.database.db
      .select({ amount: rewardCoupons.amountCents })
      .from(rewardCoupons)
      .where(eq(rewardCoupons.listId, listId));
    // 10 % of the one unit bought through the list (600 €), not of the two units.
    expect(coupons.map((row) => row.amount).sort((a, b) => a - b)).toEqual([1_000, 5_000]);
    const recorded = await world.database.db
      .select({ id: contributions.id })
      .from(contributions)
      .where(eq(contributions.listId, listId));
    expect(recorded).toHaveLength(1);
    expect(await walletOf(world.database, listId)).toEqual({ balance: 0, total: 0, movements: 0 });
  });

  it('[S5.5] a purchase of the last unit races the owner marking it: one wins, never more than the wanted quantity', async () => {
    const outcomes = { purchase: 0, mark: 0 };
    for (let round = 0; round < 8; round += 1) {
      const { listId, codeAx } = await world.newList(1);
      const [bought, marked] = await Promise.all([
        agentOf(world.app).call('POST', '/api/ldn/create-contribution', {
          ldnId: listId,
          entries: [{ code: codeAx, quantity: 1 }],
        }),
        mark(listId, codeAx, 1),
      ]);
      const item = await itemOf(listId, codeAx);
      expect(
        item.quantityContributed + item.quantityInProgress + item.quantityReceivedElsewhere,
      ).toBe(1);
      if (bought.statusCode === 201) {
        outcomes.purchase += 1;
        expect(marked.statusCode).toBe(409);
        expect(marked.json()).toMatchObject({ code: 'PURCHASE_IN_PROGRESS' });
        expect(item).toMatchObject({ quantityInProgress: 1, quantityReceivedElsewhere: 0 });
      } else {
        outcomes.mark += 1;
        expect(marked.statusCode).toBe(200);
        expect(bought.statusCode).toBe(409);
        expect(bought.json()).toMatchObject({ code: 'CART_ITEMS_REFUSED' });
        expect(item).toMatchObject({ quantityInProgress: 0, quantityReceivedElsewhere: 1 });
      }
    }
    expect(outcomes.purchase + outcomes.mark).toBe(8);
  });

  it('[S5.5] the table itself refuses more than the wanted quantity in total', async () => {
    const { listId, codeAx } = await world.newList(1);
    await contribute(listId, codeAx, 1);
    await expect(
      world.database.db
        .update(listItems)
        .set({ quantityReceivedElsewhere: 1 })
        .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx))),
    ).rejects.toThrow();
  });
});
