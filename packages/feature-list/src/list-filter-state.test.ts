import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_FILTER_STATE,
  activeFilterCount,
  isDefaultFilterState,
  priceRangesOf,
  toListFilters,
  type ListFilterState,
} from './list-filter-state';

const state = (overrides: Partial<ListFilterState>): ListFilterState => ({
  ...DEFAULT_LIST_FILTER_STATE,
  ...overrides,
});

describe('toListFilters', () => {
  it('[S3.10] [S7.14] nothing in effect reads the list as the navigation guard does (no filters)', () => {
    expect(toListFilters(DEFAULT_LIST_FILTER_STATE, { canFilterPrivate: true })).toBeUndefined();
  });

  it('[S3.10] the only-filters map to isOffer, isPriority and isPrivate', () => {
    expect(
      toListFilters(state({ gifted: true, indispensable: true, private: true }), {
        canFilterPrivate: true,
      }),
    ).toEqual({ isOffer: true, isPriority: true, isPrivate: true });
  });

  it('[S3.10] [S6.3] the private filter is never sent for a guest', () => {
    expect(toListFilters(state({ private: true }), { canFilterPrivate: false })).toBeUndefined();
  });

  it('[S3.10] [S9.8] a sort other than category is sent; category is the default and is not', () => {
    expect(toListFilters(state({ orderBy: 'price_desc' }), { canFilterPrivate: false })).toEqual({
      orderBy: 'price_desc',
    });
    expect(
      toListFilters(state({ orderBy: 'category' }), { canFilterPrivate: false }),
    ).toBeUndefined();
  });

  it('[S9.6] ticked bands go in prices, cheapest first, in cents', () => {
    expect(
      toListFilters(state({ bands: ['OVER_100', 'UNDER_20'] }), { canFilterPrivate: false }),
    ).toEqual({
      prices: [
        { label: 'Moins de 20\u00a0€', minValue: 0, maxValue: 2000 },
        { label: 'Plus de 100\u00a0€', minValue: 10000, maxValue: 10000000 },
      ],
    });
  });

  it('[S3.10] categories are sent as ticked', () => {
    expect(
      toListFilters(state({ categories: ['meals', 'bedroom'] }), { canFilterPrivate: false }),
    ).toEqual({ categories: ['meals', 'bedroom'] });
  });
});

describe('priceRangesOf', () => {
  it('[S5.15] the personalised band replaces the ticked bands, its open side null', () => {
    expect(
      priceRangesOf(
        state({ bands: ['UNDER_20', 'FROM_20_TO_50'], custom: { minCents: 1250, maxCents: null } }),
      ),
    ).toEqual([{ label: 'Personnalisé', minValue: 1250, maxValue: null }]);
  });

  it('[S5.15] without a personalised band the ticked bands apply', () => {
    expect(priceRangesOf(state({ bands: ['FROM_50_TO_100'] }))).toEqual([
      { label: 'De 50\u00a0€ à 100\u00a0€', minValue: 5000, maxValue: 10000 },
    ]);
  });

  it('[S5.15] no band and no personalised band: no price filter', () => {
    expect(priceRangesOf(DEFAULT_LIST_FILTER_STATE)).toEqual([]);
  });
});

describe('activeFilterCount / isDefaultFilterState', () => {
  it('[S3.10] counts each only-filter, band and category; the personalised band once', () => {
    expect(
      activeFilterCount(
        state({ gifted: true, bands: ['UNDER_20', 'OVER_100'], categories: ['look'] }),
      ),
    ).toBe(4);
    expect(
      activeFilterCount(
        state({ bands: ['UNDER_20', 'OVER_100'], custom: { minCents: 0, maxCents: 500 } }),
      ),
    ).toBe(1);
  });

  it('[S3.10] the sort alone is not a filter but is not the default state', () => {
    const sorted = state({ orderBy: 'priority' });
    expect(activeFilterCount(sorted)).toBe(0);
    expect(isDefaultFilterState(sorted)).toBe(false);
    expect(isDefaultFilterState(DEFAULT_LIST_FILTER_STATE)).toBe(true);
  });
});
