import type {
  Customer,
  ListSummary,
  SignedInProfile,
  Store,
  PendingTransaction,
} from '@ldn/api-client';
import { profile } from '@ldn/test-kit/fixtures';

export const SELLER: SignedInProfile = profile({
  pk: 'c-seller',
  email: 'vendeur@example.fr',
  firstName: 'Sophie',
  lastName: 'Vendeuse',
  roles: ['SELLER'],
  store: 'S001',
  isStaff: true,
  favoriteStoreCode: null,
});

export const STORE: Store = {
  name: 'Aubert Paris Rivoli',
  posSystemName: 'WINSHOP',
  storeCode: 'S001',
  store_code: 'S001',
  address: '1 rue de Rivoli',
  postalCode: '75001',
  city: 'Paris',
  isLivMagEligible: true,
};

export const OTHER_STORE: Store = {
  ...STORE,
  name: 'Aubert Lyon',
  storeCode: 'S002',
  store_code: 'S002',
};

export const CUSTOMER: Customer = {
  uid: 'camille@example.fr',
  pk: 'c-camille',
  titleCode: 'mrs',
  title: 'Madame',
  firstName: 'Camille',
  lastName: 'Durand',
  phone: '0611223344',
  naosCountry: 'FR',
  naosCountryNoFallback: 'FR',
  notificationFrequency: 'WEEKLY',
  favoriteStoreCode: 'S001',
};

export const LIST_SUMMARY: ListSummary = {
  id: 'demo00parent',
  number: 100042,
  company: 'aufr',
  title: 'Liste de Camille',
  status: 'VALIDATED',
  statusLabel: 'Validée',
  isDefault: true,
  ownerFirstName: 'Camille',
  ownerLastName: 'Durand',
  coOwnerFirstName: '',
  coOwnerLastName: '',
  childFirstName: 'Léo',
  childBirthday: null,
  numberImage: 'img1',
  creationDate: '2026-10-01T10:00:00.000Z',
};

export const TRANSACTION: PendingTransaction = {
  id: '481203',
  ldnId: 'demo00parent',
  holderFirstName: 'Camille',
  holderLastName: 'Durand',
  contributor: 'Josette Martin',
  emailFrom: '',
  message: '',
  storeCode: 'S001',
  sellerPk: 12,
  transactionType: 'VAE',
  isSelfPurchase: false,
  entries: [
    {
      codeAx: '10000123',
      productName: 'Body en coton',
      img: '/images/body.svg',
      quantity: 2,
      price: 1290,
    },
    {
      codeAx: '10000456',
      productName: 'Doudou lapin',
      img: '/images/doudou.svg',
      quantity: 1,
      price: 2490,
    },
  ],
  totalPrice: 5070,
  potAmount: 0,
  gs1Code: '(415)3012345000019(8020)0000481203(3902)00005070',
  createdAt: '2026-11-24T08:12:00.000Z',
  state: 'IN_PROGRESS',
  transactionBarcode: null,
  missingEntries: [],
  contributionId: null,
};

export const TO_CONFIRM: PendingTransaction = {
  ...TRANSACTION,
  state: 'TO_CONFIRM',
  transactionBarcode: 'AM01-2-004512',
  missingEntries: [{ codeAx: '10000456', productName: 'Doudou lapin', quantity: 1, price: 2490 }],
};

export const TO_CONFIRM_COMPLETE: PendingTransaction = {
  ...TO_CONFIRM,
  missingEntries: [],
};

export const profileAnswer = { status: 200, body: SELLER } as const;
