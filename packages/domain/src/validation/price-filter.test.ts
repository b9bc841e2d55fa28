import { describe, expect, it } from 'vitest';
import {
  formatOverlayPriceRange,
  overlayPriceRange,
  parseCustomPriceCents,
  validateCustomPriceRange,
} from './price-filter';

describe('custom price filter', () => {
  it.each([
    ['12,5', 1_250],
    ['12,50', 1_250],
    ['12.50', 1_250],
    ['12.5', 1_250],
    [' 7 ', 700],
    ['7', 700],
    ['0', 0],
    ['0,01', 1],
    [',5', 50],
    ['12,', 1_200],
    ['007', 700],
    ['1 000', 100_000],
    ['1\u00a0000,50', 100_050],
    ['1\u202f000', 100_000],
    ['20 €', 2_000],
    ['20€', 2_000],
    ['19,99', 1_999],
    ['0,29', 29],
    ['100000', 10_000_000],
    ['100 000,00', 10_000_000],
  ])('[S5.15] parseCustomPriceCents(%j) is %i cents', (text, cents) => {
    expect(parseCustomPriceCents(text)).toEqual({ kind: 'valid', cents });
  });

  it.each([[''], ['   '], [null], [undefined]])(
    '[S5.15] parseCustomPriceCents(%j): empty becomes null',
    (text) => {
      expect(parseCustomPriceCents(text)).toEqual({ kind: 'valid', cents: null });
    },
  );

  it.each([
    ['abc'],
    ['12a'],
    ['-5'],
    ['-0,5'],
    ['+5'],
    ['1e3'],
    ['12,345'],
    ['1,000'],
    ['1.000,50'],
    ['12,5,0'],
    [','],
    ['.'],
    ['€'],
    ['€20'],
    ['100000,01'],
    ['100001'],
    ['99999999999999999999999'],
  ])('[S5.15] parseCustomPriceCents(%j) is invalid', (text) => {
    expect(parseCustomPriceCents(text)).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['12,5', '30', { kind: 'valid', minCents: 1_250, maxCents: 3_000 }],
    ['', '30', { kind: 'valid', minCents: null, maxCents: 3_000 }],
    ['12,5', '', { kind: 'valid', minCents: 1_250, maxCents: null }],
    ['', '', { kind: 'valid', minCents: null, maxCents: null }],
    ['30', '30,00', { kind: 'valid', minCents: 3_000, maxCents: 3_000 }],
    ['30', '29,99', { kind: 'invalid', error: 'INVALID_MAX_PRICE' }],
    ['abc', '30', { kind: 'invalid', error: 'INVALID_MIN_PRICE' }],
    ['-5', '30', { kind: 'invalid', error: 'INVALID_MIN_PRICE' }],
    ['12', 'abc', { kind: 'invalid', error: 'INVALID_MAX_PRICE' }],
    ['abc', 'abc', { kind: 'invalid', error: 'INVALID_MIN_PRICE' }],
  ])('[S5.15] [S5.7] validateCustomPriceRange(%j, %j) -> %j', (min, max, expected) => {
    expect(validateCustomPriceRange(min, max)).toEqual(expected);
  });

  it.each([
    [null, null, '0.00;100000.00'],
    [1_250, null, '12.50;100000.00'],
    [null, 5, '0.00;0.05'],
    [2_000, 5_000, '20.00;50.00'],
    [0, 10_000_000, '0.00;100000.00'],
  ])('[S5.15] formatOverlayPriceRange(%j, %j) -> %j', (min, max, expected) => {
    expect(formatOverlayPriceRange(min, max)).toBe(expected);
  });

  it.each([
    ['12,5', '', '12.50;100000.00'],
    ['', '', '0.00;100000.00'],
    ['', '50', '0.00;50.00'],
    ['4,99', '10 000', '4.99;10000.00'],
    ['  ', '7,5', '0.00;7.50'],
  ])('[S5.15] overlayPriceRange(%j, %j) -> %j', (min, max, value) => {
    expect(overlayPriceRange(min, max)).toEqual({ kind: 'valid', value });
  });

  it.each([
    ['abc', '', 'INVALID_MIN_PRICE'],
    ['', 'abc', 'INVALID_MAX_PRICE'],
    ['50', '20', 'INVALID_MAX_PRICE'],
  ])('[S5.15] overlayPriceRange(%j, %j) is refused with %s', (min, max, error) => {
    expect(overlayPriceRange(min, max)).toEqual({ kind: 'invalid', error });
  });
});
