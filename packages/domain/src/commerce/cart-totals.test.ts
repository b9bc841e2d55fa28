import { describe, expect, it } from 'vitest';
import { cartItemCount, cartTotalCents, productsTotalCents } from './cart-totals';

const stroller = { code: '00123456', quantity: 1, details: { price: 34_999 } };
const bodysuits = { code: '00987654', quantity: 3, details: { price: 1_299 } };
const contribution = { code: '01176190', quantity: 150, details: { price: 100 } };

describe('cartItemCount', () => {
  it.each([
    ['an empty cart', [], 0],
    ['one stroller', [stroller], 1],
    ['3 bodysuits', [bodysuits], 3],
    ['a 150 EUR contribution alone', [contribution], 1],
    ['a stroller, 3 bodysuits and a contribution', [stroller, bodysuits, contribution], 5],
  ])('[S9.4] [S2.62] %s -> %i', (_label, entries, count) => {
    expect(cartItemCount(entries)).toBe(count);
  });
});

describe('cartTotalCents and productsTotalCents', () => {
  it.each([
    ['an empty cart', [], 0, 0],
    ['one stroller', [stroller], 34_999, 34_999],
    ['3 bodysuits', [bodysuits], 3_897, 3_897],
    ['a 150 EUR contribution alone', [contribution], 15_000, 0],
    [
      'a stroller, 3 bodysuits and a contribution',
      [stroller, bodysuits, contribution],
      53_896,
      38_896,
    ],
  ])(
    '[S2.43] [S9.4] [S9.3] %s -> total %i cents, products %i cents',
    (_label, entries, total, products) => {
      expect(cartTotalCents(entries)).toBe(total);
      expect(productsTotalCents(entries)).toBe(products);
    },
  );
});
