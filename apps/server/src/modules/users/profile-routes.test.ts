import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, lists, stores } from '../../db/schema';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { useTestApp } from '../../test-support/test-app';

/**
 * The signed-in user's own calls [S7.6] [S7.9] [S7.10] [S7.11] over HTTP, on a real database, as
 * anonymous, the customer himself, another customer, a SELLER and an ACCOUNTANT.
 */
describe('user profile, country and settings API', () => {
  let parent: TestSignIn;
  let relative: TestSignIn;
  let newcomer: TestSignIn;
  let seller: TestSignIn;
  let accountant: TestSignIn;

  const accountOf = async (uid: string) => {
    const [row] = await server.database.db.select().from(customers).where(eq(customers.uid, uid));
    if (!row) throw new Error(`no account ${uid}`);
    return row;
  };
  const countryCookie = (response: {
    cookies: { name: string; value: string; httpOnly?: boolean }[];
  }) => response.cookies.find((cookie) => cookie.name === 'countryUnknown');

  const server = useTestApp({
    arrange: async (database) => {
      await database.db.insert(stores).values([
        {
          storeCode: 'S001',
          name: 'Aubert Lyon',
          address: '1 rue de la République',
          postalCode: '69002',
          city: 'Lyon',
          latitude: 45.76,
          longitude: 4.83,
          posSystemName: 'WINSHOP',
        },
        {
          storeCode: 'S002',
          name: 'Aubert Nantes',
          address: '2 quai de la Fosse',
          postalCode: '44000',
          city: 'Nantes',
          latitude: 47.21,
          longitude: -1.56,
          posSystemName: 'CEGID',
        },
      ]);
      await database.db.insert(customers).values([
        {
          uid: 'parent@example.fr',
          passwordHash: 'x',
          titleCode: 'mrs',
          firstName: 'Claire',
          lastName: 'Martin',
          phone: '+33612345678',
          country: 'FR',
          favoriteStoreCode: 'S002',
        },
        {
          uid: 'proche@example.fr',
          passwordHash: 'x',
          titleCode: 'mr',
          firstName: 'Luc',
          lastName: 'Petit',
          phone: '0698765432',
          country: 'FR',
          notificationFrequency: 'NEVER',
        },
        { uid: 'nouveau@example.fr', passwordHash: 'x', firstName: 'Inès', lastName: 'Roux' },
        {
          uid: 'vendeur@example.fr',
          passwordHash: 'x',
          firstName: 'Hugo',
          lastName: 'Bernard',
          roles: ['SELLER'],
          storeCode: 'S001',
          country: 'FR',
        },
        {
          uid: 'comptable@example.fr',
          passwordHash: 'x',
          firstName: 'Anne',
          lastName: 'Morel',
          roles: ['ACCOUNTANT'],
          storeCode: 'S001',
        },
      ]);
      parent = await signInAs(database, 'parent@example.fr');
      relative = await signInAs(database, 'proche@example.fr');
      newcomer = await signInAs(database, 'nouveau@example.fr');
      seller = await signInAs(database, 'vendeur@example.fr');
      accountant = await signInAs(database, 'comptable@example.fr');
      const owner = {
        ownerFirstName: 'Claire',
        ownerLastName: 'Martin',
        ownerMail: 'parent@example.fr',
      };
      await database.db.insert(lists).values([
        {
          id: 'listeparent01',
          ownerPk: Number(parent.pk),
          title: 'Bébé Martin',
          isPickupStoreAllowed: true,
          ...owner,
        },
        { id: 'listeparent02', ownerPk: Number(parent.pk), title: 'Ancienne liste', ...owner },
        {
          id: 'listeproche01',
          ownerPk: Number(relative.pk),
          title: 'Bébé Petit',
          ownerFirstName: 'Luc',
          ownerLastName: 'Petit',
          ownerMail: 'proche@example.fr',
        },
      ]);
    },
  });

  describe('GET /user/country and POST /user/country?isoCode=', () => {
    it('[S7.6] [S9.11] answers the country of the signed-in customer and countryUnknown=false', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/user/country',
        cookies: parent.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isoCode: 'FR' });
      const cookie = countryCookie(response);
      expect(cookie).toMatchObject({ value: 'false', path: '/' });
      expect(cookie?.httpOnly).toBeFalsy();
    });

    it("[S7.6] [S9.11] answers '' and countryUnknown=true when the customer never gave a country", async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/user/country',
        cookies: newcomer.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isoCode: '' });
      expect(countryCookie(response)).toMatchObject({ value: 'true' });
    });

    it('[S7.6] [S4.11] saves the country of the signed-in customer (any case) and sets countryUnknown=false', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/user/country?isoCode=fr',
        cookies: newcomer.cookies,
        headers: newcomer.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isoCode: 'FR' });
      expect(countryCookie(response)).toMatchObject({ value: 'false' });
      expect((await accountOf('nouveau@example.fr')).country).toBe('FR');
      const again = await server.app.inject({
        method: 'GET',
        url: '/api/user/country',
        cookies: newcomer.cookies,
      });
      expect(again.json()).toEqual({ isoCode: 'FR' });
    });

    it('[S7.6] refuses a missing or malformed isoCode with a 400 naming it, and changes nothing', async () => {
      for (const query of ['', '?isoCode=', '?isoCode=FRA', '?isoCode=1']) {
        const response = await server.app.inject({
          method: 'POST',
          url: `/api/user/country${query}`,
          cookies: relative.cookies,
          headers: relative.headers,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ message: string }>().message).toContain('« isoCode »');
      }
      expect((await accountOf('proche@example.fr')).country).toBe('FR');
    });

    it('[S7.6] answers 401 to an anonymous visitor, and needs the XSRF header to save', async () => {
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/user/country' })).statusCode,
      ).toBe(401);
      expect(
        (await server.app.inject({ method: 'POST', url: '/api/user/country?isoCode=FR' }))
          .statusCode,
      ).toBe(401);
      const withoutXsrf = await server.app.inject({
        method: 'POST',
        url: '/api/user/country?isoCode=BE',
        cookies: relative.cookies,
      });
      expect(withoutXsrf.statusCode).toBe(403);
      expect((await accountOf('proche@example.fr')).country).toBe('FR');
    });
  });

  describe('GET /ldn/v1/getUserProfil/', () => {
    it('[S7.9] [S3.1] [S6.6] answers the signed-in customer, phone normalised, with hasPickupStoreList', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
        cookies: parent.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        logged: true,
        pk: parent.pk,
        email: 'parent@example.fr',
        titleCode: 'mrs',
        title: 'Madame',
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '0612345678',
        roles: [],
        store: null,
        country: 'FR',
        notificationFrequency: 'WEEKLY',
        isStaff: false,
        favoriteStoreCode: 'S002',
        hasPickupStoreList: true,
      });
    });

    it('[S6.6] answers hasPickupStoreList false when no list of the user allows the pickup store', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
        cookies: relative.cookies,
      });
      expect(response.json()).toMatchObject({
        logged: true,
        hasPickupStoreList: false,
        title: 'Monsieur',
      });
    });

    it('[S7.9] [S6.1] [S2.13] flags staff and gives their store', async () => {
      const asSeller = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
        cookies: seller.cookies,
      });
      expect(asSeller.json()).toMatchObject({
        logged: true,
        isStaff: true,
        roles: ['SELLER'],
        store: 'S001',
      });
      const asAccountant = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
        cookies: accountant.cookies,
      });
      expect(asAccountant.json()).toMatchObject({
        isStaff: true,
        roles: ['ACCOUNTANT'],
        country: '',
        title: '',
      });
    });

    it('[S7.9] [S3.1] answers 200 { logged: false } to an anonymous visitor (no 401 loop)', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ logged: false });
    });
  });

  describe('POST /ldn/v1/createOrUpdateAccount/', () => {
    it('[S7.10] [S9.7] saves the notification frequency of the signed-in customer', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/ldn/v1/createOrUpdateAccount/',
        cookies: parent.cookies,
        headers: parent.headers,
        payload: { userPk: parent.pk, notificationFrequency: 'DAILY' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ notificationFrequency: 'DAILY' });
      expect((await accountOf('parent@example.fr')).notificationFrequency).toBe('DAILY');
      const profile = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getUserProfil/',
        cookies: parent.cookies,
      });
      expect(profile.json()).toMatchObject({ notificationFrequency: 'DAILY' });
    });

    it('[S7.10] refuses another userPk (403) and changes nothing', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/ldn/v1/createOrUpdateAccount/',
        cookies: relative.cookies,
        headers: relative.headers,
        payload: { userPk: parent.pk, notificationFrequency: 'NEVER' },
      });
      expect(response.statusCode).toBe(403);
      expect((await accountOf('parent@example.fr')).notificationFrequency).toBe('DAILY');
    });

    it('[S7.10] [S6.4] refuses staff (403, no Parameters for them) and anonymous visitors (401)', async () => {
      const asStaff = await server.app.inject({
        method: 'POST',
        url: '/api/ldn/v1/createOrUpdateAccount/',
        cookies: seller.cookies,
        headers: seller.headers,
        payload: { userPk: seller.pk, notificationFrequency: 'NEVER' },
      });
      expect(asStaff.statusCode).toBe(403);
      const anonymous = await server.app.inject({
        method: 'POST',
        url: '/api/ldn/v1/createOrUpdateAccount/',
        payload: { userPk: parent.pk, notificationFrequency: 'NEVER' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await accountOf('vendeur@example.fr')).notificationFrequency).toBe('WEEKLY');
    });

    it('[S7.10] [S9.7] refuses a bad frequency or userPk with a 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ userPk: relative.pk, notificationFrequency: 'MONTHLY' }, '« notificationFrequency »'],
        [{ userPk: relative.pk, notificationFrequency: 'daily' }, '« notificationFrequency »'],
        [{ userPk: relative.pk }, '« notificationFrequency »'],
        [{ userPk: 'abc', notificationFrequency: 'DAILY' }, '« userPk »'],
        [{ notificationFrequency: 'DAILY' }, '« userPk »'],
      ];
      for (const [payload, field] of cases) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/ldn/v1/createOrUpdateAccount/',
          cookies: relative.cookies,
          headers: relative.headers,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(field);
      }
      expect((await accountOf('proche@example.fr')).notificationFrequency).toBe('NEVER');
    });
  });

  describe('GET /ldn/v1/getCurrentUserProfilFromHybris/{id}', () => {
    it('[S7.11] [S3.1] answers the customer his own profile, with the favorite store', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/ldn/v1/getCurrentUserProfilFromHybris/${parent.pk}`,
        cookies: parent.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pk: parent.pk,
        email: 'parent@example.fr',
        titleCode: 'mrs',
        title: 'Madame',
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '0612345678',
        roles: [],
        store: null,
        country: 'FR',
        notificationFrequency: 'DAILY',
        isStaff: false,
        favoriteStore: { storeCode: 'S002', name: 'Aubert Nantes' },
      });
    });

    it('[S7.11] lets staff read a customer, with favoriteStore null when there is none', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/ldn/v1/getCurrentUserProfilFromHybris/${relative.pk}`,
        cookies: accountant.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        pk: relative.pk,
        favoriteStore: null,
        notificationFrequency: 'NEVER',
      });
    });

    it('[S7.11] refuses another customer (403), an anonymous visitor (401), a malformed id (400) and answers 404 to staff for an unknown pk', async () => {
      const asOther = await server.app.inject({
        method: 'GET',
        url: `/api/ldn/v1/getCurrentUserProfilFromHybris/${parent.pk}`,
        cookies: relative.cookies,
      });
      expect(asOther.statusCode).toBe(403);
      const anonymous = await server.app.inject({
        method: 'GET',
        url: `/api/ldn/v1/getCurrentUserProfilFromHybris/${parent.pk}`,
      });
      expect(anonymous.statusCode).toBe(401);
      const malformed = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getCurrentUserProfilFromHybris/abc',
        cookies: seller.cookies,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toContain('« id »');
      const unknown = await server.app.inject({
        method: 'GET',
        url: '/api/ldn/v1/getCurrentUserProfilFromHybris/1',
        cookies: seller.cookies,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_ACCOUNT' });
      const staffOfStaff = await server.app.inject({
        method: 'GET',
        url: `/api/ldn/v1/getCurrentUserProfilFromHybris/${accountant.pk}`,
        cookies: seller.cookies,
      });
      expect(staffOfStaff.statusCode).toBe(403);
    });
  });
});
