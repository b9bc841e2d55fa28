import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertPostalCode,
  insertProduct,
  insertStore,
} from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { useTestApp } from '../../test-support/test-app';

/** The store calls of spec §7 ([S7.40], [S7.41], [S7.45] to [S7.47]). */
describe('stores API', () => {
  let parent: TestSignIn;
  let seller: TestSignIn;
  let sellerWithoutStore: TestSignIn;

  const get = (who: TestSignIn | null, url: string) =>
    server.app.inject({ method: 'GET', url, ...(who ? { cookies: who.cookies } : {}) });

  const server = useTestApp({
    arrange: async (database) => {
      // Real positions of city centres, so the order is the one of a map.
      await insertStore(database, {
        storeCode: 'PAR01',
        name: 'Paris Opéra',
        city: 'Paris',
        postalCode: '75009',
        latitude: 48.8719,
        longitude: 2.3316,
      });
      await insertStore(database, {
        storeCode: 'VER01',
        name: 'Versailles',
        city: 'Versailles',
        postalCode: '78000',
        latitude: 48.8049,
        longitude: 2.1204,
      });
      await insertStore(database, {
        storeCode: 'ORL01',
        name: 'Orléans',
        city: 'Orléans',
        postalCode: '45000',
        latitude: 47.903,
        longitude: 1.9093,
      });
      await insertStore(database, {
        storeCode: 'LIL01',
        name: 'Lille',
        city: 'Lille',
        postalCode: '59000',
        latitude: 50.6292,
        longitude: 3.0573,
        isLivMagEligible: false,
      });
      await insertStore(database, {
        storeCode: 'LYO01',
        name: 'Lyon Part-Dieu',
        city: 'Lyon',
        postalCode: '69003',
        latitude: 45.7606,
        longitude: 4.8596,
        posSystemName: 'CEGID',
      });
      await insertStore(database, {
        storeCode: 'MAR01',
        name: 'Marseille',
        city: 'Marseille',
        postalCode: '13001',
        latitude: 43.2965,
        longitude: 5.3698,
      });
      await insertStore(database, {
        storeCode: 'BRE01',
        name: 'Brest',
        city: 'Brest',
        postalCode: '29200',
        latitude: 48.3904,
        longitude: -4.4861,
      });
      await insertPostalCode(database, '75011', 'Paris 11e', 48.859, 2.38);
      await insertPostalCode(database, '13000', 'Marseille', 43.2965, 5.3698);
      await insertPostalCode(database, '97400', 'Saint-Denis (La Réunion)', -20.8821, 55.4507);
      await insertCustomer(database, { uid: 'parent@example.fr' });
      await insertCustomer(database, {
        uid: 'vendeur@example.fr',
        roles: ['SELLER'],
        storeCode: 'LYO01',
      });
      await insertCustomer(database, {
        uid: 'vendeur2@example.fr',
        roles: ['SELLER'],
        storeCode: null,
      });
    },
  });
  beforeAll(async () => {
    parent = await signInAs(server.database, 'parent@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
    sellerWithoutStore = await signInAs(server.database, 'vendeur2@example.fr');
  });

  it("[S7.45] gives the signed-in staff member's store code, and '' (never an error) otherwise", async () => {
    const url = '/api/shopinfo/public/v2/internal/storeCode/aufr';
    expect((await get(seller, url)).json()).toEqual({ store_code: 'LYO01' });
    for (const who of [null, parent, sellerWithoutStore]) {
      const response = await get(who, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ store_code: '' });
    }
    const company = await get(seller, '/api/shopinfo/public/v2/internal/storeCode/autre');
    expect(company.statusCode).toBe(200);
    expect(company.json()).toEqual({ store_code: '' });
  });

  it('[S7.46] [S3.16] gives a store by its code; unknown: 404 Code inconnu', async () => {
    const response = await get(null, '/api/ldn/public/v1/getStoreByCompanyAndStoreCode/aufr/LYO01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Lyon Part-Dieu',
      posSystemName: 'CEGID',
      storeCode: 'LYO01',
      store_code: 'LYO01',
      address: '1 rue de la Paix',
      postalCode: '69003',
      city: 'Lyon',
      isLivMagEligible: true,
    });
    const unknown = await get(null, '/api/ldn/public/v1/getStoreByCompanyAndStoreCode/aufr/XXX99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_STORE', message: 'Code inconnu' });
    expect(
      (await get(null, '/api/ldn/public/v1/getStoreByCompanyAndStoreCode/autre/LYO01')).statusCode,
    ).toBe(404);
  });

  it('[S7.47] gives the 5 closest stores by real distance, nearest first', async () => {
    const response = await get(parent, '/api/ldn/v1/getClosestStoresByPostalCode/75011');
    expect(response.statusCode).toBe(200);
    const stores = response.json().stores as { storeCode: string; distanceKm: number }[];
    expect(stores.map((store) => store.storeCode)).toEqual([
      'PAR01',
      'VER01',
      'ORL01',
      'LIL01',
      'LYO01',
    ]);
    // Paris 11e to Paris Opéra is about 3.8 km; to Lyon about 392 km (great-circle).
    expect(stores[0]?.distanceKm).toBeGreaterThan(3);
    expect(stores[0]?.distanceKm).toBeLessThan(5);
    expect(stores[4]?.distanceKm).toBeGreaterThan(380);
    expect(stores[4]?.distanceKm).toBeLessThan(400);
  });

  it("[S7.47] falls back to the department's position, and refuses malformed (400) or unknown (404) codes", async () => {
    const department = await get(parent, '/api/ldn/v1/getClosestStoresByPostalCode/13008');
    expect(department.statusCode).toBe(200);
    expect(department.json().stores[0]).toMatchObject({ storeCode: 'MAR01', distanceKm: 0 });
    const malformed = await get(parent, '/api/ldn/v1/getClosestStoresByPostalCode/7501');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('« postalCode »');
    // Overseas, the department is three digits: 97411 falls back to 97400 (La Réunion, some
    // 8,800 km from the nearest store), not to 97000, which nothing is stored under.
    const overseas = await get(parent, '/api/ldn/v1/getClosestStoresByPostalCode/97411');
    expect(overseas.statusCode).toBe(200);
    expect(overseas.json().stores[0].distanceKm).toBeGreaterThan(8000);
    const unknown = await get(parent, '/api/ldn/v1/getClosestStoresByPostalCode/98800');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_POSTAL_CODE' });
    expect((await get(null, '/api/ldn/v1/getClosestStoresByPostalCode/75011')).statusCode).toBe(
      401,
    );
  });

  it('[S7.40] says whether a store delivers to the parents; an unknown store does not', async () => {
    const eligible = (code: string) =>
      get(null, `/api/ldn/public/v1/isStoreLivMagEligible/aufr/${code}`);
    expect((await eligible('PAR01')).json()).toEqual({ eligible: true });
    expect((await eligible('LIL01')).json()).toEqual({ eligible: false });
    const unknown = await eligible('XXX99');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ eligible: false });
  });

  it('[S7.41] [S9.4] says which cart products cannot be delivered to the store', async () => {
    const inStock = await insertProduct(server.database);
    const unavailable = await insertProduct(server.database, { availability: 'UNAVAILABLE' });
    const gone = await insertProduct(server.database, { availability: 'PERMANENTLY_OUT_OF_STOCK' });
    const check = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/ldn/public/v1/isCartLivMagAvailable',
        payload: payload as object,
      });
    expect((await check([inStock, '01176190'])).json()).toEqual({
      available: true,
      unavailableCodes: [],
    });
    expect((await check([inStock, unavailable, gone, '99999999', inStock])).json()).toEqual({
      available: false,
      unavailableCodes: [unavailable, gone, '99999999'],
    });
    expect((await check([])).json()).toEqual({ available: true, unavailableCodes: [] });
    expect((await check({ codes: [inStock] })).statusCode).toBe(400);
  });
});
