import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SORT, SEARCH_SORT_OPTIONS, searchSortOption } from './search-sort';

describe('search sort options', () => {
  it('[S9.8] [S3.17] lists Pertinence (default), Prix croissant, Prix décroissant', () => {
    expect(SEARCH_SORT_OPTIONS).toEqual([
      { key: 'popularity', label: 'Pertinence', field: 'sf:popularity', order: 'desc' },
      { key: 'price_asc', label: 'Prix croissant', field: 'sf:price', order: 'asc' },
      { key: 'price_desc', label: 'Prix décroissant', field: 'sf:price', order: 'desc' },
    ]);
    expect(DEFAULT_SEARCH_SORT.key).toBe('popularity');
  });

  it.each([
    ['popularity', 'Pertinence'],
    ['price_asc', 'Prix croissant'],
    ['price_desc', 'Prix décroissant'],
    ['relevance', 'Pertinence'],
    [null, 'Pertinence'],
    [undefined, 'Pertinence'],
  ])('[S9.8] [S4.12] key %j -> %j', (key, label) => {
    expect(searchSortOption(key).label).toBe(label);
  });
});
