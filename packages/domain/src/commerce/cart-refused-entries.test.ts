import { describe, expect, it } from 'vitest';
import { splitEntriesByRefusedCodes } from './cart-refused-entries';

const stroller = { code: '00123456', codeAs400: '123456', quantity: 1 };
const bodysuits = { code: '00987654', codeAs400: '987654', quantity: 3 };
const contribution = { code: '01176190', codeAs400: '01176190', quantity: 50 };
const cart = [stroller, bodysuits, contribution];

describe('splitEntriesByRefusedCodes', () => {
  it.each([
    ['no refused code', [], [stroller, bodysuits, contribution], []],
    ['a refused code', ['00987654'], [stroller, contribution], [bodysuits]],
    ['a refused AS400 code', ['123456'], [bodysuits, contribution], [stroller]],
    ['two refused codes', ['00123456', '00987654'], [contribution], [stroller, bodysuits]],
    ['a code absent from the cart', ['00000000'], [stroller, bodysuits, contribution], []],
  ])('[S4.4] [S8.4] %s', (_label, codes, kept, refused) => {
    expect(splitEntriesByRefusedCodes(cart, codes)).toEqual({ kept, refused });
  });

  it('[S4.4] keeps an empty cart empty', () => {
    expect(splitEntriesByRefusedCodes([], ['00123456'])).toEqual({ kept: [], refused: [] });
  });
});
