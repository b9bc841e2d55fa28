import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lists, storeTransactions } from '../../db/schema';
import {
  insertCustomer,
  insertItem,
  insertList,
  insertProduct,
  insertStore,
} from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { useTestApp } from '../../test-support/test-app';

/**
 * The list-level calls of spec §7 (create, update, store data, close, remove, gift delivered,
 * a customer's lists, link to an account) through HTTP over a real database, as the owner,
 * another parent, anonymous visitors and staff.
 */
describe('lists API', () => {
  let parent: TestSignIn;
  let parentPk: string;
  let other: TestSignIn;
  let seller: TestSignIn;
  let accountant: TestSignIn;
  let belgian: TestSignIn;
  let undecided: TestSignIn;
  let belgianPk: string;
  let undecidedPk: string;
  let newcomerPk: string;

  const form = { title: 'La liste de Léa', contactStoreCode: 'PAR01' };

  const server = useTestApp({
    arrange: async (database) => {
      await insertStore(database, { storeCode: 'PAR01' });
      await insertStore(database, { storeCode: 'LYO01', city: 'Lyon', postalCode: '69002' });
      parentPk = await insertCustomer(database, {
        uid: 'parent@example.fr',
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '0612345678',
        notificationFrequency: 'DAILY',
      });
      await insertCustomer(database, {
        uid: 'autre@example.fr',
        firstName: 'Paul',
        lastName: 'Durand',
      });
      await insertCustomer(database, {
        uid: 'vendeur@example.fr',
        roles: ['SELLER'],
        storeCode: 'PAR01',
      });
      await insertCustomer(database, {
        uid: 'comptable@example.fr',
        roles: ['ACCOUNTANT'],
        storeCode: 'PAR01',
      });
      belgianPk = await insertCustomer(database, { uid: 'client.be@example.fr', country: 'BE' });
      undecidedPk = await insertCustomer(database, { uid: 'sans.pays@example.fr', country: null });
      newcomerPk = await insertCustomer(database, {
        uid: 'nouveau@example.fr',
        firstName: 'Inès',
        lastName: 'Petit',
        phone: '0711223344',
      });
    },
  });
  const { send } = server;
  beforeAll(async () => {
    parent = await signInAs(server.database, 'parent@example.fr');
    other = await signInAs(server.database, 'autre@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
    accountant = await signInAs(server.database, 'comptable@example.fr');
    belgian = await signInAs(server.database, 'client.be@example.fr');
    undecided = await signInAs(server.database, 'sans.pays@example.fr');
  });

  describe('[S7.12] createList', () => {
    it('[S7.12] [S3.4] creates a published list with the owner copied from the account, as the default list', async () => {
      const response = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        ...form,
        childFirstName: 'Léa',
        childBirthday: '05/03/26',
        welcomeMessage: 'Bienvenue !',
        coOwnerFirstName: 'Hélène',
        coOwnerLastName: 'Dubois',
        numberImage: 'img3',
        isPickupStoreAllowed: true,
      });
      expect(response.statusCode).toBe(201);
      const list = response.json();
      expect(list).toMatchObject({
        isOwner: true,
        isDefault: true,
        company: 'aufr',
        walletAmount: 0,
        walletTotalAmount: 0,
        informations: {
          title: 'La liste de Léa',
          status: 'VALIDATED',
          statusLabel: 'Validée',
          childFirstName: 'Léa',
          childBirthday: '2026-03-05T00:00:00.000Z',
          ownerFirstName: 'Claire',
          ownerLastName: 'Martin',
          ownerMail: 'parent@example.fr',
          ownerPhone: '0612345678',
          coOwnerFirstName: 'Hélène',
          numberImage: 'img3',
          notificationFrequency: 'DAILY',
          contactStoreCode: 'PAR01',
          isPickupStoreAllowed: true,
          categories: [],
        },
        products: {
          items: [],
          itemsByCategory: [],
          itemsContributed: [],
          nbItems: 0,
          minPrice: 0,
          maxPrice: 0,
        },
      });
      expect(list.id).toMatch(/^[a-z0-9]{20}$/);
      expect(list.informations.publicationDate).not.toBeNull();

      const second = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        ...form,
        status: 'DRAFT',
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        isDefault: false,
        informations: { status: 'DRAFT', statusLabel: 'Brouillon' },
      });
    });

    it('[S5.7] [S7.12] refuses a list without a contact store, naming the field with the spec text', async () => {
      const missing = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        title: 'Sans magasin',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('« contactStoreCode »');
      expect(missing.json().message).toContain("Le choix d'un magasin est obligatoire.");
      const blank = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        title: 'x',
        contactStoreCode: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toContain("Le choix d'un magasin est obligatoire.");
      const unknown = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        title: 'x',
        contactStoreCode: 'NOPE1',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_STORE' });
    });

    it('[S4.11] [S7.12] creates a quick draft with neither title nor contact store, titled Ma liste de naissance', async () => {
      await insertCustomer(server.database, { uid: 'rapide@example.fr', firstName: 'Nina' });
      const quick = await signInAs(server.database, 'rapide@example.fr');
      const response = await send(quick, 'POST', '/api/ldn/v1/createList/aufr', {
        status: 'DRAFT',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        isOwner: true,
        isDefault: true,
        informations: {
          title: 'Ma liste de naissance',
          status: 'DRAFT',
          statusLabel: 'Brouillon',
          contactStoreCode: null,
          ownerFirstName: 'Nina',
        },
      });
      const titled = await send(quick, 'POST', '/api/ldn/v1/createList/aufr', {
        status: 'DRAFT',
        title: 'Pour Jules',
      });
      expect(titled.statusCode).toBe(201);
      expect(titled.json().informations).toMatchObject({
        title: 'Pour Jules',
        contactStoreCode: null,
      });
    });

    it('[S5.7] [S4.11] a published list still needs a contact store: created VALIDATED without one answers 400', async () => {
      const response = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        title: 'Publiée sans magasin',
        status: 'VALIDATED',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message:
          "Données invalides : « contactStoreCode » : Le choix d'un magasin est obligatoire.",
      });
      const untitled = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        contactStoreCode: 'PAR01',
      });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json().message).toBe(
        'Données invalides : « title » : Ce champ est obligatoire.',
      );
    });

    it('[S5.7] [S4.11] publishing a quick draft without a contact store answers 400, and with one publishes it', async () => {
      await insertCustomer(server.database, { uid: 'publie@example.fr' });
      const owner = await signInAs(server.database, 'publie@example.fr');
      const draft = await send(owner, 'POST', '/api/ldn/v1/createList/aufr', { status: 'DRAFT' });
      expect(draft.statusCode).toBe(201);
      const url = `/api/ldn/v1/updateListByCompanyAndListId/aufr/${draft.json().id}`;
      const refused = await send(owner, 'PUT', url, { status: 'VALIDATED' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message:
          "Données invalides : « contactStoreCode » : Le choix d'un magasin est obligatoire.",
      });
      const [row] = await server.database.db
        .select({ status: lists.status })
        .from(lists)
        .where(eq(lists.id, draft.json().id));
      expect(row?.status).toBe('DRAFT');
      const published = await send(owner, 'PUT', url, {
        status: 'VALIDATED',
        contactStoreCode: 'LYO01',
      });
      expect(published.statusCode).toBe(200);
      expect(published.json().informations).toMatchObject({
        status: 'VALIDATED',
        contactStoreCode: 'LYO01',
      });
    });

    it('[S5.16] [S7.12] refuses bad input with a 400 naming the field, never a 500', async () => {
      const cases: [object, string][] = [
        [{ ...form, title: '' }, '« title »'],
        [{ ...form, childBirthday: '31/02/26' }, '« childBirthday »'],
        [{ ...form, childBirthday: '2026-13-01' }, '« childBirthday »'],
        [{ ...form, numberImage: 'img11' }, '« numberImage »'],
        [{ ...form, coOwnerFirstName: '123' }, '« coOwnerFirstName »'],
        [{ ...form, notificationFrequency: 'HOURLY' }, '« notificationFrequency »'],
      ];
      for (const [body, field] of cases) {
        const response = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toContain(field);
      }
      const iso = await send(parent, 'POST', '/api/ldn/v1/createList/aufr', {
        ...form,
        childBirthday: '2026-04-01',
      });
      expect(iso.json().informations.childBirthday).toBe('2026-04-01T00:00:00.000Z');
    });

    it('[S5.12] refuses a customer outside France (403) and asks to confirm the country when unknown (409)', async () => {
      const outside = await send(belgian, 'POST', '/api/ldn/v1/createList/aufr', form);
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ code: 'UNAVAILABLE_COUNTRY' });
      const unknown = await send(undecided, 'POST', '/api/ldn/v1/createList/aufr', form);
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json()).toMatchObject({ code: 'COUNTRY_UNKNOWN' });
    });

    it('[S1.1] [S6.4] refuses anonymous visitors, staff and another company', async () => {
      expect((await send(null, 'POST', '/api/ldn/v1/createList/aufr', form)).statusCode).toBe(401);
      expect((await send(seller, 'POST', '/api/ldn/v1/createList/aufr', form)).statusCode).toBe(
        403,
      );
      const company = await send(parent, 'POST', '/api/ldn/v1/createList/xxxx', form);
      expect(company.statusCode).toBe(404);
      expect(company.json()).toMatchObject({ code: 'UNKNOWN_COMPANY' });
    });
  });

  describe('[S7.12] createListForOwner', () => {
    it('[S7.12] [S1.4] lets staff create a list for a customer living in France', async () => {
      const response = await send(
        seller,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${newcomerPk}`,
        form,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        isOwner: false,
        isDefault: true,
        informations: {
          ownerFirstName: 'Inès',
          ownerLastName: 'Petit',
          ownerMail: 'nouveau@example.fr',
          ownerPhone: '0711223344',
        },
      });
      const byAccountant = await send(
        accountant,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${newcomerPk}`,
        form,
      );
      expect(byAccountant.statusCode).toBe(201);
    });

    it('[S4.10] [S5.12] refuses a customer outside France or without country, an unknown customer and non-staff', async () => {
      const outside = await send(
        seller,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${belgianPk}`,
        form,
      );
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ code: 'UNAVAILABLE_COUNTRY' });
      const unknownCountry = await send(
        seller,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${undecidedPk}`,
        form,
      );
      expect(unknownCountry.statusCode).toBe(409);
      const nobody = await send(seller, 'POST', '/api/ldn/v1/createListForOwner/aufr/1', form);
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json()).toMatchObject({ code: 'UNKNOWN_CUSTOMER' });
      // [S1.4] staff act for customers: a staff account is not a customer who can own a list.
      const forStaff = await send(
        seller,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${seller.pk}`,
        form,
      );
      expect(forStaff.statusCode).toBe(404);
      expect(forStaff.json()).toMatchObject({ code: 'UNKNOWN_CUSTOMER' });
      const notStaff = await send(
        parent,
        'POST',
        `/api/ldn/v1/createListForOwner/aufr/${newcomerPk}`,
        form,
      );
      expect(notStaff.statusCode).toBe(403);
      expect(
        (await send(null, 'POST', `/api/ldn/v1/createListForOwner/aufr/${newcomerPk}`, form))
          .statusCode,
      ).toBe(401);
      expect(
        (await send(seller, 'POST', '/api/ldn/v1/createListForOwner/aufr/abc', form)).statusCode,
      ).toBe(400);
    });
  });

  describe('[S7.17] updateListByCompanyAndListId', () => {
    it('[S7.17] updates the list information for the owner and for staff', async () => {
      const listId = await insertList(server.database, parentPk, { contactStoreCode: 'PAR01' });
      const response = await send(
        parent,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${listId}`,
        {
          title: 'Nouveau titre',
          welcomeMessage: 'Merci à tous',
          isPrivate: true,
          childBirthday: null,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        informations: {
          title: 'Nouveau titre',
          welcomeMessage: 'Merci à tous',
          isPrivate: true,
          childBirthday: null,
        },
      });
      const bySeller = await send(
        seller,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${listId}`,
        {
          title: 'Par le vendeur',
        },
      );
      expect(bySeller.statusCode).toBe(200);
      expect(bySeller.json()).toMatchObject({
        isOwner: false,
        informations: { title: 'Par le vendeur' },
      });
    });

    it('[S7.17] [S4.1] makes a list the default one and unsets the others in the same change', async () => {
      const owner = await insertCustomer(server.database, { uid: 'defaut@example.fr' });
      const first = await insertList(server.database, owner, { isDefault: true });
      const second = await insertList(server.database, owner);
      const who = await signInAs(server.database, 'defaut@example.fr');
      const response = await send(
        who,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${second}`,
        {
          title: 'Ma liste préférée',
          defaultList: true,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        isDefault: true,
        informations: { title: 'Ma liste préférée' },
      });
      const rows = await server.database.db
        .select({ id: lists.id, isDefault: lists.isDefault })
        .from(lists)
        .where(eq(lists.ownerPk, Number(owner)));
      expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second]);
      expect(first).not.toBe(second);
    });

    it('[S4.1] publishes a draft, and refuses other status changes', async () => {
      const draft = await insertList(server.database, parentPk, {
        status: 'DRAFT',
        contactStoreCode: 'PAR01',
      });
      const url = `/api/ldn/v1/updateListByCompanyAndListId/aufr/${draft}`;
      const published = await send(parent, 'PUT', url, { status: 'VALIDATED' });
      expect(published.statusCode).toBe(200);
      expect(published.json().informations).toMatchObject({
        status: 'VALIDATED',
        statusLabel: 'Validée',
      });
      expect(published.json().informations.publicationDate).not.toBeNull();
      const back = await send(parent, 'PUT', url, { status: 'DRAFT' });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toMatchObject({ code: 'INVALID_STATUS_CHANGE' });
      const close = await send(parent, 'PUT', url, { status: 'CLOSED' });
      expect(close.statusCode).toBe(409);
    });

    it('[S4.1] [S6.3] refuses a closed list (409), another parent (403), a draft of someone else (404), anonymous (401)', async () => {
      const closed = await insertList(server.database, parentPk, { status: 'CLOSED' });
      const closedAnswer = await send(
        parent,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${closed}`,
        { title: 'x' },
      );
      expect(closedAnswer.statusCode).toBe(409);
      expect(closedAnswer.json()).toMatchObject({ code: 'LIST_CLOSED' });
      const open = await insertList(server.database, parentPk);
      expect(
        (
          await send(other, 'PUT', `/api/ldn/v1/updateListByCompanyAndListId/aufr/${open}`, {
            title: 'x',
          })
        ).statusCode,
      ).toBe(403);
      const draft = await insertList(server.database, parentPk, { status: 'DRAFT' });
      expect(
        (
          await send(other, 'PUT', `/api/ldn/v1/updateListByCompanyAndListId/aufr/${draft}`, {
            title: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await send(null, 'PUT', `/api/ldn/v1/updateListByCompanyAndListId/aufr/${open}`, {
            title: 'x',
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await send(parent, 'PUT', '/api/ldn/v1/updateListByCompanyAndListId/aufr/inconnue00', {
            title: 'x',
          })
        ).statusCode,
      ).toBe(404);
      const store = await send(
        parent,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${open}`,
        { contactStoreCode: 'NOPE1' },
      );
      expect(store.statusCode).toBe(400);
    });
  });

  describe('[S7.18] updateListByCompanyAndListIdWithStoreDatas', () => {
    it('[S7.18] changes the contact store and the pickup option; the store must exist', async () => {
      const listId = await insertList(server.database, parentPk, { contactStoreCode: 'PAR01' });
      const url = `/api/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/aufr/${listId}`;
      const response = await send(parent, 'PATCH', url, {
        contactStoreCode: 'LYO01',
        isPickupStoreAllowed: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().informations).toMatchObject({
        contactStoreCode: 'LYO01',
        isPickupStoreAllowed: true,
      });
      expect((await send(parent, 'PATCH', url, { contactStoreCode: 'NOPE1' })).statusCode).toBe(
        400,
      );
      expect((await send(parent, 'PATCH', url, { contactStoreCode: '' })).statusCode).toBe(400);
      expect((await send(parent, 'PATCH', url, {})).statusCode).toBe(400);
      expect((await send(other, 'PATCH', url, { isPickupStoreAllowed: false })).statusCode).toBe(
        403,
      );
      const closed = await insertList(server.database, parentPk, { status: 'CLOSED' });
      const closedUrl = `/api/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/aufr/${closed}`;
      expect(
        (await send(parent, 'PATCH', closedUrl, { isPickupStoreAllowed: true })).statusCode,
      ).toBe(409);
    });
  });

  describe('[S7.19] closeList', () => {
    it('[S7.19] [S4.1] closes a published list, answers it again unchanged, and then refuses changes', async () => {
      const listId = await insertList(server.database, parentPk);
      const response = await send(parent, 'GET', `/api/ldn/v1/closeList/aufr/${listId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().informations).toMatchObject({
        status: 'CLOSED',
        statusLabel: 'Cloturée',
      });
      expect(response.json().informations.closingDate).not.toBeNull();
      const again = await send(parent, 'GET', `/api/ldn/v1/closeList/aufr/${listId}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().informations.closingDate).toBe(response.json().informations.closingDate);
      const change = await send(
        parent,
        'PUT',
        `/api/ldn/v1/updateListByCompanyAndListId/aufr/${listId}`,
        { title: 'x' },
      );
      expect(change.statusCode).toBe(409);
    });

    it('[S7.19] [S4.1] lets staff close, refuses a draft, an in-store sale under way, another parent and anonymous', async () => {
      const bySeller = await insertList(server.database, parentPk);
      expect((await send(seller, 'GET', `/api/ldn/v1/closeList/aufr/${bySeller}`)).statusCode).toBe(
        200,
      );
      const draft = await insertList(server.database, parentPk, { status: 'DRAFT' });
      const draftAnswer = await send(parent, 'GET', `/api/ldn/v1/closeList/aufr/${draft}`);
      expect(draftAnswer.statusCode).toBe(409);
      expect(draftAnswer.json()).toMatchObject({ code: 'LIST_NOT_PUBLISHED' });
      // A sale at a store's register, which the store confirms or cancels, keeps the list open.
      const busy = await insertList(server.database, parentPk);
      await insertItem(server.database, busy, await insertProduct(server.database), {
        quantity: 2,
        quantityInProgress: 1,
      });
      await server.database.db.insert(storeTransactions).values({
        listId: busy,
        storeCode: 'PAR01',
        transactionType: 'VAE',
        isSelfPurchase: false,
        productsCents: 1_000,
        gs1Code: `(415)3012345000019(8020)${busy}`,
      });
      const busyAnswer = await send(parent, 'GET', `/api/ldn/v1/closeList/aufr/${busy}`);
      expect(busyAnswer.statusCode).toBe(409);
      expect(busyAnswer.json()).toMatchObject({
        code: 'PURCHASE_IN_PROGRESS',
        message: expect.stringContaining('achat en magasin'),
      });
      const open = await insertList(server.database, parentPk);
      expect((await send(other, 'GET', `/api/ldn/v1/closeList/aufr/${open}`)).statusCode).toBe(403);
      expect((await send(null, 'GET', `/api/ldn/v1/closeList/aufr/${open}`)).statusCode).toBe(401);
    });
    it('[S7.19] refuses a close asked for by another site (a link followed from elsewhere), and lets the app close', async () => {
      const listId = await insertList(server.database, parentPk);
      const url = `/api/ldn/v1/closeList/aufr/${listId}`;
      for (const site of ['cross-site', 'same-site']) {
        const refused = await server.app.inject({
          method: 'GET',
          url,
          cookies: parent.cookies,
          headers: { ...parent.headers, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      }
      // Whatever the browser says of the request's origin, a close without the XSRF header (which
      // no other site can read) is refused, and no HEAD request can close a list.
      const withoutToken = await server.app.inject({ method: 'GET', url, cookies: parent.cookies });
      expect(withoutToken.statusCode).toBe(403);
      expect(withoutToken.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
      const head = await server.app.inject({
        method: 'HEAD',
        url,
        cookies: parent.cookies,
        headers: parent.headers,
      });
      expect(head.statusCode).toBe(404);
      const [row] = await server.database.db.select().from(lists).where(eq(lists.id, listId));
      expect(row?.status).toBe('VALIDATED');
      const fromTheApp = await server.app.inject({
        method: 'GET',
        url,
        cookies: parent.cookies,
        headers: { ...parent.headers, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      });
      expect(fromTheApp.statusCode).toBe(200);
      expect(fromTheApp.json().informations.status).toBe('CLOSED');
    });
  });

  describe('[S7.13] removeListByListId', () => {
    it('[S7.13] removes a list nothing was contributed to, and the next open list becomes the default', async () => {
      const owner = await insertCustomer(server.database, { uid: 'supprime@example.fr' });
      const who = await signInAs(server.database, 'supprime@example.fr');
      const kept = await insertList(server.database, owner);
      const removed = await insertList(server.database, owner, { isDefault: true });
      await insertItem(server.database, removed, await insertProduct(server.database));
      const response = await send(who, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${removed}`);
      expect(response.statusCode).toBe(204);
      const rows = await server.database.db
        .select()
        .from(lists)
        .where(eq(lists.ownerPk, Number(owner)));
      expect(rows.map((row) => [row.id, row.isDefault])).toEqual([[kept, true]]);
    });

    it('[S7.13] refuses once anything was contributed (409), and other people', async () => {
      const gifted = await insertList(server.database, parentPk);
      await insertItem(server.database, gifted, await insertProduct(server.database), {
        quantity: 2,
        quantityContributed: 1,
      });
      const giftedAnswer = await send(
        parent,
        'DELETE',
        `/api/ldn/v1/removeListByListId/aufr/${gifted}`,
      );
      expect(giftedAnswer.statusCode).toBe(409);
      expect(giftedAnswer.json()).toMatchObject({ code: 'LIST_HAS_CONTRIBUTIONS' });
      const wallet = await insertList(server.database, parentPk, {
        walletCents: 2_000,
        walletTotalCents: 2_000,
      });
      expect(
        (await send(parent, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${wallet}`)).statusCode,
      ).toBe(409);
      const open = await insertList(server.database, parentPk);
      expect(
        (await send(other, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${open}`)).statusCode,
      ).toBe(403);
      expect(
        (await send(null, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${open}`)).statusCode,
      ).toBe(401);
      expect(
        (await send(seller, 'DELETE', `/api/ldn/v1/removeListByListId/aufr/${open}`)).statusCode,
      ).toBe(204);
    });
  });

  describe('[S7.26] updateGiftDelivered', () => {
    it('[S7.26] [S4.1] toggles gift delivery for the owner or staff once the list is closed', async () => {
      const listId = await insertList(server.database, parentPk, { status: 'CLOSED' });
      const url = `/api/ldn/public/v1/updateGiftDelivered/aufr/${listId}`;
      const response = await send(parent, 'PATCH', url, { isGiftDelivered: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().informations.isGiftDelivered).toBe(true);
      expect(
        (await send(seller, 'PATCH', url, { isGiftDelivered: false })).json().informations
          .isGiftDelivered,
      ).toBe(false);
      expect((await send(other, 'PATCH', url, { isGiftDelivered: true })).statusCode).toBe(403);
      expect((await send(null, 'PATCH', url, { isGiftDelivered: true })).statusCode).toBe(401);
      expect((await send(parent, 'PATCH', url, { isGiftDelivered: 'oui' })).statusCode).toBe(400);
    });

    it('[S7.26] [S4.1] refuses gift delivery before the list is closed with 409 LIST_NOT_CLOSED', async () => {
      const listId = await insertList(server.database, parentPk);
      const url = `/api/ldn/public/v1/updateGiftDelivered/aufr/${listId}`;
      const response = await send(parent, 'PATCH', url, { isGiftDelivered: true });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, code: 'LIST_NOT_CLOSED' });
    });
  });

  describe('[S7.23] [S7.28] lists of a customer', () => {
    it("[S7.23] gives the signed-in customer's lists, the default first, drafts included", async () => {
      const owner = await insertCustomer(server.database, { uid: 'mes.listes@example.fr' });
      const who = await signInAs(server.database, 'mes.listes@example.fr');
      const draft = await insertList(server.database, owner, {
        status: 'DRAFT',
        title: 'Brouillon',
      });
      const main = await insertList(server.database, owner, {
        isDefault: true,
        title: 'Principale',
      });
      const response = await send(who, 'GET', '/api/ldn/v1/getListsByHybrisId/aufr');
      expect(response.statusCode).toBe(200);
      expect(response.json().lists.map((list: { id: string }) => list.id)).toEqual([main, draft]);
      expect(response.json().lists[0]).toMatchObject({
        isDefault: true,
        status: 'VALIDATED',
        statusLabel: 'Validée',
      });
      expect((await send(null, 'GET', '/api/ldn/v1/getListsByHybrisId/aufr')).statusCode).toBe(401);
    });

    it("[S7.28] gives a customer's lists to staff and to the customer himself only", async () => {
      const url = `/api/ldn/public/v1/getListsByOwnerId/aufr/${parentPk}`;
      const bySeller = await send(seller, 'GET', url);
      expect(bySeller.statusCode).toBe(200);
      expect(bySeller.json().lists.length).toBeGreaterThan(0);
      expect((await send(parent, 'GET', url)).statusCode).toBe(200);
      expect((await send(other, 'GET', url)).statusCode).toBe(403);
      expect((await send(null, 'GET', url)).statusCode).toBe(401);
      expect(
        (await send(seller, 'GET', '/api/ldn/public/v1/getListsByOwnerId/aufr/1')).statusCode,
      ).toBe(404);
    });

    it('[S7.28] [S1.4] lets staff move a list to a customer account, keeping one default list each', async () => {
      const from = await insertCustomer(server.database, { uid: 'ancien@example.fr' });
      const to = await insertCustomer(server.database, {
        uid: 'titulaire@example.fr',
        firstName: 'Léo',
        lastName: 'Roux',
      });
      const moved = await insertList(server.database, from, { isDefault: true });
      const stays = await insertList(server.database, from);
      const url = `/api/ldn/public/v1/addListToCustomerAccount/${moved}/${to}`;
      expect((await send(parent, 'PATCH', url)).statusCode).toBe(403);
      expect((await send(null, 'PATCH', url)).statusCode).toBe(401);
      const response = await send(seller, 'PATCH', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        isDefault: true,
        informations: {
          ownerFirstName: 'Léo',
          ownerLastName: 'Roux',
          ownerMail: 'titulaire@example.fr',
        },
      });
      const [stayed] = await server.database.db.select().from(lists).where(eq(lists.id, stays));
      expect(stayed?.isDefault).toBe(true);
      const titulaire = await signInAs(server.database, 'titulaire@example.fr');
      const mine = await send(titulaire, 'GET', '/api/ldn/v1/getListsByHybrisId/aufr');
      expect(mine.json().lists.map((list: { id: string }) => list.id)).toEqual([moved]);
      expect(
        (
          await send(
            seller,
            'PATCH',
            `/api/ldn/public/v1/addListToCustomerAccount/${moved}/${belgianPk}`,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await send(
            seller,
            'PATCH',
            `/api/ldn/public/v1/addListToCustomerAccount/inconnue00/${to}`,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('[S7.28] [S1.4] links a list by the number the seller sees (Liste n° ...), as well as by its id', async () => {
      const from = await insertCustomer(server.database, { uid: 'numero-avant@example.fr' });
      const to = await insertCustomer(server.database, { uid: 'numero-apres@example.fr' });
      const listId = await insertList(server.database, from);
      const [row] = await server.database.db
        .select({ number: lists.number })
        .from(lists)
        .where(eq(lists.id, listId));
      const number = String(row?.number);
      expect(number).toMatch(/^[0-9]{6,}$/);
      const response = await send(
        seller,
        'PATCH',
        `/api/ldn/public/v1/addListToCustomerAccount/${number}/${to}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: listId,
        informations: { number: Number(number), ownerMail: 'numero-apres@example.fr' },
      });
      const [moved] = await server.database.db
        .select({ ownerPk: lists.ownerPk })
        .from(lists)
        .where(eq(lists.id, listId));
      expect(moved?.ownerPk).toBe(Number(to));
      // A number no list has: 404, as an unknown id.
      const unknown = await send(
        seller,
        'PATCH',
        `/api/ldn/public/v1/addListToCustomerAccount/999999999/${to}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'LIST_NOT_FOUND' });
    });

    it('[S7.28] [S1.4] refuses what is neither a list number nor a list id, in French', async () => {
      const to = await insertCustomer(server.database, { uid: 'numero-faux@example.fr' });
      const response = await send(
        seller,
        'PATCH',
        `/api/ldn/public/v1/addListToCustomerAccount/Liste-100038/${to}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message:
          'Adresse invalide : « listId » : doit être le numéro de la liste (par exemple 100038) ou son identifiant',
      });
    });
  });
});
