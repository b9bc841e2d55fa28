import type { ValidationErrorCode } from '../messages-other-screens';
import { PRICE_UPPER_BOUND_CENTS } from './price-bands';
import { isBlank } from './text';

/** [S5.15] A typed price: a number of cents, null when left empty, or invalid. */
export type ParsedPrice =
  { readonly kind: 'valid'; readonly cents: number | null } | { readonly kind: 'invalid' };

/**
 * Euros, then optionally a dot and at most two decimals, with at least one digit somewhere
 * (`'12'`, `'12.5'`, `'12.'`, `'.5'`; not `'.'`).
 */
const PRICE_TEXT = /^(?=\.?\d)\d*(?:\.\d{0,2})?$/;
/** Spaces of any kind: "1 000" (with a regular, no-break or narrow no-break space) is 1000 €. */
const WHITESPACE = /\s/g;

/**
 * [S5.15] A custom price typed in the filter, in integer CENTS. Empty or blank gives null (no
 * bound). It is free text: a comma or a dot separates at most two decimals (`'12,5'` and
 * `'12.50'` -> 1250), spaces are ignored (`' 7 '` -> 700, `'1 000'` -> 100000) and a trailing
 * euro sign is allowed (`'20 €'`). Negative amounts, more than two decimals (`'1,000'` could mean
 * one thousand), letters and amounts above 100 000 € (the search bound) are invalid.
 */
export function parseCustomPriceCents(text: string | null | undefined): ParsedPrice {
  if (!text || isBlank(text)) return { kind: 'valid', cents: null };
  const amount = text.replace(WHITESPACE, '').replace(/€$/, '').replace(',', '.');
  if (!PRICE_TEXT.test(amount)) return { kind: 'invalid' };
  // At most two decimals, so rounding only removes the binary floating-point error of `* 100`.
  const cents = Math.round(Number(amount) * 100);
  return cents > PRICE_UPPER_BOUND_CENTS ? { kind: 'invalid' } : { kind: 'valid', cents };
}

/** [S5.15] [S5.7] The errors of the custom price fields. */
export type PriceErrorCode = Extract<
  ValidationErrorCode,
  'INVALID_MIN_PRICE' | 'INVALID_MAX_PRICE'
>;

/** [S5.15] The custom price band as typed: both bounds in cents (null when empty), or the error. */
export type CustomPriceRange =
  | { readonly kind: 'valid'; readonly minCents: number | null; readonly maxCents: number | null }
  | { readonly kind: 'invalid'; readonly error: PriceErrorCode };

/**
 * [S5.15] [S5.7] Checks the custom min and max together: an unreadable min gives
 * INVALID_MIN_PRICE (reported first), an unreadable max INVALID_MAX_PRICE, and a max below the min
 * INVALID_MAX_PRICE (the max is the field the customer usually fixes). Equal bounds are valid: they
 * look for one exact price.
 */
export function validateCustomPriceRange(
  minText: string | null | undefined,
  maxText: string | null | undefined,
): CustomPriceRange {
  const min = parseCustomPriceCents(minText);
  if (min.kind === 'invalid') return { kind: 'invalid', error: 'INVALID_MIN_PRICE' };
  const max = parseCustomPriceCents(maxText);
  if (max.kind === 'invalid') return { kind: 'invalid', error: 'INVALID_MAX_PRICE' };
  if (min.cents !== null && max.cents !== null && min.cents > max.cents) {
    return { kind: 'invalid', error: 'INVALID_MAX_PRICE' };
  }
  return { kind: 'valid', minCents: min.cents, maxCents: max.cents };
}

/** '1250' cents -> '12.50': the search service reads a dot and two decimals. */
function toOverlayAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * [S5.15] The price filter value of the search overlay, `'min;max'` with two decimals and a dot,
 * from bounds in cents: a missing min is `0.00`, a missing max `100000.00` (PRICE_UPPER_BOUND).
 */
export function formatOverlayPriceRange(minCents: number | null, maxCents: number | null): string {
  return `${toOverlayAmount(minCents ?? 0)};${toOverlayAmount(maxCents ?? PRICE_UPPER_BOUND_CENTS)}`;
}

/** [S5.15] The overlay's price filter from the typed texts, or the error to show. */
export type OverlayPriceRange =
  | { readonly kind: 'valid'; readonly value: string }
  | { readonly kind: 'invalid'; readonly error: PriceErrorCode };

/**
 * [S5.15] The custom min and max typed in the search overlay, as its `'min;max'` filter value
 * (`('12,5', '')` -> `'12.50;100000.00'`), with the same checks as the list filter.
 */
export function overlayPriceRange(
  minText: string | null | undefined,
  maxText: string | null | undefined,
): OverlayPriceRange {
  const range = validateCustomPriceRange(minText, maxText);
  if (range.kind === 'invalid') return range;
  return { kind: 'valid', value: formatOverlayPriceRange(range.minCents, range.maxCents) };
}
