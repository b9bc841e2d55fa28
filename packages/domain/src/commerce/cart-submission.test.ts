import { describe, expect, it } from 'vitest';
import { decideCartSubmission, isAlternatePosOrder } from './cart-submission';
import type { CartSubmissionInput } from './cart-submission';

const seller = { pk: '1', roles: ['SELLER'] };
const accountant = { pk: '2', roles: ['ACCOUNTANT'] };
const sellerAccountant = { pk: '3', roles: ['SELLER', 'ACCOUNTANT'] };
const parent = { pk: '4', roles: ['CUSTOMER'] };
const mainStore = { posSystemName: 'WINSHOP' };
const alternateStore = { posSystemName: 'CEGID' };

/** A SELLER selling to the holder, wallet and total above 0, main point of sale, store order. */
const base: CartSubmissionInput = {
  user: seller,
  clientType: 'HOLDER',
  listWalletCents: 2_000,
  totalCents: 5_000,
  store: mainStore,
  transactionType: 'CMD',
};

describe('isAlternatePosOrder', () => {
  it.each([
    [alternateStore, 'CMD', true],
    [alternateStore, undefined, true],
    [alternateStore, 'VAE', false],
    [mainStore, 'CMD', false],
    [mainStore, 'VAE', false],
    [{ posSystemName: null }, 'CMD', false],
    [null, 'CMD', false],
    [undefined, undefined, false],
  ] as const)('[S1.5] [S4.5] store %j with type %s -> %s', (store, type, expected) => {
    expect(isAlternatePosOrder(store, type)).toBe(expected);
  });
});

describe('decideCartSubmission', () => {
  it.each<[string, Partial<CartSubmissionInput>, string]>([
    // Non-staff buyers always go to checkout.
    ['an anonymous relative', { user: undefined, clientType: 'RELATIVE' }, 'checkout'],
    ['an anonymous relative (null user)', { user: null, clientType: 'RELATIVE' }, 'checkout'],
    ['a signed-in parent', { user: parent }, 'checkout'],
    [
      'a signed-in parent on an alternate store',
      { user: parent, store: alternateStore },
      'checkout',
    ],
    // The wallet popup: SELLER without ACCOUNTANT, holder, wallet > 0, total > 0, not alternate order.
    ['a SELLER for the holder with wallet and total', {}, 'walletPopup'],
    ['a SELLER for the holder, VAE on the main store', { transactionType: 'VAE' }, 'walletPopup'],
    [
      'a SELLER for the holder, VAE on the alternate store',
      { store: alternateStore, transactionType: 'VAE' },
      'walletPopup',
    ],
    ['a SELLER for the holder without store', { store: undefined }, 'walletPopup'],
    [
      'a SELLER for the holder, 1 cent of wallet and total',
      { listWalletCents: 1, totalCents: 1 },
      'walletPopup',
    ],
    // ... and each condition that prevents it.
    ['the popup already answered', { walletPopupAnswered: true }, 'transaction'],
    ['a SELLER for a relative', { clientType: 'RELATIVE' }, 'transaction'],
    ['an empty wallet', { listWalletCents: 0 }, 'transaction'],
    ['a negative wallet', { listWalletCents: -100 }, 'transaction'],
    ['a total of 0', { totalCents: 0 }, 'transaction'],
    // [S6.5] only a SELLER without ACCOUNTANT creates transactions: the others pay at checkout.
    ['a SELLER who is also ACCOUNTANT', { user: sellerAccountant }, 'checkout'],
    ['an ACCOUNTANT', { user: accountant }, 'checkout'],
    ['an alternate store order (CMD)', { store: alternateStore }, 'checkout'],
    [
      'an alternate store order without type',
      { store: alternateStore, transactionType: undefined },
      'checkout',
    ],
    // The submission path of staff once no popup applies.
    [
      'a SELLER for a relative on the alternate store (CMD)',
      { clientType: 'RELATIVE', store: alternateStore },
      'checkout',
    ],
    [
      'a SELLER for a relative on the alternate store (VAE)',
      { clientType: 'RELATIVE', store: alternateStore, transactionType: 'VAE' },
      'transaction',
    ],
    [
      'an ACCOUNTANT on the alternate store (CMD)',
      { user: accountant, store: alternateStore },
      'checkout',
    ],
    [
      'an ACCOUNTANT on the alternate store (VAE)',
      { user: accountant, store: alternateStore, transactionType: 'VAE' },
      'checkout',
    ],
    [
      'a SELLER after the popup on the alternate store (VAE)',
      { store: alternateStore, transactionType: 'VAE', walletPopupAnswered: true },
      'transaction',
    ],
    [
      'a SELLER for a relative with an empty wallet on the main store (VAE)',
      { clientType: 'RELATIVE', listWalletCents: 0, transactionType: 'VAE' },
      'transaction',
    ],
  ])('[S4.3] [S4.5] [S6.5] %s -> %s', (_label, overrides, step) => {
    expect(decideCartSubmission({ ...base, ...overrides })).toEqual({ step });
  });
});
