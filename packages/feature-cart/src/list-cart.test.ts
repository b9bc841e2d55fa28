import { EMPTY_CART } from '@ldn/api-client';
import { describe, expect, it } from 'vitest';
import { cartBadgeCount, cartOfList } from './list-cart';
import { cartAnswer, entry, walletEntry } from './test/fixtures';

describe('cartOfList', () => {
  it('[S2.31] the cart of the list shown is its cart', () => {
    const cart = cartAnswer();
    expect(cartOfList(cart, 'demo00parent')).toEqual({ cart, otherListId: null });
  });

  it("[S2.31] another list's cart is empty here and names its list", () => {
    expect(cartOfList(cartAnswer(), 'other')).toEqual({
      cart: EMPTY_CART,
      otherListId: 'demo00parent',
    });
  });

  it('[S7.7] no cart (ldnId "") or none read yet: empty, no other list', () => {
    expect(cartOfList(EMPTY_CART, 'demo00parent')).toEqual({ cart: EMPTY_CART, otherListId: null });
    expect(cartOfList(undefined, 'demo00parent')).toEqual({ cart: EMPTY_CART, otherListId: null });
  });
});

describe('cartBadgeCount', () => {
  it('[S2.62] [S9.4] the quantities, the wallet contribution counting 1', () => {
    const cart = cartAnswer({ entries: [entry({ quantity: 2 }), walletEntry(150)] });
    expect(cartBadgeCount(cart, 'demo00parent')).toBe(3);
  });

  it('[S2.62] [S2.31] no badge for another list, nor without a list', () => {
    expect(cartBadgeCount(cartAnswer(), 'other')).toBe(0);
    expect(cartBadgeCount(cartAnswer(), null)).toBe(0);
    expect(cartBadgeCount(undefined, 'demo00parent')).toBe(0);
  });
});
