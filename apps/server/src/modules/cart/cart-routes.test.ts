import { parseCartError } from '@ldn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists, payments } from '../../db/schema';
import { insertCustomer } from '../../test-support/fixtures';
import { signInAs } from '../../test-support/sign-in';
import {
  NON_DELIVERING_STORE,
  agentOf,
  itemCounters,
  openMoneyWorld,
  paymentIdOf,
  recordedContribution,
  type MoneyWorld,
} from '../../test-support/money';

/** [S3.11] [S7.7] [S7.8] [S8.4] The cart, kept on the server for anonymous visitors too. */
describe('cart', () => {
  let world: MoneyWorld;

  beforeAll(async () => {
    world = await openMoneyWorld();
  });
  afterAll(async () => {
    await world.dispose();
  });

  const add = (
    agent: ReturnType<typeof agentOf>,
    code: string,
    quantity: number,
    ldnId = world.listId,
  ) => agent.call('POST', '/api/user/cart/entries', { ldnId, code, quantity });

  it('[S7.7] an anonymous visitor without a cart gets an empty cart and no cookie', async () => {
    const visitor = agentOf(world.app);
    const response = await visitor.call('GET', '/api/user/cart');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ldnId: '',
      giftMessageData: { message: '', from: '' },
      entries: [],
      contributorName: '',
      contributorEmail: '',
      message: '',
      contributionAmount: 0,
      walletAmount: 0,
      makeAvailableToTheHolder: false,
      holderFavoriteStore: '',
      clientType: 'RELATIVE',
      transactionType: 'CMD',
      deliveryOption: 'NONE',
      itemCount: 0,
      productsTotal: 0,
      deliveryFee: 0,
      total: 0,
      storeDeliveryAvailable: false,
    });
    expect(visitor.cookies).toEqual({});
  });

  it('[S3.11] [S6.2] [S9.4] [S9.3] an anonymous relative fills a cart: items, wallet amount, totals and delivery', async () => {
    const relative = agentOf(world.app);
    const first = await add(relative, world.products.body, 2);
    expect(first.statusCode).toBe(200);
    expect(relative.cookies.ldn_cart).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(relative.cookies['XSRF-TOKEN']).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await add(relative, '01176190', 50);
    const updated = await relative.call('PATCH', '/api/user/cart', {
      contributorName: 'Josette Martin',
      contributorEmail: 'Josette@Example.fr',
      message: 'Félicitations !',
      giftMessageData: { message: 'Pour Léa', from: 'Mamie' },
      deliveryOption: 'STORE_DELIVERY',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ldnId: world.listId,
      giftMessageData: { message: 'Pour Léa', from: 'Mamie' },
      entries: [
        {
          code: world.products.body,
          codeAs400: `AS${world.products.body}`,
          quantity: 2,
          isSetAside: false,
          details: {
            productName: 'Body manches longues',
            img: `/images/products/${world.products.body}.webp`,
            qtyMax: 3,
            price: 1_290,
          },
        },
        {
          code: '01176190',
          codeAs400: '01176190',
          quantity: 50,
          isSetAside: false,
          details: {
            productName: 'Participation à la cagnotte',
            img: '',
            qtyMax: 10_000,
            price: 100,
          },
        },
      ],
      contributorName: 'Josette Martin',
      contributorEmail: 'josette@example.fr',
      message: 'Félicitations !',
      contributionAmount: 5_000,
      walletAmount: 0,
      makeAvailableToTheHolder: false,
      holderFavoriteStore: '',
      clientType: 'RELATIVE',
      transactionType: 'CMD',
      deliveryOption: 'STORE_DELIVERY',
      itemCount: 3,
      productsTotal: 2_580,
      deliveryFee: 290,
      total: 7_870,
      storeDeliveryAvailable: true,
    });
    // [S9.3] Free from 59 €: 5 bodies would exceed what remains; a chair brings it over.
    const more = await add(relative, world.products.chair, 1);
    expect(more.json()).toMatchObject({ productsTotal: 7_080, deliveryFee: 0, total: 12_080 });
    // The cart is the visitor's: GET reads it back.
    expect((await relative.call('GET', '/api/user/cart')).json()).toMatchObject({ itemCount: 4 });
    // Lines change and go.
    expect(
      (
        await relative.call('PATCH', `/api/user/cart/entries/${world.products.body}`, {
          quantity: 1,
        })
      ).json(),
    ).toMatchObject({ productsTotal: 5_790, deliveryFee: 290 });
    expect((await relative.call('DELETE', `/api/user/cart/entries/01176190`)).json()).toMatchObject(
      { contributionAmount: 0, itemCount: 2 },
    );
    expect((await relative.call('DELETE', '/api/user/cart')).statusCode).toBe(204);
    expect((await relative.call('GET', '/api/user/cart')).json()).toMatchObject({ ldnId: '' });
  });

  it('[S5.5] [S5.2] refuses more than remains, unavailable products, unknown items and bad wallet amounts', async () => {
    const relative = agentOf(world.app);
    await add(relative, world.products.body, 3);
    const tooMany = await add(relative, world.products.body, 1);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      status: 409,
      code: 'QUANTITY_NOT_AVAILABLE',
      message: 'Il ne reste que 3 exemplaires de ce produit à offrir.',
    });
    expect((await add(relative, world.products.unavailable, 1)).json()).toMatchObject({
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
    });
    expect((await add(relative, '99999999', 1)).json()).toMatchObject({
      status: 404,
      code: 'ITEM_NOT_FOUND',
    });
    expect((await add(relative, '01176190', 4)).json()).toEqual({
      status: 400,
      code: 'WALLET_AMOUNT_MIN',
      message: 'Le montant minimum est de 5€.',
    });
    expect((await add(relative, '01176190', 10_001)).statusCode).toBe(400);
    const patched = await relative.call('PATCH', '/api/user/cart', { contributionAmount: 1_050 });
    expect(patched.json()).toMatchObject({
      status: 400,
      code: 'WALLET_AMOUNT_WHOLE_EUROS',
      message: "Le montant doit être un nombre entier d'euros, sans centimes.",
    });
    const max = await relative.call('PATCH', '/api/user/cart', { contributionAmount: 1_000_100 });
    expect(max.statusCode).toBe(400);
    const email = await relative.call('PATCH', '/api/user/cart', { contributorEmail: 'josette@' });
    expect(email.json()).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    const store = await relative.call('PATCH', '/api/user/cart', { holderFavoriteStore: 'ZZ99' });
    expect(store.json()).toMatchObject({ status: 400, code: 'UNKNOWN_STORE' });
  });

  it('[S5.5] adding a unit another relative is paying for right now says it is being bought, not that it was offered', async () => {
    const { listId, codeAx } = await world.newList(2);
    const buyer = agentOf(world.app);
    const held = await buyer.call('POST', '/api/ldn/create-contribution', {
      ldnId: listId,
      entries: [{ code: codeAx, quantity: 2 }],
    });
    expect(held.statusCode).toBe(201);
    const relative = agentOf(world.app);
    const refused = await add(relative, codeAx, 1, listId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 409,
      code: 'QUANTITY_NOT_AVAILABLE',
      message:
        "Ce produit est en cours d'achat par une autre personne en ce moment : il ne peut pas être ajouté pour l'instant. S'il n'est pas payé, il sera de nouveau disponible dans quelques minutes.",
    });
    expect(refused.body).not.toContain('offert');
    // Once the buyer gives up on the payment page, the units are free again.
    await buyer.form(`/paiement/${paymentIdOf(held)}/annulation`, {});
    expect((await add(relative, codeAx, 2, listId)).statusCode).toBe(200);
    // Part held: the message says how many are free now, and why not more.
    const other = agentOf(world.app);
    expect(
      (
        await other.call('POST', '/api/ldn/create-contribution', {
          ldnId: listId,
          entries: [{ code: codeAx, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
    const partly = await add(agentOf(world.app), codeAx, 2, listId);
    expect(partly.json()).toMatchObject({
      code: 'QUANTITY_NOT_AVAILABLE',
      message:
        "Il ne reste que 1 exemplaire de ce produit à offrir en ce moment : les autres sont en cours d'achat par d'autres personnes.",
    });
  });

  it('[S7.1] an anonymous cart changes only with its XSRF token', async () => {
    const relative = agentOf(world.app);
    await add(relative, world.products.chair, 1);
    const forged = await world.app.inject({
      method: 'POST',
      url: '/api/user/cart/entries',
      cookies: { ldn_cart: relative.cookies.ldn_cart ?? '' },
      payload: { ldnId: world.listId, code: world.products.body, quantity: 1 },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it('[S2.31] adding an item of another list starts a new cart for that list', async () => {
    const relative = agentOf(world.app);
    await add(relative, world.products.body, 1);
    const other = await world.newList(2);
    const response = await add(relative, other.codeAx, 2, other.listId);
    expect(response.json()).toMatchObject({
      ldnId: other.listId,
      entries: [{ code: other.codeAx, quantity: 2 }],
    });
  });

  it('[S4.1] a closed or draft list takes no cart; private items are for the owner', async () => {
    const relative = agentOf(world.app);
    const closed = await world.newList();
    await world.database.db
      .update(lists)
      .set({ status: 'CLOSED' })
      .where(eq(lists.id, closed.listId));
    expect((await add(relative, closed.codeAx, 1, closed.listId)).json()).toMatchObject({
      status: 409,
      code: 'LIST_CLOSED',
    });
    const draft = await world.newList();
    await world.database.db
      .update(lists)
      .set({ status: 'DRAFT' })
      .where(eq(lists.id, draft.listId));
    expect((await add(relative, draft.codeAx, 1, draft.listId)).json()).toMatchObject({
      status: 404,
      code: 'LIST_NOT_FOUND',
    });
  });

  it('[S3.11] a signed-in customer keeps his cart across devices, and takes over his anonymous cart', async () => {
    await insertCustomer(world.database, { uid: 'proche.panier@example.fr' });
    const relative = agentOf(world.app);
    await add(relative, world.products.chair, 1);
    const session = await signInAs(world.database, 'proche.panier@example.fr');
    const signedIn = agentOf(world.app, session);
    signedIn.cookies.ldn_cart = relative.cookies.ldn_cart ?? '';
    expect((await signedIn.call('GET', '/api/user/cart')).json()).toMatchObject({
      entries: [{ code: world.products.chair, quantity: 1 }],
    });
    const otherDevice = agentOf(world.app, session);
    expect((await otherDevice.call('GET', '/api/user/cart')).json()).toMatchObject({
      entries: [{ code: world.products.chair, quantity: 1 }],
    });
  });

  describe('[S7.8] [S8.4] create-contribution', () => {
    it('[S8.4] [S4.4] [S5.5] refuses units another relative is buying right now, saying so (not that they were offered), and writes nothing', async () => {
      const { listId, codeAx } = await world.newList(1);
      const first = agentOf(world.app);
      const second = agentOf(world.app);
      const body = { ldnId: listId, entries: [{ code: codeAx, quantity: 1 }] };
      expect((await first.call('POST', '/api/ldn/create-contribution', body)).statusCode).toBe(201);
      const before = await world.database.db.select({ n: count() }).from(payments);
      const refused = await second.call('POST', '/api/ldn/create-contribution', body);
      expect(refused.statusCode).toBe(409);
      const beingBought =
        "Certains articles de votre panier sont en cours d'achat par une autre personne en ce moment : ils ont été retirés de votre panier. S'ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes.";
      expect(refused.json()).toEqual({
        status: 409,
        code: 'CART_ITEMS_REFUSED',
        message: beingBought,
        ldnErrorMsg: {
          errMessage: beingBought,
          reason: 'PURCHASE_IN_PROGRESS',
          items: [{ codeAx, reason: 'PURCHASE_IN_PROGRESS', remaining: 0 }],
        },
      });
      expect(parseCartError(refused.json())).toMatchObject({
        kind: 'refusedItems',
        refusedCodes: [codeAx],
        message: beingBought,
      });
      expect(await world.database.db.select({ n: count() }).from(payments)).toEqual(before);
      expect(await itemCounters(world.database, listId, codeAx)).toEqual({
        contributed: 0,
        inProgress: 1,
      });
    });

    it('[S8.4] [S4.4] refuses units already offered as no longer available, with ldnErrorMsg items', async () => {
      const { listId, codeAx } = await world.newList(1);
      await recordedContribution(world.database, listId, [{ code: codeAx, quantity: 1 }], 0);
      const refused = await agentOf(world.app).call('POST', '/api/ldn/create-contribution', {
        ldnId: listId,
        entries: [{ code: codeAx, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 409,
        code: 'CART_ITEMS_REFUSED',
        message:
          'Certains articles de votre panier ne sont plus disponibles : ils ont été retirés de votre panier.',
        ldnErrorMsg: {
          errMessage:
            'Certains articles de votre panier ne sont plus disponibles : ils ont été retirés de votre panier.',
          reason: 'QUANTITY_EXCEEDED',
          items: [{ codeAx, reason: 'QUANTITY_EXCEEDED', remaining: 0 }],
        },
      });
    });

    it('[S8.4] lists every refused line with its reason, and nothing of the others is reserved', async () => {
      const visitor = agentOf(world.app);
      const refused = await visitor.call('POST', '/api/ldn/create-contribution', {
        ldnId: world.listId,
        entries: [
          { code: world.products.body, quantity: 1 },
          { code: world.products.unavailable, quantity: 1 },
          { code: '99999999', quantity: 1 },
        ],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ldnErrorMsg).toEqual({
        errMessage: expect.any(String),
        reason: 'ITEMS_REFUSED',
        items: [
          { codeAx: world.products.unavailable, reason: 'PRODUCT_UNAVAILABLE' },
          { codeAx: '99999999', reason: 'ITEM_NOT_IN_LIST' },
        ],
      });
      expect(await itemCounters(world.database, world.listId, world.products.body)).toEqual({
        contributed: 0,
        inProgress: 0,
      });
    });

    it('[S9.3] [S7.40] refuses store delivery when the store cannot deliver to the parents', async () => {
      const visitor = agentOf(world.app);
      const refused = await visitor.call('POST', '/api/ldn/create-contribution', {
        ldnId: world.listId,
        entries: [{ code: world.products.body, quantity: 1 }],
        deliveryOption: 'STORE_DELIVERY',
        holderFavoriteStore: NON_DELIVERING_STORE,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ldnErrorMsg).toMatchObject({
        reason: 'STORE_DELIVERY_UNAVAILABLE',
        items: [{ codeAx: world.products.body, reason: 'STORE_DELIVERY_UNAVAILABLE' }],
      });
    });

    it('[S5.1] [S5.2] refuses an empty cart, bad amounts, a bad e-mail and online use of the wallet (400)', async () => {
      const visitor = agentOf(world.app);
      const post = (body: object) =>
        visitor.call('POST', '/api/ldn/create-contribution', { ldnId: world.listId, ...body });
      expect((await post({})).json()).toMatchObject({
        status: 400,
        code: 'CART_EMPTY',
        ldnErrorMsg: { reason: 'CART_EMPTY', items: [] },
      });
      expect((await post({ contributionAmount: 499 })).json()).toMatchObject({
        code: 'WALLET_AMOUNT_MIN',
        message: 'Le montant minimum est de 5€.',
      });
      expect((await post({ entries: [{ code: '01176190', quantity: 10_001 }] })).statusCode).toBe(
        400,
      );
      expect(
        (await post({ contributionAmount: 2_000, contributorEmail: 'x@y' })).json(),
      ).toMatchObject({
        code: 'INVALID_EMAIL',
      });
      expect((await post({ contributionAmount: 2_000, walletAmount: 100 })).json()).toMatchObject({
        code: 'WALLET_USE_IN_STORE_ONLY',
      });
      expect(
        (
          await post({ contributionAmount: 2_000, entries: [{ code: '01176190', quantity: 30 }] })
        ).json(),
      ).toMatchObject({ code: 'INVALID_AMOUNT' });
    });

    it('[S4.1] refuses a closed list with 409 LIST_CLOSED in the ldnErrorMsg shape', async () => {
      const { listId } = await world.newList();
      await world.database.db.update(lists).set({ status: 'CLOSED' }).where(eq(lists.id, listId));
      const refused = await agentOf(world.app).call('POST', '/api/ldn/create-contribution', {
        ldnId: listId,
        contributionAmount: 2_000,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'LIST_CLOSED',
        ldnErrorMsg: { reason: 'LIST_CLOSED', items: [] },
      });
      expect(parseCartError(refused.json())).toEqual({
        kind: 'message',
        message: 'Cette liste de naissance est clôturée : elle ne peut plus être modifiée.',
      });
    });
  });
});
