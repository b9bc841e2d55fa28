import { z } from 'zod';
import { codeAxSchema, companyParamSchema, priceSchema } from '../lists/lists-schemas';

/** zod schemas of the catalogue calls of spec §7 ([S7.25], [S7.29]). */

export const productParams = z.object({ company: companyParamSchema, codeAx: codeAxSchema });

const availabilitySchema = z
  .enum(['AVAILABLE', 'UNAVAILABLE', 'PERMANENTLY_OUT_OF_STOCK'])
  .describe('[S3.9] Stock value');

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
