import { describe, expect, it } from 'vitest';
import {
  filterClause,
  isNumericTerm,
  isSearchableTerm,
  NO_FILTERS,
  parsePriceRange,
  shouldAutoSearch,
  toggle,
} from './search-rules';

const BASE = [
  { match: { field: 'c:canaddtoldn', value: 'Oui' } },
  { match: { field: 'c:isbundle', value: 'Non' } },
];

describe('terms', () => {
  it.each([
    ['', false],
    ['b', false],
    [' b  ', false],
    ['bi', true],
    ['  bi ', true],
  ])('[S5.18] [S9.9] %j is searchable: %s (at least 2 characters once trimmed)', (text, searchable) => {
    expect(isSearchableTerm(text)).toBe(searchable);
  });

  it.each([
    ['bib', false],
    ['  bib  ', false],
    ['bibe', true],
    [' bibe', true],
  ])('[S4.12] [S9.9] %j starts the 1 s auto-search: %s (more than 3 trimmed characters)', (text, auto) => {
    expect(shouldAutoSearch(text)).toBe(auto);
  });

  it.each([
    ['01234567', true],
    [' 0123 ', true],
    ['0123a', false],
    ['12,5', false],
    ['', false],
  ])('[S5.18] %j is a numeric term: %s', (term, numeric) => {
    expect(isNumericTerm(term)).toBe(numeric);
  });
});

describe('filterClause', () => {
  it('[S5.18] a text search keeps only addable products that are not bundles', () => {
    expect(filterClause({ mode: 'search', term: 'biberon', filters: NO_FILTERS })).toEqual({ and: BASE });
  });

  it('[S5.18] a numeric search drops those filters (the overlay filters the references itself)', () => {
    expect(filterClause({ mode: 'search', term: '01234567', filters: NO_FILTERS })).toBeNull();
    expect(
      filterClause({ mode: 'search', term: '01234567', filters: { ...NO_FILTERS, colors: ['Blanc'] } }),
    ).toEqual({ match: { field: 'sf:semanticColor', value: 'Blanc' } });
  });

  it('[S5.18] navigation always applies both, even with a numeric term', () => {
    expect(filterClause({ mode: 'navigation', term: '', filters: NO_FILTERS })).toEqual({ and: BASE });
    expect(filterClause({ mode: 'navigation', term: '123', filters: NO_FILTERS })).toEqual({ and: BASE });
  });

  it('[S9.6] price bands: minimum included, maximum excluded, the top band up to 100000 included', () => {
    expect(
      filterClause({
        mode: 'search',
        term: 'lit',
        filters: { ...NO_FILTERS, prices: ['20;50', '100;100000'] },
      }),
    ).toEqual({
      and: [
        ...BASE,
        {
          or: [
            { range: { field: 'sf:price', gte: 20, lt: 50 } },
            { range: { field: 'sf:price', gte: 100, lte: 100000 } },
          ],
        },
      ],
    });
  });

  it('[S5.15] the custom band replaces every other price filter', () => {
    expect(
      filterClause({
        mode: 'search',
        term: 'lit',
        filters: { ...NO_FILTERS, prices: ['0;20'], customPrice: '12.50;100000.00' },
      }),
    ).toEqual({ and: [...BASE, { range: { field: 'sf:price', gte: 12.5, lte: 100000 } }] });
  });

  it('[S2.49] [S3.17] colours and sizes: any of the chosen values, each facet on top of the others', () => {
    expect(
      filterClause({
        mode: 'search',
        term: 'body',
        filters: { ...NO_FILTERS, colors: ['Blanc', 'Bleu ciel'], sizes: ['3 mois'] },
      }),
    ).toEqual({
      and: [
        ...BASE,
        {
          or: [
            { match: { field: 'sf:semanticColor', value: 'Blanc' } },
            { match: { field: 'sf:semanticColor', value: 'Bleu ciel' } },
          ],
        },
        { match: { field: 'g:size', value: '3 mois' } },
      ],
    });
  });
});

describe('parsePriceRange and toggle', () => {
  it.each([
    ['0;20', { min: 0, max: 20 }],
    ['12.50;100000.00', { min: 12.5, max: 100000 }],
    ['20', null],
    ['a;b', null],
    [';20', null],
    ['1;2;3', null],
  ])('[S5.15] %j reads as %j', (value, range) => {
    expect(parsePriceRange(value)).toEqual(range);
  });

  it('adds a value at the end, removes it when there', () => {
    expect(toggle(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
  });
});
