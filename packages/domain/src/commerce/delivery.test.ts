import { describe, expect, it } from 'vitest';
import { storeDeliveryFeeCents } from './delivery';

describe('storeDeliveryFeeCents', () => {
  it.each([
    [0, 0],
    [1, 290],
    [2_000, 290],
    [5_899, 290],
    [5_900, 0],
    [5_901, 0],
    [100_000, 0],
  ])(
    '[S9.3] products worth %i cents -> a fee of %i cents (2,90 EUR, free from 59,00 EUR)',
    (total, fee) => {
      expect(storeDeliveryFeeCents(total)).toBe(fee);
    },
  );
});
