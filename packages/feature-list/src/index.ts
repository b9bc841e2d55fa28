/**
 * @ldn/feature-list: the birth-list view [S2.39]: `/list` [S2.2], `/list/{id}` [S2.3] and
 * `/list/{id}/detenteur` [S2.4], owner and guest variants. Named re-exports (house style rule 2).
 */

// --- the screens the app routes to ---
export {
  MyListScreen,
  ListByIdScreen,
  ListByIdOwnerScreen,
  ListScreen,
  ListLoading,
  ListError,
  NoList,
  pickMyList,
} from './list-screens';
export type {
  ListScreenCallbacks,
  ListScreenProps,
  MyListScreenProps,
  NoListProps,
  ListErrorProps,
} from './list-screens';

// --- the presentational view and its parts ---
export { ListView } from './list-view';
export type { ListViewProps, ListVariant } from './list-view';
export { ListHeader, parentNames } from './list-header';
export type { ListHeaderProps } from './list-header';
export { ListFilterPanel } from './list-filter-panel';
export type { ListFilterPanelProps } from './list-filter-panel';
export { ProductCard } from './product-card';
export type { ProductCardProps } from './product-card';
export { ProductGrid } from './product-grid';
export { gridRows, rowIndexOfProduct, VIRTUALIZE_ABOVE } from './grid-rows';
export type { ProductGridProps } from './product-grid';
export type { GridRow } from './grid-rows';
export { Suggestions, suggestedCategories } from './suggestions';
export type { SuggestionsProps } from './suggestions';
export { PublishBanner, PublishBannerView } from './publish-banner';
export type { PublishBannerProps, PublishBannerViewProps } from './publish-banner';

// --- rules of the screen ---
export {
  DEFAULT_LIST_FILTER_STATE,
  activeFilterCount,
  isDefaultFilterState,
  priceRangesOf,
  toListFilters,
} from './list-filter-state';
export type { ListFilterState, ToListFiltersOptions } from './list-filter-state';
export { cardAvailability, listFigures } from './list-figures';
export type { ListFigures } from './list-figures';

// --- texts ---
export {
  listMessages,
  productCountText,
  offerCountText,
  messageCountText,
  resultCountText,
  showResultsText,
  parentsText,
  quantitiesText,
} from './messages';
