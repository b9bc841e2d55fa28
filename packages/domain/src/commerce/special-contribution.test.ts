import { describe, expect, it } from 'vitest';
import { isSpecialContributionItem, specialContributionEntry } from './special-contribution';

describe('isSpecialContributionItem', () => {
  it.each([
    ['01176190', true],
    ['1176190', false],
    ['011761900', false],
    ['01176191', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('[S9.4] %j -> %s', (code, expected) => {
    expect(isSpecialContributionItem(code)).toBe(expected);
  });
});

describe('specialContributionEntry', () => {
  it('[S9.4] carries 25 EUR as 25 units of the 1 EUR special item', () => {
    expect(specialContributionEntry(2_500)).toEqual({
      code: '01176190',
      codeAs400: '01176190',
      quantity: 25,
      isSetAside: false,
      details: { productName: 'Participation à la cagnotte', img: '', qtyMax: 10_000, price: 100 },
    });
  });

  it.each([
    [500, 5],
    [1_000_000, 10_000],
  ])('[S9.4] [S5.2] %i cents at the wallet bounds -> quantity %i', (cents, quantity) => {
    expect(specialContributionEntry(cents)?.quantity).toBe(quantity);
  });

  it.each([[499], [1_000_001], [1_250], [Number.NaN]])(
    '[S9.4] [S5.2] %s cents is refused by the wallet rule -> no entry',
    (cents) => {
      expect(specialContributionEntry(cents)).toBeUndefined();
    },
  );
});
