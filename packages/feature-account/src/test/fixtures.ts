import type {
  AccountSessions,
  AnonymousProfile,
  BirthList,
  ListSummary,
  NearbyStore,
  SignedInProfile,
  Store,
} from '@ldn/api-client';
import { listSummary as kitListSummary, NO_PRODUCTS, profile } from '@ldn/test-kit/fixtures';

/**
 * Fake data of the account screens' tests and stories, shaped as the server answers (the demo
 * parent of the seed: Julie Martin, her published list and a draft).
 */

export const anonymousProfile: AnonymousProfile = { logged: false };

export const parentProfile: SignedInProfile = profile({
  pk: '1001',
  firstName: 'Julie',
  hasPickupStoreList: true,
});

export const sellerProfile: SignedInProfile = profile({
  ...parentProfile,
  pk: '9001',
  email: 'vendeur@example.fr',
  firstName: 'Paul',
  lastName: 'Durand',
  roles: ['SELLER'],
  store: 'S001',
  isStaff: true,
});

export function listSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return kitListSummary({
    number: 100001,
    ownerFirstName: 'Julie',
    coOwnerFirstName: 'Marc',
    coOwnerLastName: 'Martin',
    childBirthday: '2027-03-14T00:00:00.000Z',
    numberImage: 'img2',
    creationDate: '2026-09-01T10:00:00.000Z',
    ...overrides,
  });
}

/** Three lists: the published default one, a draft, a closed one. */
export const threeLists: readonly ListSummary[] = [
  listSummary(),
  listSummary({
    id: 'demo00draft',
    number: 100002,
    title: 'Liste pour Jules',
    status: 'DRAFT',
    statusLabel: 'Brouillon',
    isDefault: false,
    numberImage: 'img5',
  }),
  listSummary({
    id: 'demo00closed',
    number: 100003,
    title: 'La liste de Tom',
    status: 'CLOSED',
    statusLabel: 'Cloturée',
    isDefault: false,
    numberImage: 'img9',
  }),
];

export function birthList(
  overrides: Partial<BirthList['informations']> = {},
  isDefault = true,
): BirthList {
  return {
    id: 'demo00parent',
    isOwner: true,
    isAttachedToDefaultAccount: true,
    walletAmount: 0,
    walletTotalAmount: 0,
    isDefault,
    company: 'aufr',
    informations: {
      title: 'La liste de Léa',
      status: 'VALIDATED',
      statusLabel: 'Validée',
      number: 100001,
      childFirstName: 'Léa',
      creationDate: '2026-09-01T10:00:00.000Z',
      publicationDate: '2026-09-01T10:00:00.000Z',
      closingDate: null,
      welcomeMessage: 'Merci de partager notre bonheur !',
      ownerFirstName: 'Julie',
      ownerLastName: 'Martin',
      ownerPhone: '0612345678',
      ownerMail: 'parent@example.fr',
      coOwnerFirstName: 'Marc',
      coOwnerLastName: 'Martin',
      coOwnerMail: '',
      notificationFrequency: 'WEEKLY',
      numberImage: 'img2',
      isBabyNameHidden: false,
      isBabyBirthdayHidden: true,
      isSearchable: true,
      isPrivate: false,
      childBirthday: '2027-03-14T00:00:00.000Z',
      isGiftDelivered: false,
      categories: [],
      isPickupStoreAllowed: true,
      contactStoreCode: 'S001',
      ...overrides,
    },
    products: NO_PRODUCTS,
  };
}

export const parisStore: Store = {
  name: 'Paris Vaugirard',
  posSystemName: 'WINSHOP',
  storeCode: 'S001',
  store_code: 'S001',
  address: '212 rue de Vaugirard',
  postalCode: '75015',
  city: 'Paris',
  isLivMagEligible: true,
};

export const lyonStores: readonly NearbyStore[] = [
  {
    name: 'Lyon Part-Dieu',
    posSystemName: 'WINSHOP',
    storeCode: 'S003',
    store_code: 'S003',
    address: '17 rue du Docteur Bouchut',
    postalCode: '69003',
    city: 'Lyon',
    isLivMagEligible: true,
    distanceKm: 1.2,
  },
  {
    name: 'Villeurbanne',
    posSystemName: 'WINSHOP',
    storeCode: 'S012',
    store_code: 'S012',
    address: '4 cours Émile Zola',
    postalCode: '69100',
    city: 'Villeurbanne',
    isLivMagEligible: false,
    distanceKm: 4.5,
  },
];

/** ASVS V7.5.2 The demo parent signed in on her laptop (this browser) and on her phone. */
export const accountSessions: AccountSessions = {
  canChangePassword: true,
  sessions: [
    {
      id: '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f',
      current: false,
      device: 'Chrome sur Android',
      createdAt: '2026-11-20T08:15:00.000Z',
      lastSeenAt: '2026-11-25T19:40:00.000Z',
    },
    {
      id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
      current: true,
      device: 'Firefox sur Windows',
      createdAt: '2026-11-24T10:05:00.000Z',
      lastSeenAt: '2026-11-25T09:00:00.000Z',
    },
  ],
};
