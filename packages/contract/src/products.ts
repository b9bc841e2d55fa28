import { CATEGORY_CODES, OTHER_CATEGORY_CODE } from '@ldn/domain';
import { z } from 'zod';
import { STOCK_AVAILABILITIES, codeAxSchema, companyParamSchema, priceSchema } from './common';

/** The catalogue calls of spec §7 "Lists" ([S7.25], [S7.27], [S7.29]). */

export const productParams = z.object({ company: companyParamSchema, codeAx: codeAxSchema });

const availabilitySchema = z.enum(STOCK_AVAILABILITIES).describe('[S3.9] Stock value');

/** [S3.17] A sibling of a product: same model, another size or colour. */
export const variantSchema = z.object({
  codeAx: z.string(),
  codeAs400: z.string(),
  productName: z.string(),
  size: z.string().optional(),
  color: z.string().optional(),
  prices: priceSchema,
  availability: availabilitySchema,
  imgs: z.array(z.string()),
});

/** [S3.7] [S3.17] [S7.25] A catalogue product with its variants. */
export const productSchema = z.object({
  codeAx: z.string(),
  codeAs400: z.string(),
  productName: z.string(),
  brand: z.string(),
  description: z.string(),
  company: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  modelCode: z.string(),
  size: z.string().optional(),
  color: z.string().optional(),
  prices: priceSchema,
  recommendedPrice: z.number().int().optional().describe('Integer cents'),
  availability: availabilitySchema,
  imgs: z.array(z.string()),
  originalImg: z.string(),
  isBundle: z.boolean(),
  canAddToLdn: z.boolean().describe('[S3.17] c:canaddtoldn'),
  variants: z.array(variantSchema).describe('The other products of the same model'),
});
export type ProductResponse = z.infer<typeof productSchema>;
export type VariantResponse = z.infer<typeof variantSchema>;

/** [S7.27] [S7.29] */
export const categoriesResponse = z.object({
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** The category codes the app knows, 'autres' last ([S3.8]). */
export const ROOT_CATEGORY_CODES = [...CATEGORY_CODES, OTHER_CATEGORY_CODE] as const;

/** [S7.29] `GET /ldn/public/v1/getVersion`: the running application's version. */
export const versionSchema = z.object({
  version: z.string().describe('Version of the running server, e.g. 0.1.0'),
});
export type VersionResponse = z.infer<typeof versionSchema>;
