import { categoryLabel, categoryOf } from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../http/error-body';
import { assertCompany } from '../lists/list-access';
import { invalidReference } from '../lists/list-errors';
import { categoryEntries, priceOf } from '../lists/list-view';
import { productImagePath } from '../images/product-image';
import {
  ROOT_CATEGORY_CODES,
  categoriesResponse,
  productParams,
  productSchema,
  type ProductResponse,
} from '@ldn/contract';
import { findProductByCode, findVariants, type ProductRow } from '../catalogue/products-queries';

function toProduct(
  row: ProductRow,
  variants: readonly ProductRow[],
  company: string,
): ProductResponse {
  const image = productImagePath(row.codeAx);
  const category = categoryOf(row);
  return {
    codeAx: row.codeAx,
    codeAs400: row.codeAs400,
    productName: row.name,
    brand: row.brand,
    description: row.description,
    company,
    category,
    categoryLabel: categoryLabel(category),
    modelCode: row.modelCode,
    size: row.size ?? undefined,
    color: row.color ?? undefined,
    prices: priceOf(row.priceCents),
    recommendedPrice: row.recommendedPriceCents ?? undefined,
    availability: row.availability,
    imgs: [image],
    originalImg: image,
    isBundle: row.isBundle,
    canAddToLdn: row.canAddToLdn,
    variants: variants.map((variant) => ({
      codeAx: variant.codeAx,
      codeAs400: variant.codeAs400,
      productName: variant.name,
      size: variant.size ?? undefined,
      color: variant.color ?? undefined,
      prices: priceOf(variant.priceCents),
      availability: variant.availability,
      imgs: [productImagePath(variant.codeAx)],
    })),
  };
}

/** Spec §7 "Lists": the catalogue calls, public. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;

  /** [S7.25] [S2.12] A catalogue product and its variants (other sizes and colours of its model). */
  app.get(
    '/ldn/public/v1/getProductByCompanyAndCodeAx/:company/:codeAx',
    {
      schema: {
        tags: ['products', 'public'],
        summary: 'A catalogue product with its variants',
        params: productParams,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const product = await findProductByCode(db, request.params.codeAx);
      if (!product) throw invalidReference();
      return toProduct(product, await findVariants(db, product), request.params.company);
    },
  );

  /** [S7.29] [S3.8] The root categories with their French labels, 'autres' last. */
  app.get(
    '/ldn/public/v1/getRootCategories',
    {
      schema: {
        tags: ['products', 'public'],
        summary: 'The root categories of the catalogue',
        response: { 200: categoriesResponse },
      },
    },
    async () => ({ categories: categoryEntries(ROOT_CATEGORY_CODES) }),
  );
};
