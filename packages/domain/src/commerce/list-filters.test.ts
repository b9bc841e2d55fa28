import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_SORT,
  LIST_ONLY_FILTERS,
  LIST_SORT_TYPES,
  filterAndSortListItems,
  listOnlyFilterLabel,
  listSortLabel,
} from './list-filters';
import type { ListItemFilters } from './list-filters';

const item = (
  name: string,
  category: string | null,
  cents: number,
  flags: { priority?: boolean; hidden?: boolean; gifted?: number } = {},
) => ({
  name,
  category,
  prices: { amount: cents, display: '' },
  priority: flags.priority ?? false,
  hidden: flags.hidden ?? false,
  quantityOfContributedItems: flags.gifted ?? 0,
});

// In the server's order.
const bib = item('bib', 'meals', 1_999);
const crib = item('crib', 'bedroom', 24_900, { priority: true });
const rattle = item('rattle', 'awakening', 2_000, { gifted: 1 });
const stroller = item('stroller', 'outings', 49_900, { priority: true, hidden: true, gifted: 1 });
const diapers = item('diapers', 'autres', 5_000, { hidden: true });
const bottle = item('bottle', 'meals', 1_000, { priority: true });
const blanket = item('blanket', 'health', 10_000);
const socks = item('socks', null, 599);
const all = [bib, crib, rattle, stroller, diapers, bottle, blanket, socks];

const names = (items: readonly { name: string }[]) => items.map((i) => i.name);

describe('list sort types and only-filters', () => {
  it('[S3.10] [S9.8] sorts by category by default', () => {
    expect(LIST_SORT_TYPES).toEqual(['category', 'price_asc', 'price_desc', 'priority']);
    expect(DEFAULT_LIST_SORT).toBe('category');
    expect(LIST_ONLY_FILTERS).toEqual({
      private: 'isPrivate',
      indispensable: 'isPriority',
      gifted: 'isOffer',
    });
  });

  it.each([
    ['category', 'Par catégorie'],
    ['price_asc', 'Prix croissant'],
    ['price_desc', 'Prix décroissant'],
    ['priority', 'Indispensables en premier'],
  ] as const)('[S3.10] sort %s is labelled %j', (type, label) => {
    expect(listSortLabel(type)).toBe(label);
  });

  it.each([
    ['private', 'Produits privés'],
    ['indispensable', 'Produits indispensables'],
    ['gifted', 'Produits offerts'],
  ] as const)('[S3.10] only-filter %s is labelled %j', (filter, label) => {
    expect(listOnlyFilterLabel(filter)).toBe(label);
  });
});

describe('filterAndSortListItems', () => {
  it.each<[string, ListItemFilters | undefined, string[]]>([
    [
      'no filter (category sort)',
      undefined,
      ['crib', 'stroller', 'bib', 'bottle', 'rattle', 'blanket', 'diapers', 'socks'],
    ],
    [
      'category sort',
      { orderBy: 'category' },
      ['crib', 'stroller', 'bib', 'bottle', 'rattle', 'blanket', 'diapers', 'socks'],
    ],
    [
      'price ascending',
      { orderBy: 'price_asc' },
      ['socks', 'bottle', 'bib', 'rattle', 'diapers', 'blanket', 'crib', 'stroller'],
    ],
    [
      'price descending',
      { orderBy: 'price_desc' },
      ['stroller', 'crib', 'blanket', 'diapers', 'rattle', 'bib', 'bottle', 'socks'],
    ],
    [
      'indispensable first',
      { orderBy: 'priority' },
      ['crib', 'stroller', 'bottle', 'bib', 'rattle', 'diapers', 'blanket', 'socks'],
    ],
  ])('[S3.10] [S9.8] %s', (_label, filters, expected) => {
    expect(names(filterAndSortListItems(all, filters))).toEqual(expected);
  });

  it.each<[string, ListItemFilters, string[]]>([
    ['gifted only', { isOffer: true }, ['stroller', 'rattle']],
    ['indispensable only', { isPriority: true }, ['crib', 'stroller', 'bottle']],
    ['private only', { isPrivate: true }, ['stroller', 'diapers']],
    ['gifted and indispensable', { isOffer: true, isPriority: true }, ['stroller']],
    [
      'indispensable and private, by price',
      { isPriority: true, isPrivate: true, orderBy: 'price_asc' },
      ['stroller'],
    ],
    [
      'all three only-filters off',
      { isOffer: false, isPriority: false, isPrivate: false },
      ['crib', 'stroller', 'bib', 'bottle', 'rattle', 'blanket', 'diapers', 'socks'],
    ],
    [
      '0 to 20 EUR, bounds included',
      { priceRanges: [{ minCents: 0, maxCents: 2_000 }], orderBy: 'price_asc' },
      ['socks', 'bottle', 'bib', 'rattle'],
    ],
    [
      '20 to 50 EUR, bounds included',
      {
        priceRanges: [{ minCents: 2_000, maxCents: 5_000, includesMax: true }],
        orderBy: 'price_asc',
      },
      ['rattle', 'diapers'],
    ],
    [
      'the 0-20 EUR band, 20,00 EUR excluded',
      { priceRanges: [{ minCents: 0, maxCents: 2_000, includesMax: false }], orderBy: 'price_asc' },
      ['socks', 'bottle', 'bib'],
    ],
    [
      'the 20-50 EUR band, 50,00 EUR excluded',
      { priceRanges: [{ minCents: 2_000, maxCents: 5_000, includesMax: false }] },
      ['rattle'],
    ],
    [
      'the 0-20 and 20-50 EUR bands',
      {
        priceRanges: [
          { minCents: 0, maxCents: 2_000, includesMax: false },
          { minCents: 2_000, maxCents: 5_000, includesMax: false },
        ],
        orderBy: 'price_asc',
      },
      ['socks', 'bottle', 'bib', 'rattle'],
    ],
    [
      'an open band with includesMax false',
      { priceRanges: [{ minCents: 24_900, includesMax: false }] },
      ['crib', 'stroller'],
    ],
    ['19,99 to 19,99 EUR', { priceRanges: [{ minCents: 1_999, maxCents: 1_999 }] }, ['bib']],
    [
      '100 EUR and more',
      { priceRanges: [{ minCents: 10_000 }], orderBy: 'price_asc' },
      ['blanket', 'crib', 'stroller'],
    ],
    [
      'up to 10 EUR (empty min)',
      { priceRanges: [{ minCents: null, maxCents: 1_000 }], orderBy: 'price_asc' },
      ['socks', 'bottle'],
    ],
    [
      'two ranges',
      {
        priceRanges: [
          { minCents: 0, maxCents: 999 },
          { minCents: 40_000, maxCents: null },
        ],
        orderBy: 'price_asc',
      },
      ['socks', 'stroller'],
    ],
    [
      'an empty range list',
      { priceRanges: [], orderBy: 'price_desc' },
      ['stroller', 'crib', 'blanket', 'diapers', 'rattle', 'bib', 'bottle', 'socks'],
    ],
    ['meals', { categories: ['meals'] }, ['bib', 'bottle']],
    ['autres takes items without category', { categories: ['autres'] }, ['diapers', 'socks']],
    ['an unknown category', { categories: ['health'] }, ['blanket']],
    [
      'two categories, indispensable',
      { categories: ['meals', 'bedroom'], isPriority: true },
      ['crib', 'bottle'],
    ],
    ['an empty category list', { categories: [], isPrivate: true }, ['stroller', 'diapers']],
    ['nothing matches', { categories: ['look'] }, []],
  ])('[S3.10] %s', (_label, filters, expected) => {
    expect(names(filterAndSortListItems(all, filters))).toEqual(expected);
  });

  it('[S3.10] leaves the given array untouched', () => {
    const items = [bib, crib];
    filterAndSortListItems(items, { orderBy: 'price_desc' });
    expect(names(items)).toEqual(['bib', 'crib']);
  });
});
