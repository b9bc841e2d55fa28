import { beforeAll, describe, expect, it } from 'vitest';
import { listItems, products } from '../../db/schema';
import { createServer, type Server } from '../../server';
import { insertCustomer, insertItem, insertList, insertProduct } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { testConfig } from '../../test-support/test-server';
import { useTestApp } from '../../test-support/test-app';

/**
 * Reading lists (spec §7 [S7.14], [S7.15], [S7.24], [S7.27], [S7.29]): the list with its items
 * filtered and sorted, who sees drafts and private items, the search of lists by relatives.
 */
describe('reading and searching lists', () => {
  let owner: TestSignIn;
  let other: TestSignIn;
  let seller: TestSignIn;
  let ownerPk: string;
  let listId: string;
  const code = {
    bed: '30000001',
    stroller: '30000002',
    bottle: '30000003',
    misc: '30000004',
    secret: '30000005',
    gone: '30000006',
  };

  type Who = TestSignIn | null;
  const itemsOf = (who: Who, id: string, filters?: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${id}`,
      ...(who ? { cookies: who.cookies, headers: who.headers } : {}),
      ...(filters === undefined ? {} : { payload: filters as object }),
    });
  const get = (who: Who, url: string) =>
    server.app.inject({ method: 'GET', url, ...(who ? { cookies: who.cookies } : {}) });
  const codes = (items: { codeAx: string }[]) => items.map((item) => item.codeAx);

  const server = useTestApp({
    arrange: async (database) => {
      ownerPk = await insertCustomer(database, { uid: 'parent@example.fr' });
      await insertCustomer(database, { uid: 'proche@example.fr' });
      await insertCustomer(database, { uid: 'vendeur@example.fr', roles: ['SELLER'] });
      await insertProduct(database, {
        codeAx: code.bed,
        name: 'Lit bébé',
        category: 'bedroom',
        priceCents: 19_900,
        recommendedPriceCents: 24_900,
        size: '60x120',
        color: 'blanc',
      });
      await insertProduct(database, {
        codeAx: code.stroller,
        name: 'Poussette',
        category: 'outings',
        priceCents: 45_000,
      });
      await insertProduct(database, {
        codeAx: code.bottle,
        name: 'Biberon',
        category: 'meals',
        priceCents: 2_000,
      });
      await insertProduct(database, {
        codeAx: code.misc,
        name: 'Doudou',
        category: 'autres',
        priceCents: 1_250,
      });
      await insertProduct(database, {
        codeAx: code.secret,
        name: 'Surprise',
        category: 'look',
        priceCents: 3_000,
      });
      await insertProduct(database, {
        codeAx: code.gone,
        name: 'Ancien modèle',
        category: 'awakening',
        priceCents: 900,
        availability: 'PERMANENTLY_OUT_OF_STOCK',
      });
      listId = await insertList(database, ownerPk, {
        title: 'Bienvenue Léa',
        childFirstName: 'Léa',
        childBirthday: '2026-03-05',
        isBabyNameHidden: true,
        ownerMail: 'parent@example.fr',
        ownerPhone: '0612345678',
        walletCents: 5_000,
        walletTotalCents: 7_500,
      });
      // Inserted out of display order: the misc item first, so 'autres' last is the server's doing.
      await insertItem(database, listId, code.misc, { position: 1, message: 'Le préféré' });
      await insertItem(database, listId, code.bottle, {
        position: 2,
        quantity: 3,
        quantityContributed: 3,
      });
      await insertItem(database, listId, code.stroller, {
        position: 3,
        priority: true,
        quantity: 1,
        quantityInProgress: 1,
      });
      await insertItem(database, listId, code.bed, {
        position: 4,
        quantity: 2,
        quantityContributed: 1,
      });
      await insertItem(database, listId, code.secret, { position: 5, hidden: true });
      await insertItem(database, listId, code.gone, { position: 6 });
    },
  });
  beforeAll(async () => {
    owner = await signInAs(server.database, 'parent@example.fr');
    other = await signInAs(server.database, 'proche@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
  });

  describe('[S7.14] getItemsOfListByIdAndCompanyAndCriterias', () => {
    it('[S7.14] [S3.3] [S3.5] [S3.7] gives the owner the whole list in the spec shape, by category with autres last', async () => {
      const response = await itemsOf(owner, listId, {});
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list).toMatchObject({
        id: listId,
        isOwner: true,
        isAttachedToDefaultAccount: true,
        walletAmount: 5_000,
        walletTotalAmount: 7_500,
        company: 'aufr',
        informations: {
          status: 'VALIDATED',
          statusLabel: 'Validée',
          childFirstName: 'Léa',
          ownerMail: 'parent@example.fr',
          categories: ['bedroom', 'outings', 'meals', 'look', 'awakening', 'autres'],
        },
        products: { nbItems: 6, minPrice: 900, maxPrice: 45_000 },
      });
      expect(codes(list.products.items)).toEqual([
        code.bed,
        code.stroller,
        code.bottle,
        code.secret,
        code.gone,
        code.misc,
      ]);
      expect(
        list.products.itemsByCategory.map((group: { category: string }) => group.category),
      ).toEqual(['bedroom', 'outings', 'meals', 'look', 'awakening', 'autres']);
      expect(list.products.itemsByCategory[0]).toMatchObject({ label: 'Chambre' });
      expect(codes(list.products.itemsContributed)).toEqual([code.bed, code.bottle]);
      expect(list.products.items[0]).toEqual({
        codeAx: code.bed,
        codeAs400: `AS${code.bed}`,
        productName: 'Lit bébé',
        brand: 'Marque',
        quantity: 2,
        quantityOfContributedItems: 1,
        prices: { amount: 19_900, display: '199,00\u00a0€' },
        imgs: [`/images/products/${code.bed}.webp`],
        originalImg: `/images/products/${code.bed}.webp`,
        message: '',
        priority: false,
        hidden: false,
        company: 'aufr',
        size: '60x120',
        color: 'blanc',
        recommendedPrice: 24_900,
        availability: 'AVAILABLE',
        stockAvailability: 'AVAILABLE',
        category: 'bedroom',
        isPurchaseInProgress: false,
        quantityInProgress: 0,
        isGroupGift: false,
        // The owner is told the units received outside the list (relatives are not).
        quantityReceivedElsewhere: 0,
      });
      const byCode = Object.fromEntries(
        list.products.items.map((item: { codeAx: string }) => [item.codeAx, item]),
      );
      expect(byCode[code.bottle]).toMatchObject({
        availability: 'GIFTED',
        stockAvailability: 'AVAILABLE',
      });
      expect(byCode[code.stroller]).toMatchObject({
        isPurchaseInProgress: true,
        quantityInProgress: 1,
        priority: true,
      });
      expect(byCode[code.gone]).toMatchObject({ availability: 'PERMANENTLY_OUT_OF_STOCK' });
    });

    it('[S7.14] [S6.2] shows a relative and an anonymous visitor the list without private items nor personal data', async () => {
      for (const who of [other, null]) {
        const response = await itemsOf(who, listId);
        expect(response.statusCode).toBe(200);
        const list = response.json();
        expect(list.isOwner).toBe(false);
        expect(codes(list.products.items)).not.toContain(code.secret);
        expect(list.products.nbItems).toBe(5);
        expect(list.informations).toMatchObject({
          ownerMail: '',
          ownerPhone: '',
          childFirstName: '',
          childBirthday: '2026-03-05T00:00:00.000Z',
        });
        expect(list.informations.categories).not.toContain('look');
      }
      const bySeller = (await itemsOf(seller, listId)).json();
      expect(bySeller.isOwner).toBe(false);
      expect(codes(bySeller.products.items)).toContain(code.secret);
      expect(bySeller.informations.ownerMail).toBe('parent@example.fr');
    });

    it('[S2.59] [S2.42] [ASVS V8.2.3] a relative and an anonymous visitor get neither the wallet’s balance nor its total; the owner and staff do', async () => {
      for (const who of [other, null]) {
        const list = (await itemsOf(who, listId)).json();
        expect(list).not.toHaveProperty('walletAmount');
        expect(list).not.toHaveProperty('walletTotalAmount');
        const filtered = (await itemsOf(who, listId, { isPriority: true })).json();
        expect(filtered).not.toHaveProperty('walletAmount');
      }
      for (const who of [owner, seller]) {
        expect((await itemsOf(who, listId)).json()).toMatchObject({
          walletAmount: 5_000,
          walletTotalAmount: 7_500,
        });
      }
    });

    it('[S3.10] [S9.8] filters (gifted, indispensable, private, price bands, categories) and sorts', async () => {
      const run = async (filters: object) =>
        codes((await itemsOf(owner, listId, filters)).json().products.items);
      expect(await run({ isOffer: true })).toEqual([code.bed, code.bottle]);
      expect(await run({ isPriority: true })).toEqual([code.stroller]);
      expect(await run({ isPrivate: true })).toEqual([code.secret]);
      expect(await run({ orderBy: 'price_asc' })).toEqual([
        code.gone,
        code.misc,
        code.bottle,
        code.secret,
        code.bed,
        code.stroller,
      ]);
      expect(await run({ orderBy: 'price_desc' })).toEqual([
        code.stroller,
        code.bed,
        code.secret,
        code.bottle,
        code.misc,
        code.gone,
      ]);
      expect((await run({ orderBy: 'priority' }))[0]).toBe(code.stroller);
      // The standard bands exclude their maximum: 20,00 € is in 20-50, not in 0-20.
      expect(
        await run({ prices: [{ label: 'Moins de 20 €', minValue: 0, maxValue: 2_000 }] }),
      ).toEqual([code.gone, code.misc]);
      expect(
        await run({ prices: [{ label: 'De 20 € à 50 €', minValue: 2_000, maxValue: 5_000 }] }),
      ).toEqual([code.bottle, code.secret]);
      // A custom band includes its maximum.
      expect(
        await run({ prices: [{ label: 'Personnalisé', minValue: 1_000, maxValue: 2_000 }] }),
      ).toEqual([code.bottle, code.misc]);
      expect(await run({ categories: ['meals', 'autres'], orderBy: 'price_desc' })).toEqual([
        code.bottle,
        code.misc,
      ]);
      expect(await run({ isOffer: true, categories: ['meals'] })).toEqual([code.bottle]);
      const filtered = (await itemsOf(owner, listId, { categories: ['meals'] })).json();
      expect(filtered.products.nbItems).toBe(6);
      expect(filtered.products.itemsByCategory).toHaveLength(1);
    });

    it('[S7.14] refuses minPrice and maxPrice keys, and bad filters, with a 400', async () => {
      const minPrice = await itemsOf(owner, listId, { minPrice: 0, maxPrice: 100 });
      expect(minPrice.statusCode).toBe(400);
      expect(minPrice.json().message).toContain('minPrice');
      expect((await itemsOf(owner, listId, { orderBy: 'name' })).statusCode).toBe(400);
      expect((await itemsOf(owner, listId, { prices: [{ minValue: -1 }] })).statusCode).toBe(400);
      expect((await itemsOf(owner, listId, { isOffer: 'yes' })).statusCode).toBe(400);
    });

    it('[S4.1] [S2.34] hides a draft from everyone but its owner and staff (404), and shows a closed list with its status', async () => {
      const draft = await insertList(server.database, ownerPk, { status: 'DRAFT' });
      expect((await itemsOf(null, draft)).statusCode).toBe(404);
      expect((await itemsOf(other, draft)).statusCode).toBe(404);
      expect((await itemsOf(owner, draft)).json().informations.status).toBe('DRAFT');
      expect((await itemsOf(seller, draft)).statusCode).toBe(200);
      const closed = await insertList(server.database, ownerPk, { status: 'CLOSED' });
      const closedAnswer = await itemsOf(null, closed);
      expect(closedAnswer.statusCode).toBe(200);
      expect(closedAnswer.json().informations).toMatchObject({
        status: 'CLOSED',
        statusLabel: 'Cloturée',
      });
      expect((await itemsOf(null, 'inconnue00')).statusCode).toBe(404);
      expect((await itemsOf(null, 'NOT-AN-ID')).statusCode).toBe(400);
      const company = await server.app.inject({
        method: 'POST',
        url: `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/autre/${listId}`,
      });
      expect(company.statusCode).toBe(404);
    });

    it('[S7.14] reads a 500-item list in one answer with every item', async () => {
      const big = await insertList(server.database, ownerPk, { title: 'Grande liste' });
      const rows = Array.from({ length: 500 }, (_, index) => String(40_000_000 + index));
      await server.database.db.insert(products).values(
        rows.map((codeAx, index) => ({
          codeAx,
          codeAs400: `BIG${codeAx}`,
          name: `Article ${index}`,
          brand: 'Marque',
          category: ['bedroom', 'meals', 'autres'][index % 3] ?? 'autres',
          modelCode: `BIG${codeAx}`,
          priceCents: 100 + index,
        })),
      );
      await server.database.db
        .insert(listItems)
        .values(
          rows.map((codeAx, index) => ({ listId: big, codeAx, quantity: 1, position: index })),
        );
      const response = await itemsOf(null, big, { orderBy: 'price_desc' });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.products.nbItems).toBe(500);
      expect(list.products.items).toHaveLength(500);
      expect(list.products.items[0].prices.amount).toBe(599);
      expect(
        list.products.itemsByCategory.map((group: { category: string }) => group.category),
      ).toEqual(['bedroom', 'meals', 'autres']);
    });
  });

  describe('[S7.24] getItemByCompanyAndCodeAxAndListId', () => {
    it('[S7.24] gives one item with the list visibility rules', async () => {
      const url = (codeAx: string, id = listId) =>
        `/api/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${codeAx}/${id}`;
      const response = await get(null, url(code.bed));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ codeAx: code.bed, quantityOfContributedItems: 1 });
      expect((await get(null, url(code.secret))).statusCode).toBe(404);
      expect((await get(owner, url(code.secret))).json()).toMatchObject({ hidden: true });
      expect((await get(null, url('99999999'))).statusCode).toBe(404);
      expect((await get(null, url('abc'))).statusCode).toBe(400);
      const draft = await insertList(server.database, ownerPk, { status: 'DRAFT' });
      await insertItem(server.database, draft, code.bed);
      expect((await get(other, url(code.bed, draft))).statusCode).toBe(404);
      expect((await get(owner, url(code.bed, draft))).statusCode).toBe(200);
    });
  });

  describe('[S7.27] [S7.29] categories', () => {
    it('[S7.27] gives the categories present in a list, in display order', async () => {
      const response = await get(null, `/api/ldn/public/v1/getCategoriesByListId/${listId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().categories).toEqual([
        { code: 'bedroom', label: 'Chambre' },
        { code: 'outings', label: 'Balade' },
        { code: 'meals', label: 'Repas' },
        { code: 'awakening', label: 'Éveil' },
        { code: 'autres', label: 'Autres' },
      ]);
      const own = await get(owner, `/api/ldn/public/v1/getCategoriesByListId/${listId}`);
      expect(own.json().categories.map((category: { code: string }) => category.code)).toContain(
        'look',
      );
      const draft = await insertList(server.database, ownerPk, { status: 'DRAFT' });
      expect(
        (await get(null, `/api/ldn/public/v1/getCategoriesByListId/${draft}`)).statusCode,
      ).toBe(404);
    });

    it('[S7.29] [S3.8] gives the 8 root categories with their French labels, autres last', async () => {
      const response = await get(null, '/api/ldn/public/v1/getRootCategories');
      expect(response.statusCode).toBe(200);
      expect(response.json().categories).toEqual([
        { code: 'bedroom', label: 'Chambre' },
        { code: 'outings', label: 'Balade' },
        { code: 'travels', label: 'Voyage' },
        { code: 'meals', label: 'Repas' },
        { code: 'toilet', label: 'Toilette' },
        { code: 'look', label: 'Look' },
        { code: 'awakening', label: 'Éveil' },
        { code: 'autres', label: 'Autres' },
      ]);
    });
  });

  describe('[S7.15] searchLists', () => {
    // Each search from its own address: the file searches more than the limit allows one client.
    let client = 0;
    const search = (text: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/ldn/public/v1/searchLists/aufr/${encodeURIComponent(text)}`,
        remoteAddress: `198.51.100.${(client++ % 250) + 1}`,
      });

    beforeAll(async () => {
      const couple = await insertCustomer(server.database, { uid: 'helene@example.fr' });
      await insertList(server.database, couple, {
        title: 'Naissance de Jules',
        ownerFirstName: 'Hélène',
        ownerLastName: 'Lefèvre',
        ownerMail: 'helene.lefevre@example.fr',
        coOwnerFirstName: 'Marc',
        coOwnerLastName: 'Garnier',
      });
      await insertList(server.database, couple, {
        title: 'Liste privée',
        ownerFirstName: 'Hélène',
        ownerLastName: 'Lefèvre',
        isPrivate: true,
      });
      await insertList(server.database, couple, {
        title: 'Brouillon',
        ownerFirstName: 'Hélène',
        ownerLastName: 'Lefèvre',
        status: 'DRAFT',
      });
      await insertList(server.database, couple, {
        title: 'Non cherchable',
        ownerFirstName: 'Hélène',
        ownerLastName: 'Lefèvre',
        isSearchable: false,
      });
      for (let index = 0; index < 21; index += 1) {
        await insertList(server.database, couple, {
          title: `Liste ${index}`,
          ownerFirstName: 'Camille',
          ownerLastName: 'Bernard',
        });
      }
    });

    it('[S7.15] [S2.46] finds published, searchable, public lists without regard to accents or case', async () => {
      const response = await search('helene');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ tooMany: false });
      expect(response.json().lists.map((list: { title: string }) => list.title)).toEqual([
        'Naissance de Jules',
      ]);
      expect(response.json().lists[0]).toMatchObject({
        ownerFirstName: 'Hélène',
        status: 'VALIDATED',
        statusLabel: 'Validée',
      });
      expect(response.json().lists[0]).not.toHaveProperty('ownerMail');
      for (const text of [
        'LEFEVRE',
        'Garnier',
        'helene.lefevre@example.fr',
        'jules',
        'Lefèvre / Garnier',
        'Hélène Lefèvre',
      ]) {
        expect((await search(text)).json().lists, text).toHaveLength(1);
      }
      expect((await search('Lefèvre / Martin')).json().lists).toHaveLength(0);
    });

    it('[S7.15] [ASVS V8.2.3] an e-mail address matches only whole (any case); no part of one finds anything', async () => {
      for (const text of ['helene.lefevre@example.fr', 'HELENE.Lefevre@EXAMPLE.FR']) {
        expect((await search(text)).json().lists, text).toHaveLength(1);
      }
      // What an outside test did: an address rebuilt one letter at a time, a whole domain listed.
      for (const text of [
        'helene.lefevre@example',
        'helene.lefevre@',
        'lefevre@example.fr',
        '@example.fr',
        'example.fr',
        'example',
        'helene.lef',
        'ne.lefevre@example.fr',
        'h',
      ]) {
        const response = await search(text);
        expect(response.statusCode === 200 ? response.json().lists : [], text).toHaveLength(0);
      }
    });

    it('[S7.15] [S2.46] names and title match by whole words only, accents and case aside', async () => {
      for (const text of ['Lefèvre', 'lefevre', 'HÉLÈNE', 'Garnier Hélène', 'naissance jules']) {
        expect((await search(text)).json().lists, text).toHaveLength(1);
      }
      for (const text of ['Lefè', 'efevre', 'Garn', 'helen', 'jule', 'Lefèvre Garnie']) {
        expect((await search(text)).json().lists, text).toHaveLength(0);
      }
      const couple = await insertCustomer(server.database, { uid: 'jp@example.fr' });
      await insertList(server.database, couple, {
        title: 'Bébé arrive',
        ownerFirstName: 'Jean-Pierre',
        ownerLastName: "N'Diaye",
      });
      for (const text of ['Jean-Pierre', 'jean pierre', 'Pierre', "n'diaye", 'diaye']) {
        expect((await search(text)).json().lists, text).toHaveLength(1);
      }
      expect((await search('Jean-Pi')).json().lists).toHaveLength(0);
    });

    it('[S7.15] [ASVS V2.4.1] limits the public search to 30 a minute per client address, counted in PostgreSQL across instances', async () => {
      const second = await createServer(testConfig(), { database: server.database });
      await second.ready();
      try {
        const from = (instance: Server, address: string) =>
          instance.inject({
            method: 'GET',
            url: '/api/ldn/public/v1/searchLists/aufr/helene',
            remoteAddress: address,
          });
        // Two instances behind a balancer: one count.
        for (let index = 0; index < 30; index += 1) {
          const answer = await from(index % 2 === 0 ? server.app : second, '203.0.113.7');
          expect(answer.statusCode, `search ${index + 1}`).toBe(200);
        }
        for (const instance of [server.app, second]) {
          const refused = await from(instance, '203.0.113.7');
          expect(refused.statusCode).toBe(429);
          expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
        // Another client is not affected, nor are other public reads.
        expect((await from(server.app, '203.0.113.8')).statusCode).toBe(200);
        const read = await server.app.inject({
          method: 'POST',
          url: `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
          remoteAddress: '203.0.113.7',
          payload: {},
        });
        expect(read.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });

    it('[S7.15] finds a list by its number', async () => {
      const first = (await search('Jules')).json().lists[0];
      const byNumber = await search(String(first.number));
      expect(byNumber.json().lists.map((list: { id: string }) => list.id)).toContain(first.id);
    });

    it('[S2.46] answers at most 20 lists and says when there are more', async () => {
      const response = await search('Camille Bernard');
      expect(response.json().lists).toHaveLength(20);
      expect(response.json().tooMany).toBe(true);
      const none = await search('zzzz');
      expect(none.json()).toEqual({ lists: [], tooMany: false });
    });

    it('[S5.14] [S5.18] needs at least 2 characters after normalisation, and treats wildcards as text', async () => {
      expect((await search('a')).statusCode).toBe(400);
      expect((await search(' / a ')).statusCode).toBe(400);
      expect((await search('%%')).json().lists).toHaveLength(0);
      expect((await search('__')).json().lists).toHaveLength(0);
      expect((await get(null, '/api/ldn/public/v1/searchLists/autre/helene')).statusCode).toBe(404);
    });
  });
});
