import type { WalletHistorics, WalletMovement } from '@ldn/api-client';

export const JOSETTE: WalletMovement = {
  id: 77,
  contributionId: 500123,
  type: 'CONTRIBUTION',
  amount: 5000,
  balanceAfter: 12500,
  date: '2026-09-20T14:03:00.000Z',
  contributorName: 'Josette Martin',
  isAnonymous: false,
  message: 'Félicitations !',
};

export const USE: WalletMovement = {
  id: 78,
  contributionId: null,
  type: 'USE',
  amount: -5500,
  balanceAfter: 7000,
  date: '2026-09-28T09:30:00.000Z',
  contributorName: '',
  isAnonymous: false,
  message: '',
};

export const ANONYMOUS: WalletMovement = {
  id: 76,
  contributionId: 500100,
  type: 'CONTRIBUTION',
  amount: 7500,
  balanceAfter: 7500,
  date: '2026-09-10T18:00:00.000Z',
  contributorName: '',
  isAnonymous: true,
  message: '',
};

export const CANCELLED_WALLET: WalletMovement = {
  ...JOSETTE,
  id: 79,
  type: 'WALLET_CANCELLED',
  amount: -5000,
  balanceAfter: 2000,
  date: '2026-09-29T10:00:00.000Z',
  message: '',
};

/** A wallet with history: 75 € and 50 € received, 55 € spent in store. */
export function walletAnswer(overrides: Partial<WalletHistorics> = {}): WalletHistorics {
  return {
    contributions: [USE, JOSETTE, ANONYMOUS],
    walletAmount: 7000,
    walletTotalAmount: 12500,
    coupons: [],
    couponMaxAmount: 5000,
    ...overrides,
  };
}

export const EMPTY_WALLET: WalletHistorics = {
  contributions: [],
  walletAmount: 0,
  walletTotalAmount: 0,
  coupons: [],
  couponMaxAmount: 5000,
};

export const COUPONS = [
  { id: 12, code: 'LDN-7Q2M-4K9P', amount: 5000, date: '2026-10-05T10:00:00.000Z' },
  { id: 13, code: 'LDN-8R3N-5L0Q', amount: 1234, date: '2026-10-05T10:00:00.000Z' },
] as const;
