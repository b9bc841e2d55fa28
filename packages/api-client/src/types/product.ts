import type { ItemPrices, StockAvailability } from '@ldn/domain';

/**
 * The wire shapes of the catalogue API ([S3.7], [S3.17], [S7.25], [S7.27], [S7.29]), from the
 * server's schemas (apps/server/src/modules/products/products-schemas.ts).
 */

/** [S3.17] A sibling of a product: same model, another size or colour. */
export interface ProductVariant {
  readonly codeAx: string;
  readonly codeAs400: string;
  readonly productName: string;
  readonly size?: string | undefined;
  readonly color?: string | undefined;
  readonly prices: ItemPrices;
  readonly availability: StockAvailability;
  readonly imgs: readonly string[];
}

/** [S3.7] [S3.17] [S7.25] A catalogue product with its variants. */
export interface Product {
  readonly codeAx: string;
  readonly codeAs400: string;
  readonly productName: string;
  readonly brand: string;
  readonly description: string;
  readonly company: string;
  /** [S3.8] A category code. */
  readonly category: string;
  readonly categoryLabel: string;
  readonly modelCode: string;
  readonly size?: string | undefined;
  readonly color?: string | undefined;
  readonly prices: ItemPrices;
  /** Integer cents. */
  readonly recommendedPrice?: number | undefined;
  readonly availability: StockAvailability;
  readonly imgs: readonly string[];
  readonly originalImg: string;
  readonly isBundle: boolean;
  /** [S3.17] c:canaddtoldn. */
  readonly canAddToLdn: boolean;
  readonly variants: readonly ProductVariant[];
}

/** [S3.8] [S7.27] [S7.29] A category: its code and French label. */
export interface Category {
  readonly code: string;
  readonly label: string;
}

/** [S7.27] [S7.29] */
export interface CategoriesResult {
  readonly categories: readonly Category[];
}
