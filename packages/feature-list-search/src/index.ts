/**
 * @ldn/feature-list-search: finding a list to participate in (SearchLDN, `/list/search`).
 * Named re-exports (house style rule 2).
 */
export { ListSearchScreen, SEARCH_PARAM } from './list-search-screen';
export { ListSearchView } from './list-search-view';
export type { ListSearchViewProps } from './list-search-view';
export { checkSearchText, listSearchState } from './list-search-state';
export type { ListSearchState, SearchTextCheck, SearchQueryResult } from './list-search-state';
export { listSearchMessages, parentsText, resultCountText } from './messages';
