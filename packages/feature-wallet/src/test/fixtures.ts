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
