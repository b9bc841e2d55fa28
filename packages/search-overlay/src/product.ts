import type { DiscoveryItem } from '@ldn/discovery-client';
import type { StockAvailability } from '@ldn/domain';

/** [S3.17] One variant of a model (a size or a colour), as the callbacks give it. */
export interface OverlayVariant {
  /** `g:id` of the variant. */
  readonly id: string;
  readonly size: string | null;
  readonly color: string | null;
}

/**
 * [S2.49] [S3.17] The product the overlay's callbacks receive (`onViewProduct`, `onAddProduct`): the
 * discovery item of spec §3 in the app's own words, its price in integer cents.
 */
export interface OverlayProduct {
  /** `g:id`: the product code (codeAx) the birth-list API knows. */
  readonly id: string;
  /** `c:as400`: the AS400 reference, `null` when the service has none. */
  readonly as400: string | null;
  readonly title: string;
  readonly brand: string | null;
  /** The price in integer cents (euros on the wire, rounded), `null` when unavailable. */
  readonly priceCents: number | null;
  readonly imageLink: string | null;
  readonly link: string | null;
  /** `sf:variants`: the model's sizes and colours (more than one: 'Existe en plusieurs tailles'). */
  readonly variants: readonly OverlayVariant[];
  /**
   * [S3.9] `c:availability`, the stock value, when the service gives it (`null` otherwise: the
   * product is taken as addable).
   */
  readonly availability: StockAvailability | null;
}

const STOCK_VALUES: readonly StockAvailability[] = [
  'AVAILABLE',
  'UNAVAILABLE',
  'PERMANENTLY_OUT_OF_STOCK',
];

/** [S3.9] The stock value of `c:availability`, `null` when absent or unknown. */
function availabilityOf(fields: Fields): StockAvailability | null {
  const value = fields['c:availability'];
  return STOCK_VALUES.find((stock) => stock === value) ?? null;
}

/**
 * [S6.4] [S3.9] Whether 'Ajouter à ma liste' is offered: a product out of stock cannot be added,
 * except by staff (they act whatever the stock).
 */
export const canAddToList = (product: OverlayProduct, staff: boolean): boolean =>
  staff || product.availability === null || product.availability === 'AVAILABLE';

type Fields = Readonly<Record<string, unknown>>;

function text(fields: Fields, name: string): string | null {
  const value = fields[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** '249.90 EUR' -> 249.9; anything unreadable -> null. */
function euroAmountOf(priceText: string | null): number | null {
  if (priceText === null) return null;
  const amount = /^\s*(\d+(?:[.,]\d+)?)/.exec(priceText)?.[1];
  return amount === undefined ? null : Number(amount.replace(',', '.'));
}

/**
 * [S3.17] The price in cents: `sf:price` (a number of euros) first, else the amount of `g:price`
 * ('249.90 EUR'); `null` when neither is there (the card shows 'Prix indisponible').
 */
export function priceCentsOf(item: DiscoveryItem): number | null {
  const fields = item as unknown as Fields;
  const numeric = fields['sf:price'];
  const euros =
    typeof numeric === 'number' && Number.isFinite(numeric)
      ? numeric
      : euroAmountOf(text(fields, 'g:price'));
  return euros === null || euros < 0 ? null : Math.round(euros * 100);
}

/** [S2.49] [S3.17] The callbacks' product from a discovery item. */
export function toOverlayProduct(item: DiscoveryItem): OverlayProduct {
  const fields = item as unknown as Fields;
  const rawVariants = fields['sf:variants'];
  const variants = Array.isArray(rawVariants)
    ? rawVariants
        .filter((variant): variant is Fields => typeof variant === 'object' && variant !== null)
        .map((variant) => ({
          id: text(variant, 'g:id') ?? '',
          size: text(variant, 'g:size'),
          color: text(variant, 'sf:semanticColor'),
        }))
    : [];
  return {
    id: text(fields, 'g:id') ?? '',
    as400: text(fields, 'c:as400'),
    title: text(fields, 'g:title') ?? '',
    brand: text(fields, 'g:brand'),
    priceCents: priceCentsOf(item),
    imageLink: text(fields, 'g:image_link'),
    link: text(fields, 'g:link'),
    variants,
    availability: availabilityOf(fields),
  };
}

/** [S2.49] 'Existe en plusieurs tailles' shows when the model has more than one variant. */
export const hasSeveralVariants = (product: OverlayProduct): boolean => product.variants.length > 1;

/** [S5.18] A reference the overlay may show for a numeric term: not a bundle, can be added. */
export function isAddableReference(item: DiscoveryItem): boolean {
  const fields = item as unknown as Fields;
  return fields['c:isbundle'] !== 'Oui' && fields['c:canaddtoldn'] === 'Oui';
}
