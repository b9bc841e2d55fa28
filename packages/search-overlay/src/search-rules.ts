import { and, match, or, range, type Clause } from '@ldn/discovery-client';
import {
  EXPRESSION_MIN_LENGTH,
  PRICE_UPPER_BOUND,
  SEARCH_AUTO_TRIGGER_MIN_LENGTH,
} from '@ldn/domain';

/** [S3.17] The discovery fields the overlay reads and filters on. */
export const FIELDS = {
  price: 'sf:price',
  color: 'sf:semanticColor',
  size: 'g:size',
  canAdd: 'c:canaddtoldn',
  isBundle: 'c:isbundle',
} as const;

/** [S2.49] The facets of the filter panel: price, colour and size. */
export const FACET_FIELDS = [FIELDS.price, FIELDS.color, FIELDS.size] as const;

/** [S3.17] The values of the custom flags. */
const YES = 'Oui';
const NO = 'Non';

/** [S4.12] The two ways the overlay searches; `idle` before the first search. */
export type OverlayMode = 'idle' | 'search' | 'navigation';

/**
 * [S3.17] The filter selection: price bands (the price facet's bucket keys, `'min;max'` in euros),
 * the custom price band [S5.15] (`'min;max'`, null when none), colours and sizes.
 */
export interface OverlayFilters {
  readonly prices: readonly string[];
  readonly customPrice: string | null;
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
}

/** [S4.12] A new search starts without filters. */
export const NO_FILTERS: OverlayFilters = { prices: [], customPrice: null, colors: [], sizes: [] };

export const hasFilters = (filters: OverlayFilters): boolean =>
  filters.prices.length > 0 ||
  filters.customPrice !== null ||
  filters.colors.length > 0 ||
  filters.sizes.length > 0;

/** [S5.18] [S9.9] A term is searched when it has at least 2 characters once trimmed. */
export const isSearchableTerm = (text: string): boolean =>
  text.trim().length >= EXPRESSION_MIN_LENGTH;

/** [S4.12] [S9.9] Typing starts a search by itself (after 1 s) beyond 3 trimmed characters. */
export const shouldAutoSearch = (text: string): boolean =>
  text.trim().length > SEARCH_AUTO_TRIGGER_MIN_LENGTH;

/** [S5.18] A purely numeric term: a product reference typed by hand. */
export const isNumericTerm = (term: string): boolean => /^\d+$/.test(term.trim());

/** A `'min;max'` price value in euros (a facet bucket key, or the custom band). */
export function parsePriceRange(value: string): { readonly min: number; readonly max: number } | null {
  const [min, max, extra] = value.split(';');
  if (min === undefined || max === undefined || extra !== undefined) return null;
  const from = Number(min);
  const to = Number(max);
  if (min.trim() === '' || max.trim() === '' || !Number.isFinite(from) || !Number.isFinite(to)) {
    return null;
  }
  return { min: from, max: to };
}

/**
 * [S9.6] A standard band includes its minimum and excludes its maximum (a 20 € product is in
 * '20;50' only), except the top band, which goes up to the search bound included.
 */
function bandClause(key: string): Clause | null {
  const band = parsePriceRange(key);
  if (band === null) return null;
  return band.max >= PRICE_UPPER_BOUND
    ? range(FIELDS.price, { gte: band.min, lte: band.max })
    : range(FIELDS.price, { gte: band.min, lt: band.max });
}

/** Any of the values (one match per value, so the service's reading of a list does not matter). */
function anyOf(field: string, values: readonly string[]): Clause | null {
  if (values.length === 0) return null;
  const [first] = values;
  if (values.length === 1 && first !== undefined) return match(field, first);
  return or(values.map((value) => match(field, value)));
}

/**
 * [S5.15] [S9.6] The price part: the custom band replaces every other price filter; otherwise any
 * of the selected bands.
 */
function priceClause(filters: OverlayFilters): Clause | null {
  if (filters.customPrice !== null) {
    const custom = parsePriceRange(filters.customPrice);
    return custom === null ? null : range(FIELDS.price, { gte: custom.min, lte: custom.max });
  }
  const bands = filters.prices.map(bandClause).filter((clause): clause is Clause => clause !== null);
  if (bands.length === 0) return null;
  const [first] = bands;
  return bands.length === 1 && first !== undefined ? first : or(bands);
}

export interface FilterClauseInput {
  readonly mode: Exclude<OverlayMode, 'idle'>;
  readonly term: string;
  readonly filters: OverlayFilters;
}

/**
 * [S5.18] The `apply_filters` of a request: navigation always keeps only products that can be added
 * (`c:canaddtoldn` = 'Oui') and are not bundles (`c:isbundle` = 'Non'); a search does too, unless
 * its term is numeric (the overlay then shows the addable references itself, see
 * `isAddableReference`). The customer's price, colour and size filters come on top. `null` when
 * nothing filters.
 */
export function filterClause({ mode, term, filters }: FilterClauseInput): Clause | null {
  const clauses: Clause[] = [];
  if (mode === 'navigation' || !isNumericTerm(term)) {
    clauses.push(match(FIELDS.canAdd, YES), match(FIELDS.isBundle, NO));
  }
  for (const clause of [
    priceClause(filters),
    anyOf(FIELDS.color, filters.colors),
    anyOf(FIELDS.size, filters.sizes),
  ]) {
    if (clause !== null) clauses.push(clause);
  }
  const [first] = clauses;
  if (first === undefined) return null;
  return clauses.length === 1 ? first : and(...clauses);
}

/** Adds or removes `value` from a selection, keeping the order of choice. */
export function toggle(values: readonly string[], value: string): readonly string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
