import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../identity/password';
import { customers, stores } from '../../db/schema';
import { createServer } from '../../server';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { testConfig } from '../../test-support/test-server';
import { useTestApp } from '../../test-support/test-app';

/**
 * The retailer-account user endpoints [S7.2]-[S7.5] over HTTP, on a real database, as anonymous,
 * the customer himself, another customer, a SELLER and an ACCOUNTANT.
 */
describe('naoscommercewebservices users API', () => {
  const USERS = '/api/naoscommercewebservices_aufr/v2/aufr/users';
  let parent: TestSignIn;
  let other: TestSignIn;
  let seller: TestSignIn;
  let accountant: TestSignIn;

  const userUrl = (email: string): string => `${USERS}/${encodeURIComponent(email)}`;
  const accountOf = async (uid: string) => {
    const [row] = await server.database.db.select().from(customers).where(eq(customers.uid, uid));
    if (!row) throw new Error(`no account ${uid}`);
    return row;
  };

  const server = useTestApp({
    arrange: async (database) => {
      await database.db.insert(stores).values({
        storeCode: 'S001',
        name: 'Aubert Lyon',
        address: '1 rue de la République',
        postalCode: '69002',
        city: 'Lyon',
        latitude: 45.76,
        longitude: 4.83,
        posSystemName: 'WINSHOP',
      });
      await database.db.insert(customers).values([
        {
          uid: 'parent@example.fr',
          passwordHash: 'x',
          titleCode: 'mrs',
          firstName: 'Claire',
          lastName: 'Martin',
          phone: '+33612345678',
          country: 'FR',
          favoriteStoreCode: 'S001',
        },
        { uid: 'proche@example.fr', passwordHash: 'x', firstName: 'Luc', lastName: 'Petit' },
        { uid: 'sans.pays@example.fr', passwordHash: 'x', firstName: 'Inès', lastName: 'Roux' },
        {
          uid: 'vendeur@example.fr',
          passwordHash: 'x',
          firstName: 'Hugo',
          lastName: 'Bernard',
          roles: ['SELLER'],
          storeCode: 'S001',
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
    },
  });
  beforeAll(async () => {
    parent = await signInAs(server.database, 'parent@example.fr');
    other = await signInAs(server.database, 'proche@example.fr');
    seller = await signInAs(server.database, 'vendeur@example.fr');
    accountant = await signInAs(server.database, 'comptable@example.fr');
  });

  describe('GET users/{email}', () => {
    it('[S7.2] [S3.2] [S4.10] gives staff the customer, with naosCountryNoFallback and the phone normalised', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('parent@example.fr'),
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        uid: 'parent@example.fr',
        pk: parent.pk,
        titleCode: 'mrs',
        title: 'Madame',
        firstName: 'Claire',
        lastName: 'Martin',
        phone: '0612345678',
        naosCountry: 'FR',
        naosCountryNoFallback: 'FR',
        notificationFrequency: 'WEEKLY',
        favoriteStoreCode: 'S001',
      });
    });

    it("[S7.2] [S4.10] answers '' as naosCountryNoFallback (and FR as naosCountry) when the customer never gave a country", async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('sans.pays@example.fr'),
        cookies: accountant.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        naosCountryNoFallback: '',
        naosCountry: 'FR',
        titleCode: null,
        title: '',
      });
    });

    it('[S7.2] decodes the e-mail of the path and ignores its case', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `${USERS}/Parent%40Example.FR`,
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ uid: 'parent@example.fr' });
    });

    it('[S4.10] answers 400 UNKNOWN_ACCOUNT for an e-mail without an account', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('nouveau@example.fr'),
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'UNKNOWN_ACCOUNT' });
    });

    it('[S5.8] refuses a malformed e-mail with a 400 naming the field', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('not-an-email'),
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.json<{ message: string }>().message).toContain('« email »');
      expect(response.json<{ message: string }>().message).toContain('INVALID_EMAIL');
    });

    it('[S7.2] lets a customer read his own record, and refuses him anyone else (403, even an unknown e-mail)', async () => {
      const own = await server.app.inject({
        method: 'GET',
        url: userUrl('parent@example.fr'),
        cookies: parent.cookies,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ pk: parent.pk });
      for (const email of ['parent@example.fr', 'nouveau@example.fr']) {
        const refused = await server.app.inject({
          method: 'GET',
          url: userUrl(email),
          cookies: other.cookies,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('[S6.1] answers 401 to an anonymous visitor', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('parent@example.fr'),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('[S1.4] does not let staff read another staff account', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: userUrl('comptable@example.fr'),
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(403);
    });

    it('[S9.1] knows only the configured retailer in the path (404 for another)', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/naoscommercewebservices_xxfr/v2/xxfr/users/${encodeURIComponent('parent@example.fr')}`,
        cookies: seller.cookies,
      });
      expect(response.statusCode).toBe(404);
      const mixed = await server.app.inject({
        method: 'GET',
        url: `/api/naoscommercewebservices_aufr/v2/xxfr/users/${encodeURIComponent('parent@example.fr')}`,
        cookies: seller.cookies,
      });
      expect(mixed.statusCode).toBe(404);
    });

    it('[S9.1] serves the retailer of RETAILER_ID', async () => {
      const other = await createServer(testConfig({ RETAILER_ID: 'bebe' }), {
        database: server.database,
      });
      try {
        const ours = await other.inject({
          method: 'GET',
          url: `/api/naoscommercewebservices_bebe/v2/bebe/users/${encodeURIComponent('parent@example.fr')}`,
          cookies: seller.cookies,
        });
        expect(ours.statusCode).toBe(200);
        const theirs = await other.inject({
          method: 'GET',
          url: userUrl('parent@example.fr'),
          cookies: seller.cookies,
        });
        expect(theirs.statusCode).toBe(404);
      } finally {
        await other.close();
      }
    });
  });

  describe('PATCH users/{email}', () => {
    it('[S7.3] [S3.1] lets the customer update his name and phone, stored normalised', async () => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: userUrl('proche@example.fr'),
        cookies: other.cookies,
        headers: other.headers,
        payload: { firstName: '  Lucien ', lastName: "D'Artagnan-Lefèvre", phone: '+33698765432' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        uid: 'proche@example.fr',
        firstName: 'Lucien',
        lastName: "D'Artagnan-Lefèvre",
        phone: '0698765432',
      });
      const stored = await accountOf('proche@example.fr');
      expect(stored.phone).toBe('0698765432');
      expect(stored.firstName).toBe('Lucien');
    });

    it('[S3.1] stores a phone typed with separators in its compact national form', async () => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: userUrl('proche@example.fr'),
        cookies: other.cookies,
        headers: other.headers,
        payload: { phone: '06 11 22 33 44' },
      });
      expect(response.statusCode).toBe(200);
      expect((await accountOf('proche@example.fr')).phone).toBe('0611223344');
    });

    it('[S7.3] [S5.17] lets staff update a customer, changing the customer only, not the staff account', async () => {
      const before = await accountOf('vendeur@example.fr');
      const response = await server.app.inject({
        method: 'PATCH',
        url: userUrl('parent@example.fr'),
        cookies: seller.cookies,
        headers: seller.headers,
        payload: { firstName: 'Claire', lastName: 'Martin-Durand', phone: '0612345670' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        pk: parent.pk,
        lastName: 'Martin-Durand',
        phone: '0612345670',
      });
      const after = await accountOf('vendeur@example.fr');
      expect(after.firstName).toBe(before.firstName);
      expect(after.lastName).toBe(before.lastName);
      expect(after.phone).toBe(before.phone);
      expect(after.updatedAt).toEqual(before.updatedAt);
    });

    it('[S5.7] [S5.9] refuses a bad first name, last name or phone with a 400 naming the field, and changes nothing', async () => {
      const before = await accountOf('proche@example.fr');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ firstName: 'J3an' }, '« firstName »', 'INVALID_FIRST_NAME'],
        [{ firstName: '   ' }, '« firstName »', 'DEFAULT_INPUT_ERROR'],
        [{ lastName: '-' }, '« lastName »', 'INVALID_LAST_NAME'],
        [{ lastName: 'x'.repeat(51) }, '« lastName »', 'INVALID_LAST_NAME'],
        [{ phone: '12345' }, '« phone »', 'INVALID_PHONE_NUMBER'],
        [{ phone: '+3361234567' }, '« phone »', 'INVALID_PHONE_NUMBER'],
        [{ phone: '990612345678' }, '« phone »', 'INVALID_PHONE_NUMBER'],
        [{ phone: '' }, '« phone »', 'REQUIRED_PHONE'],
        [{ phone: 612345678 }, '« phone »', 'chaîne de caractères attendu'],
        [{ firstName: 'Luc', phone: 'abc' }, '« phone »', 'INVALID_PHONE_NUMBER'],
        [{}, 'au moins un champ parmi firstName, lastName, phone', 'au moins un'],
      ];
      for (const [payload, field, detail] of cases) {
        const response = await server.app.inject({
          method: 'PATCH',
          url: userUrl('proche@example.fr'),
          cookies: other.cookies,
          headers: other.headers,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const { message } = response.json<{ message: string }>();
        expect(message).toContain(field);
        expect(message).toContain(detail);
      }
      const after = await accountOf('proche@example.fr');
      expect(after).toEqual(before);
    });

    it('[S7.3] refuses another customer (403), an anonymous visitor (401), and staff on an unknown e-mail (400 UNKNOWN_ACCOUNT)', async () => {
      const payload = { firstName: 'Pirate' };
      const asOther = await server.app.inject({
        method: 'PATCH',
        url: userUrl('parent@example.fr'),
        cookies: other.cookies,
        headers: other.headers,
        payload,
      });
      expect(asOther.statusCode).toBe(403);
      const anonymous = await server.app.inject({
        method: 'PATCH',
        url: userUrl('parent@example.fr'),
        payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await server.app.inject({
        method: 'PATCH',
        url: userUrl('nouveau@example.fr'),
        cookies: seller.cookies,
        headers: seller.headers,
        payload,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_ACCOUNT' });
      expect((await accountOf('parent@example.fr')).firstName).toBe('Claire');
    });

    it('[S7.1] refuses a signed-in change without the XSRF header', async () => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: userUrl('proche@example.fr'),
        cookies: other.cookies,
        payload: { firstName: 'Luc' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    });
  });

  describe('POST users', () => {
    const newCustomer = {
      titleCode: 'Monsieur',
      firstName: 'Théo',
      lastName: 'Lambert',
      password: 'chosen-by-the-seller',
      uid: '  Theo.Lambert@Example.FR ',
      phone: '+33611223344',
    };

    it('[S7.4] [S5.13] creates a customer for staff: pk answered, uid lower-cased, country FR, phone normalised, random password never answered', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: USERS,
        cookies: seller.cookies,
        headers: seller.headers,
        payload: newCustomer,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<{ pk: string }>();
      expect(body).toEqual({ pk: expect.stringMatching(/^\d+$/) });
      expect(response.body).not.toMatch(/password/i);
      const stored = await accountOf('theo.lambert@example.fr');
      expect(String(stored.pk)).toBe(body.pk);
      expect(stored).toMatchObject({
        uid: 'theo.lambert@example.fr',
        titleCode: 'mr',
        firstName: 'Théo',
        lastName: 'Lambert',
        phone: '0611223344',
        country: 'FR',
        roles: [],
        notificationFrequency: 'WEEKLY',
      });
      // A random password: only its Argon2id hash is stored, and it is not the one in the body.
      expect(stored.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(stored.passwordHash, newCustomer.password)).toBe(false);
    });

    it('[S5.13] gives each account its own random password', async () => {
      const second = await server.app.inject({
        method: 'POST',
        url: USERS,
        cookies: accountant.cookies,
        headers: accountant.headers,
        payload: {
          ...newCustomer,
          uid: 'jumeau@example.fr',
          password: undefined,
          titleCode: 'mrs',
          naosCountry: 'be',
        },
      });
      expect(second.statusCode).toBe(201);
      const [first, twin] = [
        await accountOf('theo.lambert@example.fr'),
        await accountOf('jumeau@example.fr'),
      ];
      expect(twin.passwordHash).not.toBe(first.passwordHash);
      expect(twin.titleCode).toBe('mrs');
      expect(twin.country).toBe('BE');
    });

    it('[S7.4] answers 409 ACCOUNT_EXISTS for an e-mail that has an account, whatever its case', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: USERS,
        cookies: seller.cookies,
        headers: seller.headers,
        payload: { ...newCustomer, uid: 'PARENT@example.fr' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, code: 'ACCOUNT_EXISTS' });
      expect((await accountOf('parent@example.fr')).lastName).not.toBe('Lambert');
    });

    it('[S7.4] creates one account when two creations for one e-mail race', async () => {
      const create = () =>
        server.app.inject({
          method: 'POST',
          url: USERS,
          cookies: seller.cookies,
          headers: seller.headers,
          payload: { ...newCustomer, uid: 'course@example.fr' },
        });
      const statuses = (await Promise.all([create(), create()])).map(
        (response) => response.statusCode,
      );
      expect(statuses.sort()).toEqual([201, 409]);
    });

    it('[S7.4] refuses a bad field with a 400 naming it', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ uid: 'pas-un-email' }, '« uid »'],
        [{ uid: undefined }, '« uid »'],
        [{ firstName: '' }, '« firstName »'],
        [{ lastName: '42' }, '« lastName »'],
        [{ phone: '0012' }, '« phone »'],
        [{ phone: undefined }, '« phone »'],
        [{ titleCode: 'dr' }, '« titleCode »'],
        [{ naosCountry: 'FRA' }, '« naosCountry »'],
      ];
      for (const [change, field] of cases) {
        const response = await server.app.inject({
          method: 'POST',
          url: USERS,
          cookies: seller.cookies,
          headers: seller.headers,
          payload: { ...newCustomer, uid: 'invalide@example.fr', ...change },
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(field);
      }
      const [none] = await server.database.db
        .select()
        .from(customers)
        .where(eq(customers.uid, 'invalide@example.fr'));
      expect(none).toBeUndefined();
    });

    it('[S7.4] [S6.4] is for staff only: 403 for a customer, 401 for an anonymous visitor', async () => {
      const payload = { ...newCustomer, uid: 'interdit@example.fr' };
      const asCustomer = await server.app.inject({
        method: 'POST',
        url: USERS,
        cookies: parent.cookies,
        headers: parent.headers,
        payload,
      });
      expect(asCustomer.statusCode).toBe(403);
      const anonymous = await server.app.inject({ method: 'POST', url: USERS, payload });
      expect(anonymous.statusCode).toBe(401);
      const [none] = await server.database.db
        .select()
        .from(customers)
        .where(eq(customers.uid, 'interdit@example.fr'));
      expect(none).toBeUndefined();
    });
  });

  describe('PATCH users/{uid}/country', () => {
    it('[S7.5] lets staff set a customer country (ISO alpha-2, upper-cased)', async () => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('sans.pays@example.fr')}/country`,
        cookies: seller.cookies,
        headers: seller.headers,
        payload: { naosCountry: 'fr' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ naosCountryNoFallback: 'FR' });
      expect((await accountOf('sans.pays@example.fr')).country).toBe('FR');
      expect(response.cookies.find((cookie) => cookie.name === 'countryUnknown')).toBeUndefined();
    });

    it('[S7.5] [S9.11] lets the customer set his own, and tells the app through countryUnknown', async () => {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('proche@example.fr')}/country`,
        cookies: other.cookies,
        headers: other.headers,
        payload: { naosCountry: 'BE' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ naosCountryNoFallback: 'BE' });
      const cookie = response.cookies.find((candidate) => candidate.name === 'countryUnknown');
      expect(cookie).toMatchObject({ value: 'false', path: '/' });
      expect(cookie?.httpOnly).toBeFalsy();
    });

    it('[S7.5] refuses a bad country (400 naming it), another customer (403), an anonymous visitor (401), an unknown e-mail (400)', async () => {
      for (const naosCountry of ['F', 'France', '12', '']) {
        const bad = await server.app.inject({
          method: 'PATCH',
          url: `${userUrl('proche@example.fr')}/country`,
          cookies: other.cookies,
          headers: other.headers,
          payload: { naosCountry },
        });
        expect(bad.statusCode, naosCountry).toBe(400);
        expect(bad.json<{ message: string }>().message).toContain('« naosCountry »');
      }
      const missing = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('proche@example.fr')}/country`,
        cookies: other.cookies,
        headers: other.headers,
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      const asOther = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('parent@example.fr')}/country`,
        cookies: other.cookies,
        headers: other.headers,
        payload: { naosCountry: 'DE' },
      });
      expect(asOther.statusCode).toBe(403);
      const anonymous = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('parent@example.fr')}/country`,
        payload: { naosCountry: 'DE' },
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await server.app.inject({
        method: 'PATCH',
        url: `${userUrl('nouveau@example.fr')}/country`,
        cookies: seller.cookies,
        headers: seller.headers,
        payload: { naosCountry: 'FR' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_ACCOUNT' });
      expect((await accountOf('parent@example.fr')).country).toBe('FR');
    });
  });
});
