import {
  DEFAULT_LIST_SORT,
  STANDARD_PRICE_BANDS,
  customPriceBand,
  effectivePriceRanges,
  type ListSortType,
  type PriceBand,
  type PriceBandId,
} from '@ldn/domain';
import type { ListFilters, ListPriceRange } from '@ldn/api-client';

/**
 * [S3.10] [S5.15] [S9.6] What the list's filter panel holds. The server filters and sorts (the read
 * [S7.14] takes the filters, and its `nbItems` and `itemsContributed` describe the whole list), so
 * the screen only turns this state into the read's filters ({@link toListFilters}).
 */
export interface ListFilterState {
  /** Only-filter 'gifted' (`isOffer`): items with at least one unit gifted. */
  readonly gifted: boolean;
  /** Only-filter 'indispensable' (`isPriority`). */
  readonly indispensable: boolean;
  /** Only-filter 'private' (`isPrivate`): the owner's eyes only. */
  readonly private: boolean;
  /** The standard price bands ticked (0-20, 20-50, 50-100, 100 € et plus). */
  readonly bands: readonly PriceBandId[];
  /**
   * [S5.15] The custom band applied, in cents (null: that side open); `null` when none. It
   * replaces the ticked bands.
   */
  readonly custom: { readonly minCents: number | null; readonly maxCents: number | null } | null;
  /** Category codes ticked; none means every category. */
  readonly categories: readonly string[];
  readonly orderBy: ListSortType;
}

/** [S3.10] Nothing filtered, sorted by category. */
export const DEFAULT_LIST_FILTER_STATE: ListFilterState = {
  gifted: false,
  indispensable: false,
  private: false,
  bands: [],
  custom: null,
  categories: [],
  orderBy: DEFAULT_LIST_SORT,
};

/** [S3.10] How many filters are in effect (the sort is not a filter); the custom band counts once. */
export function activeFilterCount(state: ListFilterState): number {
  return (
    Number(state.gifted) +
    Number(state.indispensable) +
    Number(state.private) +
    (state.custom === null ? state.bands.length : 1) +
    state.categories.length
  );
}

/** [S3.10] Whether anything differs from {@link DEFAULT_LIST_FILTER_STATE} (sort included). */
export function isDefaultFilterState(state: ListFilterState): boolean {
  return activeFilterCount(state) === 0 && state.orderBy === DEFAULT_LIST_SORT;
}

const toRange = (band: PriceBand): ListPriceRange => ({
  label: band.label,
  minValue: band.minValue,
  maxValue: band.maxValue,
});

/**
 * [S5.15] [S9.6] The price ranges to send: the custom band alone when there is one (its open sides
 * as null, so the server includes its maximum), else the ticked standard bands (cheapest first).
 */
export function priceRangesOf(state: ListFilterState): readonly ListPriceRange[] {
  const custom = state.custom && customPriceBand(state.custom.minCents, state.custom.maxCents);
  const ticked = STANDARD_PRICE_BANDS.filter((band) => state.bands.includes(band.id));
  return effectivePriceRanges(ticked, custom).map((band) =>
    band.id === 'CUSTOM' && state.custom
      ? { label: band.label, minValue: state.custom.minCents, maxValue: state.custom.maxCents }
      : toRange(band),
  );
}

export interface ToListFiltersOptions {
  /** The private only-filter exists for the owner only (guests never receive private items). */
  readonly canFilterPrivate: boolean;
}

/**
 * [S3.10] [S7.14] The filters of the list read, holding only what is in effect. Nothing in effect
 * gives `undefined`, so the screen's read shares its cache entry with the navigation guard's
 * (`{ listId }`) and the list is not read twice.
 */
export function toListFilters(
  state: ListFilterState,
  { canFilterPrivate }: ToListFiltersOptions,
): ListFilters | undefined {
  const prices = priceRangesOf(state);
  const filters: ListFilters = {
    ...(state.gifted && { isOffer: true }),
    ...(state.indispensable && { isPriority: true }),
    ...(state.private && canFilterPrivate && { isPrivate: true }),
    ...(state.orderBy !== DEFAULT_LIST_SORT && { orderBy: state.orderBy }),
    ...(prices.length > 0 && { prices }),
    ...(state.categories.length > 0 && { categories: state.categories }),
  };
  return Object.keys(filters).length === 0 ? undefined : filters;
}
