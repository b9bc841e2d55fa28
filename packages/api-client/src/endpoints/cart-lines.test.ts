import { EMPTY_CART } from '@ldn/contract';
import { describe, expect, it } from 'vitest';
import { productLines } from './cart-lines';

const line = (code: string, quantity: number) => ({
  code,
  codeAs400: code,
  quantity,
  isSetAside: false,
  details: { productName: code, img: '', qtyMax: 99, price: 100 },
});

describe('productLines', () => {
  it('[S3.11] [S9.4] leaves the wallet contribution line out, products in their order', () => {
    const first = line('12345678', 2);
    const second = line('87654321', 1);

    expect(productLines([first, line('01176190', 50), second])).toEqual([first, second]);
    expect(productLines([line('01176190', 50)])).toEqual([]);
    expect(productLines(EMPTY_CART.entries)).toEqual([]);
  });
});
