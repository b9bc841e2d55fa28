// @vitest-environment node
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../config';
import { apiMiddleware, apiSlices } from '../ldn-api';
import { accountSecurityApi } from './account-security-api';
import { customersApi } from './customers-api';
import { ipApi } from './ip-api';
import { listChangesApi } from './list-changes-api';
import { listItemsApi } from './list-items-api';
import { listSearchApi } from './list-search-api';
import { listCriteriaBody, listsApi } from './lists-api';
import { productsApi } from './products-api';
import { shareApi } from './share-api';
import { storesApi } from './stores-api';
import { userAccountApi } from './user-account-api';
import { usersApi } from './users-api';
import { versionApi } from './version-api';

/**
 * Each endpoint sends the spec's method, path and body (spec §7), with the configured company and
 * retailer; every request is recorded by a stub `fetch` that answers 200.
 */

const API = 'http://api.test/api';
const SITE = 'http://site.test';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

let requests: Recorded[] = [];
let answer: (url: string) => unknown = () => ({});

const fetchFn = vi.fn(async (input: RequestInfo, init?: RequestInit) => {
  const request = new Request(input, init);
  const text = await request.text();
  requests.push({
    method: request.method,
    url: request.url,
    body: text === '' ? undefined : JSON.parse(text),
  });
  return Response.json(answer(request.url));
});

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });

let store = makeStore();
type Store = typeof store;

beforeEach(() => {
  requests = [];
  answer = () => ({});
  configureApiClient({ apiBase: API, siteBase: SITE, fetchFn, readCookies: () => 'XSRF-TOKEN=x' });
  store = makeStore();
});

afterEach(() => {
  resetApiClientConfig();
});

const LIST = 'abcd1234';
const CODE = '12345678';
const USERS = `${API}/naoscommercewebservices_aufr/v2/aufr/users`;

/** [spec ids, what it does, the call, method, URL, body] */
const CALLS: readonly [string, (store: Store) => unknown, string, string, unknown][] = [
  [
    '[S7.29] getVersion',
    (s) => s.dispatch(versionApi.endpoints.getVersion.initiate(undefined)),
    'GET',
    `${API}/ldn/public/v1/getVersion`,
    undefined,
  ],
  [
    '[S7.48] getIp (site base)',
    (s) => s.dispatch(ipApi.endpoints.getIp.initiate(undefined)),
    'GET',
    `${SITE}/ip`,
    undefined,
  ],
  [
    '[S7.14] getList',
    (s) =>
      s.dispatch(
        listsApi.endpoints.getList.initiate({
          listId: LIST,
          filters: { isOffer: true, minPrice: 0 },
        }),
      ),
    'POST',
    `${API}/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST}`,
    { isOffer: true },
  ],
  [
    '[S7.14] getList without filters sends an empty criteria object',
    (s) => s.dispatch(listsApi.endpoints.getList.initiate({ listId: LIST })),
    'POST',
    `${API}/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST}`,
    {},
  ],
  [
    '[S7.24] getListItem',
    (s) => s.dispatch(listItemsApi.endpoints.getListItem.initiate({ listId: LIST, codeAx: CODE })),
    'GET',
    `${API}/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/aufr/${CODE}/${LIST}`,
    undefined,
  ],
  [
    '[S7.15] [S5.14] searchLists encodes the text',
    (s) => s.dispatch(listSearchApi.endpoints.searchLists.initiate('Léa / Martin')),
    'GET',
    `${API}/ldn/public/v1/searchLists/aufr/L%C3%A9a%20%2F%20Martin`,
    undefined,
  ],
  [
    '[S7.23] getListsByHybrisId',
    (s) => s.dispatch(listsApi.endpoints.getListsByHybrisId.initiate(undefined)),
    'GET',
    `${API}/ldn/v1/getListsByHybrisId/aufr`,
    undefined,
  ],
  [
    '[S7.28] getListsByOwnerId',
    (s) => s.dispatch(listSearchApi.endpoints.getListsByOwnerId.initiate('8796093022208')),
    'GET',
    `${API}/ldn/public/v1/getListsByOwnerId/aufr/8796093022208`,
    undefined,
  ],
  [
    '[S7.12] createList',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.createList.initiate({ title: 'Liste', contactStoreCode: 'A12' }),
      ),
    'POST',
    `${API}/ldn/v1/createList/aufr`,
    { title: 'Liste', contactStoreCode: 'A12' },
  ],
  [
    '[S7.12] [S4.11] createList, a draft without a contact store',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.createList.initiate({
          title: 'Ma liste de naissance',
          status: 'DRAFT',
        }),
      ),
    'POST',
    `${API}/ldn/v1/createList/aufr`,
    { title: 'Ma liste de naissance', status: 'DRAFT' },
  ],
  [
    '[S7.12] createListForOwner',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.createListForOwner.initiate({
          ownerPk: '42',
          title: 'Liste',
          contactStoreCode: 'A12',
        }),
      ),
    'POST',
    `${API}/ldn/v1/createListForOwner/aufr/42`,
    { title: 'Liste', contactStoreCode: 'A12' },
  ],
  [
    '[S7.17] updateList (title with defaultList true)',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.updateList.initiate({
          listId: LIST,
          body: { title: 'Liste', defaultList: true },
        }),
      ),
    'PUT',
    `${API}/ldn/v1/updateListByCompanyAndListId/aufr/${LIST}`,
    { title: 'Liste', defaultList: true },
  ],
  [
    '[S7.18] updateListStoreData',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.updateListStoreData.initiate({
          listId: LIST,
          body: { isPickupStoreAllowed: true, contactStoreCode: 'A12' },
        }),
      ),
    'PATCH',
    `${API}/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/aufr/${LIST}`,
    { isPickupStoreAllowed: true, contactStoreCode: 'A12' },
  ],
  [
    '[S7.13] deleteList',
    (s) => s.dispatch(listChangesApi.endpoints.deleteList.initiate({ listId: LIST })),
    'DELETE',
    `${API}/ldn/v1/removeListByListId/aufr/${LIST}`,
    undefined,
  ],
  [
    '[S7.19] closeList',
    (s) => s.dispatch(listChangesApi.endpoints.closeList.initiate({ listId: LIST })),
    'GET',
    `${API}/ldn/v1/closeList/aufr/${LIST}`,
    undefined,
  ],
  [
    '[S7.26] updateGiftDelivered',
    (s) => s.dispatch(listChangesApi.endpoints.updateGiftDelivered.initiate({ listId: LIST })),
    'PATCH',
    `${API}/ldn/public/v1/updateGiftDelivered/aufr/${LIST}`,
    { isGiftDelivered: true },
  ],
  [
    '[S7.28] addListToCustomerAccount',
    (s) =>
      s.dispatch(
        listChangesApi.endpoints.addListToCustomerAccount.initiate({ listId: LIST, ownerPk: '42' }),
      ),
    'PATCH',
    `${API}/ldn/public/v1/addListToCustomerAccount/${LIST}/42`,
    undefined,
  ],
  [
    '[S7.20] addItemToList',
    (s) =>
      s.dispatch(
        listItemsApi.endpoints.addItemToList.initiate({
          listId: LIST,
          body: {
            company: 'aufr',
            hidden: false,
            productReference: CODE,
            message: 'Merci',
            priority: true,
            quantity: 2,
          },
        }),
      ),
    'POST',
    `${API}/ldn/v1/addItemToListByCompanyAndListId/aufr/${LIST}`,
    {
      company: 'aufr',
      hidden: false,
      productReference: CODE,
      message: 'Merci',
      priority: true,
      quantity: 2,
    },
  ],
  [
    '[S7.21] addItemToListByReference',
    (s) =>
      s.dispatch(
        listItemsApi.endpoints.addItemToListByReference.initiate({
          listId: LIST,
          body: { reference: CODE, quantity: 1 },
        }),
      ),
    'POST',
    `${API}/ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/${LIST}`,
    { reference: CODE, quantity: 1 },
  ],
  [
    '[S7.22] updateListItem',
    (s) =>
      s.dispatch(
        listItemsApi.endpoints.updateListItem.initiate({
          listId: LIST,
          codeAx: CODE,
          body: { hidden: true },
        }),
      ),
    'PATCH',
    `${API}/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${LIST}/${CODE}`,
    { hidden: true },
  ],
  [
    '[S3.7] updateReceivedElsewhere',
    (s) =>
      s.dispatch(
        listItemsApi.endpoints.updateReceivedElsewhere.initiate({
          listId: LIST,
          codeAx: CODE,
          body: { quantity: 2 },
        }),
      ),
    'PATCH',
    `${API}/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/aufr/${LIST}/${CODE}`,
    { quantity: 2 },
  ],
  [
    '[S3.7] updateGroupGift',
    (s) =>
      s.dispatch(
        listItemsApi.endpoints.updateGroupGift.initiate({
          listId: LIST,
          codeAx: CODE,
          body: { isGroupGift: true },
        }),
      ),
    'PATCH',
    `${API}/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/aufr/${LIST}/${CODE}`,
    { isGroupGift: true },
  ],
  [
    '[S7.16] removeListItem',
    (s) =>
      s.dispatch(listItemsApi.endpoints.removeListItem.initiate({ listId: LIST, codeAx: CODE })),
    'DELETE',
    `${API}/ldn/v1/removeItemByItemAxIdAndListId/aufr/${LIST}/${CODE}`,
    undefined,
  ],
  [
    '[S7.25] getProduct',
    (s) => s.dispatch(productsApi.endpoints.getProduct.initiate(CODE)),
    'GET',
    `${API}/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`,
    undefined,
  ],
  [
    '[S7.27] getCategoriesByListId',
    (s) => s.dispatch(productsApi.endpoints.getCategoriesByListId.initiate(LIST)),
    'GET',
    `${API}/ldn/public/v1/getCategoriesByListId/${LIST}`,
    undefined,
  ],
  [
    '[S7.29] getRootCategories',
    (s) => s.dispatch(productsApi.endpoints.getRootCategories.initiate(undefined)),
    'GET',
    `${API}/ldn/public/v1/getRootCategories`,
    undefined,
  ],
  [
    '[S7.45] getUserStoreCode',
    (s) => s.dispatch(storesApi.endpoints.getUserStoreCode.initiate(undefined)),
    'GET',
    `${API}/shopinfo/public/v2/internal/storeCode/aufr`,
    undefined,
  ],
  [
    '[S7.46] getStore',
    (s) => s.dispatch(storesApi.endpoints.getStore.initiate('A12')),
    'GET',
    `${API}/ldn/public/v1/getStoreByCompanyAndStoreCode/aufr/A12`,
    undefined,
  ],
  [
    '[S7.47] getClosestStores',
    (s) => s.dispatch(storesApi.endpoints.getClosestStores.initiate('75011')),
    'GET',
    `${API}/ldn/v1/getClosestStoresByPostalCode/75011`,
    undefined,
  ],
  [
    '[S7.9] getUserProfile',
    (s) => s.dispatch(usersApi.endpoints.getUserProfile.initiate(undefined)),
    'GET',
    `${API}/ldn/v1/getUserProfil/`,
    undefined,
  ],
  [
    '[S7.6] getUserCountry',
    (s) => s.dispatch(userAccountApi.endpoints.getUserCountry.initiate(undefined)),
    'GET',
    `${API}/user/country`,
    undefined,
  ],
  [
    '[S7.6] setUserCountry',
    (s) => s.dispatch(userAccountApi.endpoints.setUserCountry.initiate('FR')),
    'POST',
    `${API}/user/country?isoCode=FR`,
    undefined,
  ],
  [
    '[S7.10] createOrUpdateAccount',
    (s) =>
      s.dispatch(
        userAccountApi.endpoints.createOrUpdateAccount.initiate({
          userPk: '42',
          notificationFrequency: 'DAILY',
        }),
      ),
    'POST',
    `${API}/ldn/v1/createOrUpdateAccount/`,
    { userPk: '42', notificationFrequency: 'DAILY' },
  ],
  [
    '[ASVS V7.5.2] getAccountSessions',
    (s) => s.dispatch(accountSecurityApi.endpoints.getAccountSessions.initiate(undefined)),
    'GET',
    `${API}/user/sessions`,
    undefined,
  ],
  [
    '[ASVS V6.2.2] [ASVS V7.4.3] changePassword',
    (s) =>
      s.dispatch(
        accountSecurityApi.endpoints.changePassword.initiate({
          currentPassword: 'ancien-mot-de-passe',
          newPassword: 'nouveau-mot-de-passe',
          endOtherSessions: true,
        }),
      ),
    'POST',
    `${API}/user/password`,
    {
      currentPassword: 'ancien-mot-de-passe',
      newPassword: 'nouveau-mot-de-passe',
      endOtherSessions: true,
    },
  ],
  [
    '[ASVS V7.5.2] endAccountSession',
    (s) =>
      s.dispatch(
        accountSecurityApi.endpoints.endAccountSession.initiate(
          '0b8f5c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
        ),
      ),
    'DELETE',
    `${API}/user/sessions/0b8f5c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e`,
    undefined,
  ],
  [
    '[ASVS V7.5.2] endOtherAccountSessions',
    (s) => s.dispatch(accountSecurityApi.endpoints.endOtherAccountSessions.initiate(undefined)),
    'POST',
    `${API}/user/sessions/end-others`,
    undefined,
  ],
  [
    '[S7.2] getCustomer encodes the e-mail',
    (s) => s.dispatch(customersApi.endpoints.getCustomer.initiate('Jeanne+1@Example.fr')),
    'GET',
    `${USERS}/Jeanne%2B1%40Example.fr`,
    undefined,
  ],
  [
    '[S7.3] updateCustomer',
    (s) =>
      s.dispatch(
        customersApi.endpoints.updateCustomer.initiate({
          email: 'j@example.fr',
          body: { phone: '0612345678' },
        }),
      ),
    'PATCH',
    `${USERS}/j%40example.fr`,
    { phone: '0612345678' },
  ],
  [
    '[S7.4] createCustomer',
    (s) =>
      s.dispatch(
        customersApi.endpoints.createCustomer.initiate({
          titleCode: 'mrs',
          firstName: 'Jeanne',
          lastName: 'Martin',
          uid: 'j@example.fr',
          naosCountry: 'FR',
          phone: '0612345678',
        }),
      ),
    'POST',
    USERS,
    {
      titleCode: 'mrs',
      firstName: 'Jeanne',
      lastName: 'Martin',
      uid: 'j@example.fr',
      naosCountry: 'FR',
      phone: '0612345678',
    },
  ],
  [
    '[S7.5] updateCustomerCountry',
    (s) =>
      s.dispatch(
        customersApi.endpoints.updateCustomerCountry.initiate({
          uid: 'j@example.fr',
          naosCountry: 'BE',
        }),
      ),
    'PATCH',
    `${USERS}/j%40example.fr/country`,
    { naosCountry: 'BE' },
  ],
  [
    '[S2.40] shareListByEmail',
    (s) =>
      s.dispatch(
        shareApi.endpoints.shareListByEmail.initiate({
          listId: LIST,
          body: { recipients: ['a@exemple.fr'], message: 'Bonjour' },
        }),
      ),
    'POST',
    `${API}/ldn/v1/shareListByEmail/aufr/${LIST}`,
    { recipients: ['a@exemple.fr'], message: 'Bonjour' },
  ],
];

describe('endpoints: method, path and body of each call', () => {
  for (const [title, call, method, url, body] of CALLS) {
    it(`${title}: ${method} ${url.replace(API, '').replace(SITE, '')}`, async () => {
      await call(store);

      expect(requests).toEqual([{ method, url, body }]);
    });
  }

  it('[S1.1] [S7.2] the company and the retailer come from the configuration', async () => {
    configureApiClient({ company: 'bbfr', retailer: 'bbfr' });

    await store.dispatch(listsApi.endpoints.getListsByHybrisId.initiate(undefined));
    await store.dispatch(customersApi.endpoints.getCustomer.initiate('a@b.fr'));

    expect(requests.map((request) => request.url)).toEqual([
      `${API}/ldn/v1/getListsByHybrisId/bbfr`,
      `${API}/naoscommercewebservices_bbfr/v2/bbfr/users/a%40b.fr`,
    ]);
  });

  it('[S7.45] the store code comes back as a string, empty when the server has none', async () => {
    answer = () => ({ store_code: 'A12' });
    expect(
      await store.dispatch(storesApi.endpoints.getUserStoreCode.initiate(undefined)).unwrap(),
    ).toBe('A12');

    store = makeStore();
    answer = () => null;
    expect(
      await store.dispatch(storesApi.endpoints.getUserStoreCode.initiate(undefined)).unwrap(),
    ).toBe('');
  });
});

describe('listCriteriaBody', () => {
  it('[S7.14] [S3.10] drops minPrice and maxPrice, keeps every other filter', () => {
    expect(
      listCriteriaBody({
        isOffer: true,
        isPriority: false,
        isPrivate: true,
        orderBy: 'priority',
        prices: [{ label: 'Moins de 20 €', minValue: 0, maxValue: 2_000 }],
        categories: ['bedroom'],
        minPrice: 100,
        maxPrice: null,
      }),
    ).toEqual({
      isOffer: true,
      isPriority: false,
      isPrivate: true,
      orderBy: 'priority',
      prices: [{ label: 'Moins de 20 €', minValue: 0, maxValue: 2_000 }],
      categories: ['bedroom'],
    });
    expect(listCriteriaBody()).toEqual({});
  });
});

describe('tags: the list on screen is read again after the actions that change it', () => {
  const listReads = () =>
    requests.filter((request) => request.url.includes('getItemsOfList')).length;

  const ACTIONS: readonly [string, (store: Store) => unknown][] = [
    [
      '[S7.22] updating an item',
      (s) =>
        s.dispatch(
          listItemsApi.endpoints.updateListItem.initiate({
            listId: LIST,
            codeAx: CODE,
            body: { quantity: 3 },
          }),
        ),
    ],
    [
      '[S7.20] adding an item',
      (s) =>
        s.dispatch(
          listItemsApi.endpoints.addItemToList.initiate({
            listId: LIST,
            body: { productReference: CODE },
          }),
        ),
    ],
    [
      '[S7.21] adding an item by reference',
      (s) =>
        s.dispatch(
          listItemsApi.endpoints.addItemToListByReference.initiate({
            listId: LIST,
            body: { reference: CODE },
          }),
        ),
    ],
    [
      '[S3.7] marking units received elsewhere',
      (s) =>
        s.dispatch(
          listItemsApi.endpoints.updateReceivedElsewhere.initiate({
            listId: LIST,
            codeAx: CODE,
            body: { quantity: 1 },
          }),
        ),
    ],
    [
      '[S3.7] making an item a group gift',
      (s) =>
        s.dispatch(
          listItemsApi.endpoints.updateGroupGift.initiate({
            listId: LIST,
            codeAx: CODE,
            body: { isGroupGift: false },
          }),
        ),
    ],
    [
      '[S7.16] removing an item',
      (s) =>
        s.dispatch(listItemsApi.endpoints.removeListItem.initiate({ listId: LIST, codeAx: CODE })),
    ],
    [
      '[S7.17] updating the list',
      (s) =>
        s.dispatch(
          listChangesApi.endpoints.updateList.initiate({
            listId: LIST,
            body: { title: 'Nouveau titre' },
          }),
        ),
    ],
    [
      '[S7.18] updating the list store data',
      (s) =>
        s.dispatch(
          listChangesApi.endpoints.updateListStoreData.initiate({
            listId: LIST,
            body: { isPickupStoreAllowed: false },
          }),
        ),
    ],
    [
      '[S7.19] closing the list',
      (s) => s.dispatch(listChangesApi.endpoints.closeList.initiate({ listId: LIST })),
    ],
    [
      '[S7.26] marking the gifts delivered',
      (s) => s.dispatch(listChangesApi.endpoints.updateGiftDelivered.initiate({ listId: LIST })),
    ],
  ];

  for (const [title, action] of ACTIONS) {
    it(`${title} refreshes the list (List tag)`, async () => {
      const subscription = store.dispatch(listsApi.endpoints.getList.initiate({ listId: LIST }));
      await subscription;
      expect(listReads()).toBe(1);

      await action(store);

      await vi.waitFor(() => expect(listReads()).toBe(2));
      subscription.unsubscribe();
    });
  }

  it('[S7.13] deleting a list reads the account lists and the profile again, not the deleted list', async () => {
    const list = store.dispatch(listsApi.endpoints.getList.initiate({ listId: LIST }));
    const lists = store.dispatch(listsApi.endpoints.getListsByHybrisId.initiate(undefined));
    const profile = store.dispatch(usersApi.endpoints.getUserProfile.initiate(undefined));
    await Promise.all([list, lists, profile]);
    const reads = (fragment: string) =>
      requests.filter((request) => request.url.includes(fragment)).length;

    await store.dispatch(listChangesApi.endpoints.deleteList.initiate({ listId: LIST }));

    await vi.waitFor(() => {
      expect(reads('getListsByHybrisId')).toBe(2);
      expect(reads('getUserProfil')).toBe(2);
    });
    expect(reads('getItemsOfList')).toBe(1);
    list.unsubscribe();
    lists.unsubscribe();
    profile.unsubscribe();
  });

  it('[S7.6] saving the country reads the profile and the country again', async () => {
    const profile = store.dispatch(usersApi.endpoints.getUserProfile.initiate(undefined));
    const country = store.dispatch(userAccountApi.endpoints.getUserCountry.initiate(undefined));
    await Promise.all([profile, country]);

    await store.dispatch(userAccountApi.endpoints.setUserCountry.initiate('FR'));

    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'GET')).toHaveLength(4),
    );
    profile.unsubscribe();
    country.unsubscribe();
  });
});

describe('answers that are not Not found', () => {
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    configureApiClient({
      apiBase: API,
      siteBase: SITE,
      readCookies: () => 'XSRF-TOKEN=x',
      onNavigate: (_url, target) => navigations.push(target),
      fetchFn: async (input: RequestInfo, init?: RequestInit) => {
        const request = new Request(input, init);
        requests.push({ method: request.method, url: request.url, body: undefined });
        const message = request.url.includes('createList')
          ? 'Le nom de la liste est obligatoire.'
          : 'Code postal inconnu';
        return Response.json({ message }, { status: 400 });
      },
    });
  });

  it('[S7.47] [S2.38] an unknown postal code stays on the form (no Not found)', async () => {
    const result = await store.dispatch(storesApi.endpoints.getClosestStores.initiate('00000'));
    expect(result.error).toMatchObject({ status: 400, data: { message: 'Code postal inconnu' } });
    expect(navigations).toEqual([]);
  });

  it('[S7.12] [S8.2] a refused creation gives the server message to the form (no Not found)', async () => {
    const result = await store.dispatch(
      listChangesApi.endpoints.createList.initiate({ title: '', status: 'DRAFT' }),
    );
    expect(result).toMatchObject({
      error: { status: 400, data: { message: 'Le nom de la liste est obligatoire.' } },
    });
    expect(navigations).toEqual([]);
  });
});

describe('answers that are no failure', () => {
  it("[S8.2] [S4.11] addItemToList's 300 'already in list' comes back to the caller and is not logged; a 409 is", async () => {
    const logError = vi.fn();
    const item = { codeAx: CODE, quantity: 2 };
    let status = 300;
    configureApiClient({
      fetchFn: vi.fn(async () => Response.json(item, { status })),
      logger: { error: logError },
    });
    const add = () =>
      store.dispatch(
        listItemsApi.endpoints.addItemToList.initiate({
          listId: LIST,
          body: { productReference: CODE },
        }),
      );

    const already = await add();
    expect('error' in already && already.error).toEqual({ status: 300, data: item });
    expect(logError).not.toHaveBeenCalled();

    status = 409;
    await add();
    expect(logError).toHaveBeenCalledOnce();
  });
});
