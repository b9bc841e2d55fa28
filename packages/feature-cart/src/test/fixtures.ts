import type { CartEntry } from '@ldn/domain';
import type { ApiCart } from '../cart-api';
import type { BirthList, ListInformations, SignedInProfile } from '@ldn/api-client';

export const PARENT: SignedInProfile = {
  logged: true,
  pk: 'c-parent',
  email: 'parent@example.fr',
  titleCode: 'mrs',
  title: 'Madame',
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '0612345678',
  roles: [],
  store: null,
  country: 'FR',
  notificationFrequency: 'WEEKLY',
  isStaff: false,
  favoriteStoreCode: 'S001',
  hasPickupStoreList: false,
};

export const SELLER: SignedInProfile = {
  ...PARENT,
  pk: 'c-seller',
  email: 'vendeur@example.fr',
  roles: ['SELLER'],
  store: 'S001',
  isStaff: true,
};

const INFORMATIONS: ListInformations = {
  title: 'La liste de Léa',
  status: 'VALIDATED',
  statusLabel: 'Validée',
  number: 1001,
  childFirstName: 'Léa',
  creationDate: '2026-09-01T00:00:00.000Z',
  publicationDate: '2026-09-01T00:00:00.000Z',
  closingDate: null,
  welcomeMessage: 'Bienvenue sur notre liste !',
  ownerFirstName: 'Camille',
  ownerLastName: 'Martin',
  ownerPhone: '',
  ownerMail: '',
  coOwnerFirstName: '',
  coOwnerLastName: '',
  coOwnerMail: '',
  notificationFrequency: 'WEEKLY',
  numberImage: 'img1',
  isBabyNameHidden: false,
  isBabyBirthdayHidden: false,
  isSearchable: true,
  isPrivate: false,
  childBirthday: null,
  isGiftDelivered: false,
  categories: [],
  isPickupStoreAllowed: false,
  contactStoreCode: 'S001',
};

/** A list answer of [S7.14] with no products. */
export function listAnswer(
  id: string,
  status: ListInformations['status'] = 'VALIDATED',
  isOwner = true,
): BirthList {
  return {
    id,
    isOwner,
    isAttachedToDefaultAccount: true,
    walletAmount: 0,
    walletTotalAmount: 0,
    isDefault: true,
    company: 'aufr',
    informations: { ...INFORMATIONS, status, statusLabel: status },
    products: {
      maxPrice: 0,
      minPrice: 0,
      items: [],
      itemsByCategory: [],
      itemsContributed: [],
      nbItems: 0,
    },
  };
}

// --- carts ---

/** A product line of a cart. */
export function entry(
  overrides: Omit<Partial<CartEntry>, 'details'> & {
    readonly details?: Partial<CartEntry['details']>;
  } = {},
): CartEntry {
  const { details, ...rest } = overrides;
  return {
    code: '10000123',
    codeAs400: 'AS10000123',
    quantity: 2,
    isSetAside: false,
    ...rest,
    details: {
      productName: 'Body manches longues',
      img: '/images/products/10000123.svg',
      qtyMax: 3,
      price: 1290,
      ...details,
    },
  };
}

/** The wallet contribution line: the special item 01176190, quantity in euros. */
export function walletEntry(euros: number): CartEntry {
  return {
    code: '01176190',
    codeAs400: '01176190',
    quantity: euros,
    isSetAside: false,
    details: { productName: 'Participation à la cagnotte', img: '', qtyMax: 10000, price: 100 },
  };
}

/** A cart of demo00parent as `GET /user/cart` answers it (totals as the server computes them). */
export function cartAnswer(overrides: Partial<ApiCart> = {}): ApiCart {
  return {
    ldnId: 'demo00parent',
    giftMessageData: { message: '', from: '' },
    entries: [
      entry(),
      entry({
        code: '10000456',
        codeAs400: 'AS10000456',
        quantity: 1,
        details: { productName: 'Gigoteuse', img: '', qtyMax: 1, price: 3990 },
      }),
    ],
    contributorName: '',
    contributorEmail: '',
    message: '',
    contributionAmount: 0,
    walletAmount: 0,
    makeAvailableToTheHolder: false,
    holderFavoriteStore: 'S001',
    clientType: 'RELATIVE',
    transactionType: 'CMD',
    deliveryOption: 'NONE',
    itemCount: 3,
    productsTotal: 6570,
    deliveryFee: 0,
    total: 6570,
    storeDeliveryAvailable: true,
    ...overrides,
  };
}

/** An anonymous visitor's profile [S7.9]. */
export const ANONYMOUS = { logged: false } as const;
