import { PRICE_UPPER_BOUND } from '../constants';
import { priceBandLabels } from '../messages';

/**
 * [S3.18] [S3.10] A price range as the spec shapes it: label, minValue, maxValue. Here both
 * values are in integer CENTS, like every amount of the product.
 */
export interface PriceRange {
  readonly label: string;
  readonly minValue: number;
  readonly maxValue: number;
}

/** [S9.6] The bands offered by the price filters: four standard ones and the custom one. */
export type PriceBandId = keyof typeof priceBandLabels;

/**
 * [S9.6] A price band: a PriceRange with its id and whether `maxValue` itself belongs to it.
 * Standard bands share their bounds (20, 50, 100 €), so each is lower-inclusive and
 * upper-exclusive, [min, max): a 20,00 € product is in "De 20 € à 50 €" only. The last band and
 * the custom band include their maximum, as "100 000 €" and a typed "max 50 €" are meant to.
 */
export interface PriceBand extends PriceRange {
  readonly id: PriceBandId;
  readonly includesMax: boolean;
}

/** [S9.6] The upper bound of the "100 € and more" band (100 000 €), in cents. */
export const PRICE_UPPER_BOUND_CENTS = PRICE_UPPER_BOUND * 100;

/** [S9.6] The four standard bands, cheapest first: 0-20, 20-50, 50-100, 100 € and more. */
export const STANDARD_PRICE_BANDS: readonly PriceBand[] = [
  {
    id: 'UNDER_20',
    label: priceBandLabels.UNDER_20,
    minValue: 0,
    maxValue: 2_000,
    includesMax: false,
  },
  {
    id: 'FROM_20_TO_50',
    label: priceBandLabels.FROM_20_TO_50,
    minValue: 2_000,
    maxValue: 5_000,
    includesMax: false,
  },
  {
    id: 'FROM_50_TO_100',
    label: priceBandLabels.FROM_50_TO_100,
    minValue: 5_000,
    maxValue: 10_000,
    includesMax: false,
  },
  {
    id: 'OVER_100',
    label: priceBandLabels.OVER_100,
    minValue: 10_000,
    maxValue: PRICE_UPPER_BOUND_CENTS,
    includesMax: true,
  },
];

/**
 * [S9.6] [S5.15] The custom band from the prices the customer typed (in cents; null when left
 * empty: no lower bound means 0, no upper bound means 100 000 €). Returns null when both are
 * empty: no custom band is then in effect and the standard bands apply.
 */
export function customPriceBand(
  minCents: number | null,
  maxCents: number | null,
): PriceBand | null {
  if (minCents === null && maxCents === null) return null;
  return {
    id: 'CUSTOM',
    label: priceBandLabels.CUSTOM,
    minValue: minCents ?? 0,
    maxValue: maxCents ?? PRICE_UPPER_BOUND_CENTS,
    includesMax: true,
  };
}

/**
 * [S9.6] Whether a price (cents) falls in a band: `minValue` is always included; `maxValue` only
 * when the band says so (see PriceBand), so that 20 € belongs to exactly one standard band.
 */
export function bandContains(band: PriceBand, priceCents: number): boolean {
  if (priceCents < band.minValue) return false;
  return band.includesMax ? priceCents <= band.maxValue : priceCents < band.maxValue;
}

/**
 * [S5.15] "The personalised price filter replaces all other price filters": with a custom range,
 * only it applies; otherwise the selected standard bands do (none selected means no price filter).
 */
export function effectivePriceRanges<T extends PriceRange>(
  selectedBands: readonly T[],
  customRange: T | null | undefined,
): readonly T[] {
  return customRange ? [customRange] : selectedBands;
}
