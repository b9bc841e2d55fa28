import { listOnlyFilterLabels, listSortLabels } from '../messages';
import { categoryOf, sortCategoryCodes } from './categories';
import type { ListItem, ListOnlyFilter, ListSortType } from './types';

/** [S3.10] [S9.8] The list sort types, default first. */
export const LIST_SORT_TYPES = [
  'category',
  'price_asc',
  'price_desc',
  'priority',
] as const satisfies readonly ListSortType[];

/** [S3.10] [S9.8] Lists are sorted by category unless asked otherwise. */
export const DEFAULT_LIST_SORT: ListSortType = 'category';

/** [S3.10] Each only-filter and the boolean of the list filters it sets. */
export const LIST_ONLY_FILTERS = {
  private: 'isPrivate',
  indispensable: 'isPriority',
  gifted: 'isOffer',
} as const satisfies Readonly<Record<ListOnlyFilter, keyof ListItemFilters>>;

/** [S3.10] The French label of a list sort type. */
export function listSortLabel(type: ListSortType): string {
  return listSortLabels[type];
}

/** [S3.10] The French label of a list only-filter. */
export function listOnlyFilterLabel(filter: ListOnlyFilter): string {
  return listOnlyFilterLabels[filter];
}

/**
 * [S3.10] [S5.15] [S9.6] A price range already parsed into integer cents. The minimum is included;
 * the maximum too unless `includesMax` is false, as for the standard bands that share their bounds
 * (a 20,00 EUR product is in 20-50 only; see `PriceBand` of the validation area, whose
 * `{ minValue, maxValue, includesMax }` map onto these fields). A missing bound leaves that side open.
 */
export interface PriceRangeCents {
  readonly minCents?: number | null | undefined;
  readonly maxCents?: number | null | undefined;
  /** Whether `maxCents` itself is in the range; true when not given. */
  readonly includesMax?: boolean | undefined;
}

/** [S3.10] The list filters, as the list screen applies them locally. */
export interface ListItemFilters {
  /** Only-filter "gifted": items with at least one unit gifted. */
  readonly isOffer?: boolean | undefined;
  /** Only-filter "indispensable". */
  readonly isPriority?: boolean | undefined;
  /** Only-filter "private". */
  readonly isPrivate?: boolean | undefined;
  readonly orderBy?: ListSortType | undefined;
  /** An item matches when its price is in any of the ranges; none means any price. */
  readonly priceRanges?: readonly PriceRangeCents[] | undefined;
  /** An item matches when its category is one of these; none means any category. */
  readonly categories?: readonly string[] | undefined;
}

/** The part of a list item the filters and sorts read. */
export type FilterableListItem = Pick<
  ListItem,
  'prices' | 'priority' | 'hidden' | 'quantityOfContributedItems' | 'category'
>;

function inRange(cents: number, { minCents, maxCents, includesMax }: PriceRangeCents): boolean {
  const max = maxCents ?? Number.POSITIVE_INFINITY;
  return (
    cents >= (minCents ?? Number.NEGATIVE_INFINITY) &&
    (includesMax === false ? cents < max : cents <= max)
  );
}

function matches(item: FilterableListItem, filters: ListItemFilters): boolean {
  const ranges = filters.priceRanges ?? [];
  const categories = filters.categories ?? [];
  return (
    (filters.isOffer !== true || item.quantityOfContributedItems > 0) &&
    (filters.isPriority !== true || item.priority) &&
    (filters.isPrivate !== true || item.hidden) &&
    (ranges.length === 0 || ranges.some((range) => inRange(item.prices.amount, range))) &&
    (categories.length === 0 || categories.includes(categoryOf(item)))
  );
}

type Compare<T> = (a: T, b: T) => number;

function comparator<T extends FilterableListItem>(
  orderBy: ListSortType,
  items: readonly T[],
): Compare<T> {
  switch (orderBy) {
    case 'price_asc':
      return (a, b) => a.prices.amount - b.prices.amount;
    case 'price_desc':
      return (a, b) => b.prices.amount - a.prices.amount;
    case 'priority':
      return (a, b) => Number(b.priority) - Number(a.priority);
    case 'category': {
      const order = sortCategoryCodes(items.map(categoryOf));
      return (a, b) => order.indexOf(categoryOf(a)) - order.indexOf(categoryOf(b));
    }
  }
}

/**
 * [S3.10] [S9.8] Filters and sorts list items on the screen.
 *
 * The only-filters combine (gifted AND indispensable AND private); price ranges and categories each
 * match any of their values. Sorts are stable, so items keep the server's order within a category,
 * a price or a priority: category (default; known categories in the spec's order, 'autres' last),
 * price ascending, price descending, indispensable first.
 */
export function filterAndSortListItems<T extends FilterableListItem>(
  items: readonly T[],
  filters: ListItemFilters = {},
): readonly T[] {
  const kept = items.filter((item) => matches(item, filters));
  return kept.sort(comparator(filters.orderBy ?? DEFAULT_LIST_SORT, kept));
}
