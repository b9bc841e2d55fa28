import type { Contribution, ContributionEntry, Historics } from '@ldn/api-client';

/** Josette's line: 2 bodies, 1 returned. */
export const BODY_ENTRY: ContributionEntry = {
  id: 9001,
  codeAx: '10000123',
  productName: 'Body manches longues',
  img: '/images/products/10000123.svg',
  quantity: 2,
  unitPrice: 1290,
  amount: 2580,
  quantityReturned: 1,
  returnableQuantity: 1,
};

/** Paul's line: a stroller. */
export const STROLLER_ENTRY: ContributionEntry = {
  id: 9002,
  codeAx: '20000456',
  productName: 'Poussette citadine',
  img: '',
  quantity: 1,
  unitPrice: 29900,
  amount: 29900,
  quantityReturned: 0,
  returnableQuantity: 1,
};

/** Josette's gift: 2 bodies (1 returned) and 50 € for the wallet, thanked already. */
export const GIFT: Contribution = {
  id: 500123,
  contributionId: 500123,
  kind: 'GIFT',
  status: 'CONFIRMED',
  date: '2026-09-20T14:03:00.000Z',
  contributorName: 'Josette Martin',
  isAnonymous: false,
  contributorEmail: 'josette@example.fr',
  message: 'Félicitations !',
  giftMessageData: { message: 'Pour Léa', from: 'Mamie' },
  entries: [BODY_ENTRY],
  productsAmount: 2580,
  walletAmount: 5000,
  deliveryFee: 0,
  totalAmount: 7580,
  thanks: { message: 'Merci beaucoup !', date: '2026-09-21T08:00:00.000Z' },
  cancelledAt: null,
  coupon: null,
};

/** An anonymous relative's wallet participation, not thanked yet, no e-mail. */
export const ANONYMOUS_WALLET: Contribution = {
  id: 500124,
  contributionId: 500124,
  kind: 'WALLET',
  status: 'CONFIRMED',
  date: '2026-09-22T22:30:00.000Z',
  contributorName: '',
  isAnonymous: true,
  contributorEmail: '',
  message: '',
  giftMessageData: { message: '', from: '' },
  entries: [],
  productsAmount: 0,
  walletAmount: 3000,
  deliveryFee: 0,
  totalAmount: 3000,
  thanks: null,
  cancelledAt: null,
  coupon: null,
};

/** Paul's gift of a stroller with store delivery, not thanked yet. */
export const STROLLER: Contribution = {
  id: 500125,
  contributionId: 500125,
  kind: 'GIFT',
  status: 'CONFIRMED',
  date: '2026-09-25T09:15:00.000Z',
  contributorName: 'Paul Durand',
  isAnonymous: false,
  contributorEmail: 'paul@example.fr',
  message: 'Pour les balades !',
  giftMessageData: { message: '', from: '' },
  entries: [STROLLER_ENTRY],
  productsAmount: 29900,
  walletAmount: 0,
  deliveryFee: 0,
  totalAmount: 29900,
  thanks: null,
  cancelledAt: null,
  coupon: null,
};

/** The parents bought a bath themselves. */
export const SELF_PURCHASE: Contribution = {
  ...STROLLER,
  id: 500126,
  contributionId: 500126,
  kind: 'SELF_PURCHASE',
  date: '2026-09-26T10:00:00.000Z',
  contributorName: 'Camille Martin',
  contributorEmail: 'parent@example.fr',
  message: '',
  entries: [
    {
      id: 9003,
      codeAx: '30000789',
      productName: 'Baignoire pliable',
      img: '',
      quantity: 1,
      unitPrice: 3490,
      amount: 3490,
      quantityReturned: 0,
      returnableQuantity: 1,
    },
  ],
  productsAmount: 3490,
  totalAmount: 3490,
};

/** A contribution cancelled by the store. */
export const CANCELLED: Contribution = {
  ...STROLLER,
  id: 500127,
  contributionId: 500127,
  status: 'CANCELLED',
  contributorName: 'Marc Petit',
  contributorEmail: '',
  message: '',
  cancelledAt: '2026-09-27T15:00:00.000Z',
};

/** A reward coupon, after closing. */
export const COUPON: Contribution = {
  id: 12,
  contributionId: null,
  kind: 'COUPON',
  status: 'CONFIRMED',
  date: '2026-10-05T10:00:00.000Z',
  contributorName: '',
  isAnonymous: false,
  contributorEmail: '',
  message: '',
  giftMessageData: { message: '', from: '' },
  entries: [],
  productsAmount: 0,
  walletAmount: 0,
  deliveryFee: 0,
  totalAmount: 5000,
  thanks: null,
  cancelledAt: null,
  coupon: { code: 'LDN-7Q2M-4K9P', amount: 5000 },
};

/** At closing, the 120 € given towards an unfinished group gift went to the wallet. */
export const GROUP_GIFT_TO_WALLET: Contribution = {
  ...COUPON,
  id: -7,
  kind: 'GROUP_GIFT',
  walletAmount: 12000,
  totalAmount: 12000,
  coupon: null,
  groupGift: { codeAx: '30000042', productName: 'Poussette trio' },
};

/** The activity with Josette's, the anonymous and Paul's contributions: 324,80 € bought, reward reached. */
export function historicsAnswer(
  contributions: readonly Contribution[] = [STROLLER, ANONYMOUS_WALLET, GIFT],
  amounts: Partial<Omit<Historics, 'contributions'>> = {},
): Historics {
  return {
    contributions,
    purchaseAmount: 31190,
    rewardAmount: 3119,
    minPurchaseAmountForReward: 30000,
    remainingAmountForReward: 0,
    walletAmount: 8000,
    walletTotalAmount: 8000,
    ...amounts,
  };
}

/** Below the threshold: 120 € bought, 180 € to go. */
export const NOT_REACHED = {
  purchaseAmount: 12000,
  rewardAmount: 0,
  remainingAmountForReward: 18000,
} as const;
