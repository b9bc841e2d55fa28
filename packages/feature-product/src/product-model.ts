import type { ApiListItem, Product, ProductVariant } from '@ldn/api-client';
import type { Availability, StockAvailability } from '@ldn/domain';

/**
 * What the product pages show of a product, whether it comes from the catalogue ([S7.25], by
 * reference) or from a list ([S7.24], with the list's quantities). Prices are integer cents.
 */
export interface ProductDetails {
  readonly codeAx: string;
  readonly codeAs400: string;
  readonly name: string;
  readonly brand: string;
  /** Only the catalogue has it; `''` when unknown. */
  readonly description: string;
  readonly priceCents: number | null;
  readonly recommendedPriceCents: number | null;
  readonly image: string | null;
  readonly size: string | undefined;
  readonly color: string | undefined;
  /** [S3.9] The stock value. */
  readonly stock: StockAvailability;
  /** [S3.9] What the badge shows (Offert once every wanted unit is gifted). */
  readonly availability: Availability;
  /** [S3.17] The product and its siblings (same model, other sizes and colours), itself first. */
  readonly variants: readonly VariantOption[];
}

/** [S3.17] One size/colour of a model, as the picker offers it. */
export interface VariantOption {
  readonly codeAx: string;
  readonly size: string | undefined;
  readonly color: string | undefined;
  readonly stock: StockAvailability;
}

const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

const optionOf = (variant: Pick<ProductVariant, 'codeAx' | 'size' | 'color' | 'availability'>) => ({
  codeAx: variant.codeAx,
  size: blankToUndefined(variant.size),
  color: blankToUndefined(variant.color),
  stock: variant.availability,
});

/** [S3.17] The picker's options: the product itself first, then its variants in the server's order. */
export function variantOptions(product: Product): readonly VariantOption[] {
  return [optionOf(product), ...product.variants.map(optionOf)];
}

/** [S7.25] A catalogue product (ViewFromSearch, ViewFromClosedList). */
export function detailsOfProduct(product: Product): ProductDetails {
  return {
    codeAx: product.codeAx,
    codeAs400: product.codeAs400,
    name: product.productName,
    brand: product.brand,
    description: product.description,
    priceCents: Number.isFinite(product.prices.amount) ? product.prices.amount : null,
    recommendedPriceCents: product.recommendedPrice ?? null,
    image: product.imgs[0] ?? (product.originalImg === '' ? null : product.originalImg),
    size: blankToUndefined(product.size),
    color: blankToUndefined(product.color),
    stock: product.availability,
    availability: product.availability,
    variants: variantOptions(product),
  };
}

/**
 * [S7.24] A list item (ViewFromList, EditProduct), completed by the catalogue product when it is
 * known (description, variants).
 */
export function detailsOfListItem(item: ApiListItem, product?: Product): ProductDetails {
  return {
    codeAx: item.codeAx,
    codeAs400: item.codeAs400,
    name: item.productName,
    brand: item.brand,
    description: product?.description ?? '',
    priceCents: Number.isFinite(item.prices.amount) ? item.prices.amount : null,
    recommendedPriceCents: item.recommendedPrice ?? product?.recommendedPrice ?? null,
    image: item.imgs[0] ?? (item.originalImg === '' ? null : item.originalImg),
    size: blankToUndefined(item.size),
    color: blankToUndefined(item.color),
    stock: item.stockAvailability,
    availability: item.availability,
    variants: product === undefined ? [] : variantOptions(product),
  };
}

/** [S3.17] The distinct sizes, then colours, of the options, in their first-seen order. */
export function distinctValues(
  options: readonly VariantOption[],
  key: 'size' | 'color',
): readonly string[] {
  const values: string[] = [];
  for (const option of options) {
    const value = option[key];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/**
 * [S3.17] [S2.44] Choosing a size or a colour switches the product code: the option with the chosen
 * value and the current other value, else the first option with the chosen value. `undefined` when
 * no option has it.
 */
export function pickVariant(
  options: readonly VariantOption[],
  current: Pick<VariantOption, 'size' | 'color'>,
  choice: { readonly key: 'size' | 'color'; readonly value: string },
): VariantOption | undefined {
  const other = choice.key === 'size' ? 'color' : 'size';
  const withValue = options.filter((option) => option[choice.key] === choice.value);
  return withValue.find((option) => option[other] === current[other]) ?? withValue[0];
}

/**
 * [S6.4] [S3.9] Adding (to the cart or to a list) and saving need the product in stock; staff may
 * do it whatever the stock.
 */
export function stockAllowsAction(stock: StockAvailability, staff: boolean): boolean {
  return staff || stock === 'AVAILABLE';
}
