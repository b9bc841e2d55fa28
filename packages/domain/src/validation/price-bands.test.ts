import { describe, expect, it } from 'vitest';
import {
  PRICE_UPPER_BOUND_CENTS,
  STANDARD_PRICE_BANDS,
  bandContains,
  customPriceBand,
  effectivePriceRanges,
  type PriceBand,
  type PriceRange,
  type PriceBandId,
} from './price-bands';

const band = (id: PriceBandId): PriceBand => {
  const found = STANDARD_PRICE_BANDS.find((b) => b.id === id);
  if (!found) throw new Error(`no band ${id}`);
  return found;
};

describe('price bands', () => {
  it('[S9.6] [S3.18] lists 0-20, 20-50, 50-100 and 100-100 000 €, in cents, with French labels', () => {
    expect(STANDARD_PRICE_BANDS).toEqual([
      {
        id: 'UNDER_20',
        label: 'Moins de 20\u00a0€',
        minValue: 0,
        maxValue: 2_000,
        includesMax: false,
      },
      {
        id: 'FROM_20_TO_50',
        label: 'De 20\u00a0€ à 50\u00a0€',
        minValue: 2_000,
        maxValue: 5_000,
        includesMax: false,
      },
      {
        id: 'FROM_50_TO_100',
        label: 'De 50\u00a0€ à 100\u00a0€',
        minValue: 5_000,
        maxValue: 10_000,
        includesMax: false,
      },
      {
        id: 'OVER_100',
        label: 'Plus de 100\u00a0€',
        minValue: 10_000,
        maxValue: 10_000_000,
        includesMax: true,
      },
    ]);
    expect(PRICE_UPPER_BOUND_CENTS).toBe(10_000_000);
  });

  it.each([
    [0, 'UNDER_20'],
    [1, 'UNDER_20'],
    [1_999, 'UNDER_20'],
    [2_000, 'FROM_20_TO_50'],
    [2_001, 'FROM_20_TO_50'],
    [4_999, 'FROM_20_TO_50'],
    [5_000, 'FROM_50_TO_100'],
    [9_999, 'FROM_50_TO_100'],
    [10_000, 'OVER_100'],
    [10_001, 'OVER_100'],
    [9_999_999, 'OVER_100'],
    [10_000_000, 'OVER_100'],
  ])(
    '[S9.6] %i cents belongs to exactly one band: %s ([min, max), top band closed)',
    (price, id) => {
      expect(STANDARD_PRICE_BANDS.filter((b) => bandContains(b, price)).map((b) => b.id)).toEqual([
        id,
      ]);
    },
  );

  it.each([
    [-1, 'UNDER_20'],
    [10_000_001, 'OVER_100'],
  ])('[S9.6] %i cents is outside the bands (%s included)', (price, id) => {
    expect(bandContains(band(id as PriceBandId), price)).toBe(false);
    expect(STANDARD_PRICE_BANDS.some((b) => bandContains(b, price))).toBe(false);
  });

  it.each([
    [1_250, 3_000, { minValue: 1_250, maxValue: 3_000 }],
    [null, 3_000, { minValue: 0, maxValue: 3_000 }],
    [1_250, null, { minValue: 1_250, maxValue: 10_000_000 }],
    [0, 0, { minValue: 0, maxValue: 0 }],
  ])('[S9.6] [S5.15] customPriceBand(%j, %j) spans %j', (min, max, bounds) => {
    expect(customPriceBand(min, max)).toEqual({
      id: 'CUSTOM',
      label: 'Personnalisé',
      ...bounds,
      includesMax: true,
    });
  });

  it('[S9.6] [S5.15] no custom band when both bounds are empty', () => {
    expect(customPriceBand(null, null)).toBeNull();
  });

  it.each([
    [1_249, false],
    [1_250, true],
    [3_000, true],
    [3_001, false],
  ])(
    '[S9.6] the custom band 12,50-30,00 € contains %i cents: %s (both bounds included)',
    (price, expected) => {
      const custom = customPriceBand(1_250, 3_000);
      expect(custom && bandContains(custom, price)).toBe(expected);
    },
  );
});

describe('effective price ranges', () => {
  const [under20, from20To50] = STANDARD_PRICE_BANDS;
  const selected = [under20, from20To50].filter((b): b is NonNullable<typeof b> => b !== undefined);

  it('[S5.15] the personalised price filter replaces all other price filters', () => {
    const custom = customPriceBand(1_250, 3_000);
    expect(custom).not.toBeNull();
    expect(effectivePriceRanges(selected, custom)).toEqual([custom]);
  });

  it('[S5.15] [S9.6] without a custom band the selected bands apply', () => {
    expect(selected).toHaveLength(2);
    expect(effectivePriceRanges(selected, null)).toEqual(selected);
    expect(effectivePriceRanges(selected, undefined)).toEqual(selected);
    expect(effectivePriceRanges(selected, customPriceBand(null, null))).toEqual(selected);
  });

  it('[S5.15] with nothing selected there is no price filter', () => {
    expect(effectivePriceRanges<PriceRange>([], null)).toEqual([]);
  });
});
