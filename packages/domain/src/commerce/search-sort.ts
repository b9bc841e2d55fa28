import { searchSortLabels } from '../messages-other-screens';
import type { SearchSortKey } from './types';

/** [S3.17] A sort option of the search overlay, as the discovery service takes it. */
export interface SearchSortOption {
  readonly key: SearchSortKey;
  readonly label: string;
  /** The discovery item field to sort on. */
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/**
 * [S9.8] [S3.17] [S4.12] The search overlay's sort menu ('Trier'), default first: 'Pertinence'
 * (popularity, most popular first), 'Prix croissant', 'Prix décroissant' (on `sf:price`, the
 * numeric price). The popularity field name is ours: the spec does not show it.
 */
export const SEARCH_SORT_OPTIONS = [
  { key: 'popularity', label: searchSortLabels.popularity, field: 'sf:popularity', order: 'desc' },
  { key: 'price_asc', label: searchSortLabels.price_asc, field: 'sf:price', order: 'asc' },
  { key: 'price_desc', label: searchSortLabels.price_desc, field: 'sf:price', order: 'desc' },
] as const satisfies readonly SearchSortOption[];

/** [S9.8] [S4.12] The overlay sorts by popularity unless asked otherwise. */
export const DEFAULT_SEARCH_SORT: SearchSortOption = SEARCH_SORT_OPTIONS[0];

/** [S9.8] The option of a key; an unknown key gives the default (popularity). */
export function searchSortOption(key: string | null | undefined): SearchSortOption {
  return SEARCH_SORT_OPTIONS.find((option) => option.key === key) ?? DEFAULT_SEARCH_SORT;
}
