import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listItems } from '../../db/schema';
import { insertCustomer, insertItem, insertList, insertProduct } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { useTestApp } from '../../test-support/test-app';

/**
 * The item calls of spec §7 ([S7.16], [S7.20], [S7.21], [S7.22]): add (300 when already in the
 * list), add by reference, update (CANT_REDUCE_QUANTITY), remove (CANT_REMOVE_PRODUCT), with the
 * owner, another parent, anonymous visitors and staff.
 */
describe('list items API', () => {
  let owner: TestSignIn;
  let other: TestSignIn;
  let seller: TestSignIn;
  let ownerPk: string;

  const addUrl = (listId: string) => `/api/ldn/v1/addItemToListByCompanyAndListId/aufr/${listId}`;
  const addByReferenceUrl = (listId: string) =>
    `/api/ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/${listId}`;
  const updateUrl = (listId: string, codeAx: string) =>
    `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${listId}/${codeAx}`;
  const removeUrl = (listId: string, codeAx: string) =>
    `/api/ldn/v1/removeItemByItemAxIdAndListId/aufr/${listId}/${codeAx}`;
  const itemRow = async (listId: string, codeAx: string) => {
    const [row] = await server.database.db
      .select()
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
    return row;
  };

  const server = useTestApp({
    arrange: async (database) => {
      ownerPk = await insertCustomer(database, { uid: 'parent@example.fr' });
      await insertCustomer(database, { uid: 'proche@example.fr' });
      await insertCustomer(database, { uid: 'vendeur@example.fr', roles: ['SELLER'] });
    },
  });
  const { send } = server;
  beforeAll(async () => {
    owner = await signInAs(server.database, 'parent@example.fr');
    other = await signInAs(server.database, 'proche@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
  });

  describe('[S7.20] addItemToListByCompanyAndListId', () => {
    it('[S7.20] adds a product with its comment, flags and quantity, at the end of the list', async () => {
      const listId = await insertList(server.database, ownerPk);
      const first = await insertProduct(server.database, {
        name: 'Gigoteuse',
        category: 'bedroom',
        priceCents: 3_490,
      });
      const second = await insertProduct(server.database);
      const response = await send(owner, 'POST', addUrl(listId), {
        company: 'aufr',
        productReference: first,
        message: 'Taille 6-18 mois',
        priority: true,
        hidden: false,
        quantity: 2,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        codeAx: first,
        productName: 'Gigoteuse',
        quantity: 2,
        quantityOfContributedItems: 0,
        message: 'Taille 6-18 mois',
        priority: true,
        hidden: false,
        prices: { amount: 3_490, display: '34,90\u00a0€' },
        availability: 'AVAILABLE',
      });
      const defaults = await send(owner, 'POST', addUrl(listId), { productReference: second });
      expect(defaults.statusCode).toBe(201);
      expect(defaults.json()).toMatchObject({
        quantity: 1,
        message: '',
        priority: false,
        hidden: false,
      });
      expect((await itemRow(listId, second))?.position).toBe(
        ((await itemRow(listId, first))?.position ?? 0) + 1,
      );
    });

    it('[S7.20] [S4.11] answers status 300 with the existing item when the product is already in the list', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product, {
        quantity: 3,
        quantityContributed: 1,
        message: 'Déjà là',
      });
      const response = await send(owner, 'POST', addUrl(listId), {
        productReference: product,
        quantity: 1,
      });
      expect(response.statusCode).toBe(300);
      expect(response.json()).toMatchObject({
        codeAx: product,
        quantity: 3,
        quantityOfContributedItems: 1,
        message: 'Déjà là',
      });
      expect((await itemRow(listId, product))?.quantity).toBe(3);
    });

    it('[S7.20] [S6.4] refuses unknown references (404), non-addable products, and permanently out-of-stock ones for customers only', async () => {
      const listId = await insertList(server.database, ownerPk);
      const incorrect = await send(owner, 'POST', addUrl(listId), { productReference: 'abc' });
      expect(incorrect.statusCode).toBe(404);
      expect(incorrect.json()).toMatchObject({ code: 'INVALID_REFERENCE' });
      const unknown = await send(owner, 'POST', addUrl(listId), { productReference: '99999999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'INVALID_REFERENCE',
        message: 'Référence inconnue ou incorrecte.',
      });
      const bundle = await insertProduct(server.database, { canAddToLdn: false });
      const refused = await send(seller, 'POST', addUrl(listId), { productReference: bundle });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PRODUCT_NOT_ADDABLE' });
      const gone = await insertProduct(server.database, {
        availability: 'PERMANENTLY_OUT_OF_STOCK',
      });
      const byOwner = await send(owner, 'POST', addUrl(listId), { productReference: gone });
      expect(byOwner.statusCode).toBe(409);
      expect(byOwner.json()).toMatchObject({ code: 'PRODUCT_PERMANENTLY_OUT_OF_STOCK' });
      expect(
        (await send(seller, 'POST', addUrl(listId), { productReference: gone })).statusCode,
      ).toBe(201);
      const unavailable = await insertProduct(server.database, { availability: 'UNAVAILABLE' });
      expect(
        (await send(owner, 'POST', addUrl(listId), { productReference: unavailable })).statusCode,
      ).toBe(201);
    });

    it('[S5.5] [S5.6] [S9.5] refuses quantities outside 1..99, comments over 255 characters and a foreign company (400)', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      const cases: [object, string][] = [
        [{ productReference: product, quantity: 0 }, '« quantity »'],
        [{ productReference: product, quantity: 100 }, '« quantity »'],
        [{ productReference: product, quantity: 1.5 }, '« quantity »'],
        [{ productReference: product, message: 'é'.repeat(256) }, '« message »'],
        [{ productReference: product, company: 'autre' }, '« company »'],
        [{}, '« productReference »'],
      ];
      for (const [body, field] of cases) {
        const response = await send(owner, 'POST', addUrl(listId), body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.json().message).toContain(field);
      }
      const longest = await send(owner, 'POST', addUrl(listId), {
        productReference: product,
        message: '😀'.repeat(255),
        quantity: 99,
      });
      expect(longest.statusCode).toBe(201);
    });

    it('[S4.1] [S6.3] refuses a closed list (409), another parent (403), anonymous (401), a draft of someone else (404)', async () => {
      const product = await insertProduct(server.database);
      const closed = await insertList(server.database, ownerPk, { status: 'CLOSED' });
      const closedAnswer = await send(owner, 'POST', addUrl(closed), { productReference: product });
      expect(closedAnswer.statusCode).toBe(409);
      expect(closedAnswer.json()).toMatchObject({ code: 'LIST_CLOSED' });
      const open = await insertList(server.database, ownerPk);
      expect(
        (await send(other, 'POST', addUrl(open), { productReference: product })).statusCode,
      ).toBe(403);
      expect(
        (await send(null, 'POST', addUrl(open), { productReference: product })).statusCode,
      ).toBe(401);
      const draft = await insertList(server.database, ownerPk, { status: 'DRAFT' });
      expect(
        (await send(other, 'POST', addUrl(draft), { productReference: product })).statusCode,
      ).toBe(404);
      expect(
        (await send(owner, 'POST', addUrl(draft), { productReference: product })).statusCode,
      ).toBe(201);
      expect(
        (await send(seller, 'POST', addUrl(open), { productReference: product })).statusCode,
      ).toBe(201);
    });
  });

  describe('[S7.21] addItemToListByReferenceAndCompanyAndListId', () => {
    it('[S7.21] adds by AX or AS400 reference, and "add anyway" raises the quantity by the given quantity', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database, { codeAs400: 'AS400-1234' });
      const created = await send(owner, 'POST', addByReferenceUrl(listId), {
        reference: 'AS400-1234',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ codeAx: product, quantity: 1 });
      const raised = await send(owner, 'POST', addByReferenceUrl(listId), {
        reference: product,
        quantity: 2,
      });
      expect(raised.statusCode).toBe(200);
      expect(raised.json()).toMatchObject({ codeAx: product, quantity: 3 });
      const once = await send(owner, 'POST', addByReferenceUrl(listId), { reference: product });
      expect(once.json().quantity).toBe(4);
    });

    it('[S7.21] [S9.5] refuses to go above 99, unknown references, closed lists and other people', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product, { quantity: 98 });
      const tooMany = await send(owner, 'POST', addByReferenceUrl(listId), {
        reference: product,
        quantity: 2,
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({ code: 'QUANTITY_MAX_REACHED' });
      expect((await itemRow(listId, product))?.quantity).toBe(98);
      expect(
        (await send(owner, 'POST', addByReferenceUrl(listId), { reference: 'nothing' })).statusCode,
      ).toBe(404);
      expect(
        (await send(other, 'POST', addByReferenceUrl(listId), { reference: product })).statusCode,
      ).toBe(403);
      expect(
        (await send(null, 'POST', addByReferenceUrl(listId), { reference: product })).statusCode,
      ).toBe(401);
      const closed = await insertList(server.database, ownerPk, { status: 'CLOSED' });
      expect(
        (await send(owner, 'POST', addByReferenceUrl(closed), { reference: product })).statusCode,
      ).toBe(409);
    });
  });

  describe('[S7.22] updateItemByCompanyAndCodeAxAndListId', () => {
    it('[S7.22] changes quantity, comment, indispensable and private flags', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product, { quantity: 2, quantityContributed: 1 });
      const response = await send(owner, 'PATCH', updateUrl(listId, product), {
        quantity: 5,
        message: 'Merci !',
        priority: true,
        hidden: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        quantity: 5,
        message: 'Merci !',
        priority: true,
        hidden: true,
      });
      const equal = await send(seller, 'PATCH', updateUrl(listId, product), { quantity: 1 });
      expect(equal.statusCode).toBe(200);
      expect(equal.json()).toMatchObject({ quantity: 1, availability: 'GIFTED' });
    });

    it('[S5.4] refuses a quantity below the gifted count with CANT_REDUCE_QUANTITY and the gifted count', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product, { quantity: 5, quantityContributed: 3 });
      const response = await send(owner, 'PATCH', updateUrl(listId, product), {
        quantity: 2,
        message: 'ignoré',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        code: 'CANT_REDUCE_QUANTITY',
        message: 'Impossible de réduire la quantité en dessous du nombre de produits déjà offerts.',
        quantityOfContributedItems: 3,
        quantity: 3,
      });
      expect(await itemRow(listId, product)).toMatchObject({ quantity: 5, message: '' });
      const reserved = await insertProduct(server.database);
      await insertItem(server.database, listId, reserved, {
        quantity: 4,
        quantityContributed: 1,
        quantityInProgress: 2,
      });
      const busy = await send(owner, 'PATCH', updateUrl(listId, reserved), { quantity: 2 });
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({
        code: 'CANT_REDUCE_QUANTITY',
        quantityOfContributedItems: 1,
        quantity: 3,
      });
    });

    it('[S4.2] [S6.4] refuses to edit a permanently out-of-stock product, except for staff', async () => {
      const listId = await insertList(server.database, ownerPk);
      const gone = await insertProduct(server.database, {
        availability: 'PERMANENTLY_OUT_OF_STOCK',
      });
      await insertItem(server.database, listId, gone);
      const byOwner = await send(owner, 'PATCH', updateUrl(listId, gone), { message: 'x' });
      expect(byOwner.statusCode).toBe(409);
      expect(byOwner.json()).toMatchObject({ code: 'CANT_EDIT_PERMANENTLY_OUT_OF_STOCK' });
      expect(
        (await send(seller, 'PATCH', updateUrl(listId, gone), { message: 'x' })).statusCode,
      ).toBe(200);
    });

    it('[S7.22] refuses unknown items, bad input, closed lists and other people', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product);
      expect(
        (await send(owner, 'PATCH', updateUrl(listId, '99999999'), { quantity: 2 })).statusCode,
      ).toBe(404);
      expect(
        (await send(owner, 'PATCH', updateUrl(listId, product), { quantity: 100 })).statusCode,
      ).toBe(400);
      expect(
        (await send(owner, 'PATCH', updateUrl(listId, product), { message: 'x'.repeat(256) }))
          .statusCode,
      ).toBe(400);
      expect(
        (await send(other, 'PATCH', updateUrl(listId, product), { quantity: 2 })).statusCode,
      ).toBe(403);
      expect(
        (await send(null, 'PATCH', updateUrl(listId, product), { quantity: 2 })).statusCode,
      ).toBe(401);
      const closed = await insertList(server.database, ownerPk, { status: 'CLOSED' });
      await insertItem(server.database, closed, product);
      expect(
        (await send(owner, 'PATCH', updateUrl(closed, product), { quantity: 2 })).statusCode,
      ).toBe(409);
    });
  });

  describe('[S7.16] removeItemByItemAxIdAndListId', () => {
    it('[S7.16] removes an item nothing was gifted of', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product);
      expect((await send(owner, 'DELETE', removeUrl(listId, product))).statusCode).toBe(204);
      expect(await itemRow(listId, product)).toBeUndefined();
      expect((await send(owner, 'DELETE', removeUrl(listId, product))).statusCode).toBe(404);
    });

    it('[S4.2] refuses with CANT_REMOVE_PRODUCT once gifted or while a purchase is in progress', async () => {
      const listId = await insertList(server.database, ownerPk);
      const gifted = await insertProduct(server.database);
      const buying = await insertProduct(server.database);
      await insertItem(server.database, listId, gifted, { quantity: 2, quantityContributed: 1 });
      await insertItem(server.database, listId, buying, { quantity: 2, quantityInProgress: 1 });
      for (const product of [gifted, buying]) {
        const response = await send(seller, 'DELETE', removeUrl(listId, product));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'CANT_REMOVE_PRODUCT',
          message:
            'Ce produit ne peut pas être retiré : il a déjà été offert ou un achat est en cours.',
        });
      }
    });

    it('[S6.3] [S4.1] refuses other people, anonymous visitors and closed lists; staff may remove', async () => {
      const listId = await insertList(server.database, ownerPk);
      const product = await insertProduct(server.database);
      await insertItem(server.database, listId, product);
      expect((await send(other, 'DELETE', removeUrl(listId, product))).statusCode).toBe(403);
      expect((await send(null, 'DELETE', removeUrl(listId, product))).statusCode).toBe(401);
      expect((await send(seller, 'DELETE', removeUrl(listId, product))).statusCode).toBe(204);
      const closed = await insertList(server.database, ownerPk, { status: 'CLOSED' });
      await insertItem(server.database, closed, product);
      expect((await send(owner, 'DELETE', removeUrl(closed, product))).statusCode).toBe(409);
    });
  });
});
