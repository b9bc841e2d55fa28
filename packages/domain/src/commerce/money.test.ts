import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuros, parseEuros } from './money';

describe('formatEuros', () => {
  it.each([
    [0, '0,00\u00a0€'],
    [1, '0,01\u00a0€'],
    [29, '0,29\u00a0€'],
    [290, '2,90\u00a0€'],
    [499, '4,99\u00a0€'],
    [500, '5,00\u00a0€'],
    [1250, '12,50\u00a0€'],
    [5900, '59,00\u00a0€'],
    [99_999, '999,99\u00a0€'],
    [100_000, '1\u202f000,00\u00a0€'],
    [1_000_000, '10\u202f000,00\u00a0€'],
    [1_000_001, '10\u202f000,01\u00a0€'],
    [123_456_789, '1\u202f234\u202f567,89\u00a0€'],
    [-500, '-5,00\u00a0€'],
  ])('[S9.1] %i cents -> %j (fr-FR, 2 decimals, Intl no-break spaces)', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('[S9.1] writes every safe integer of cents to the cent, not through a float', () => {
    // `cents / 100` as a float would end in ,90 here.
    expect(formatEuros(Number.MAX_SAFE_INTEGER)).toBe(
      '90\u202f071\u202f992\u202f547\u202f409,91\u00a0€',
    );
    expect(formatEuros(-Number.MAX_SAFE_INTEGER)).toBe(
      '-90\u202f071\u202f992\u202f547\u202f409,91\u00a0€',
    );
  });

  it('[S9.1] any amount is grouped by three with narrow no-break spaces and parses back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatEuros(cents);
        expect(text).toMatch(/^\d{1,3}(?:\u202f\d{3})*,\d{2}\u00a0€$/);
        expect(parseEuros(text)).toBe(cents);
        expect(formatEuros(-cents)).toBe(cents === 0 ? text : `-${text}`);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    '[S9.1] refuses %s: money is integer cents',
    (cents) => {
      expect(() => formatEuros(cents)).toThrow(RangeError);
    },
  );
});

describe('parseEuros', () => {
  it.each([
    ['0', 0],
    ['5', 500],
    ['0,29', 29],
    ['0.29', 29],
    ['1,1', 110],
    ['4,99', 499],
    ['5,00', 500],
    ['12,5', 1250],
    ['12.50', 1250],
    ['  12,50  ', 1250],
    ['1.15', 115],
    ['4.35', 435],
    ['10000', 1_000_000],
    ['10 000', 1_000_000],
    ['10 000,00', 1_000_000],
    ['10 000,01', 1_000_001],
    ['10\u00a0000,01', 1_000_001],
    ['1\u202f234\u202f567,89', 123_456_789],
    ['12,50 €', 1250],
    ['12,50\u00a0€', 1250],
    ['12€', 1200],
    ['10\u202f000,00\u00a0€', 1_000_000],
  ])('[S9.1] %j -> %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['abc'],
    ['12,505'],
    ['-5'],
    ['+5'],
    [',50'],
    ['12,'],
    ['1.000,00'],
    ['1.000'],
    ['1 00'],
    ['10  000'],
    ['12,50 EUR'],
    ['1e3'],
    ['99999999999999999999'],
  ])('[S9.1] %j is not an amount -> undefined', (text) => {
    expect(parseEuros(text)).toBeUndefined();
  });

  it.each([[0], [29], [1250], [1_000_000], [123_456_789]])(
    '[S9.1] a formatted amount parses back: %i cents',
    (cents) => {
      expect(parseEuros(formatEuros(cents))).toBe(cents);
    },
  );
});
