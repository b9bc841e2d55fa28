import { z } from 'zod';
import { contractMessages } from './messages';

/**
 * The pieces every group of the contract shares: the ids in paths (list, product, customer,
 * company) and the price of an item.
 */

/** The rule of a list's public id (migration 0002): 8 to 32 lower-case letters or digits. */
export const LIST_ID_PATTERN = /^[a-z0-9]{8,32}$/;

/** The public id of a list. */
export const listIdSchema = z.string().regex(LIST_ID_PATTERN, contractMessages.listId);

/**
 * [S7.28] [S1.4] A list as staff type it on SellerPage: the number the screens show ('Liste n°
 * 100038') or its id.
 */
export const listReferenceSchema = z
  .string()
  .regex(/^([0-9]{1,15}|[a-z0-9]{8,32})$/, contractMessages.listReference);

/** [S2.24] A product code (code_ax): 8 digits. */
export const codeAxSchema = z.string().regex(/^[0-9]{8}$/, contractMessages.productCode);

/** A customer pk as the API sends it: a string of digits. */
export const customerPkSchema = z
  .string()
  .regex(/^[0-9]{1,15}$/, contractMessages.customerPk)
  .transform(Number);

/** The retailer of a path (`{company}`). */
export const companyParamSchema = z.string().min(1).max(20);

export const companyParams = z.object({ company: companyParamSchema });
export const companyListParams = z.object({ company: companyParamSchema, listId: listIdSchema });
export const companyListItemParams = z.object({
  company: companyParamSchema,
  listId: listIdSchema,
  codeAx: codeAxSchema,
});
/** [S7.24] The item route names the product before the list. */
export const companyItemListParams = z.object({
  company: companyParamSchema,
  codeAx: codeAxSchema,
  listId: listIdSchema,
});
export const companyOwnerParams = z.object({
  company: companyParamSchema,
  ownerPk: customerPkSchema,
});
/** [S7.28] `listId` takes the list's number too (`listReferenceSchema`). */
export const listOwnerParams = z.object({
  listId: listReferenceSchema,
  ownerPk: customerPkSchema,
});
export const listParams = z.object({ listId: listIdSchema });
export const searchParams = z.object({ company: companyParamSchema, text: z.string().max(200) });

export type CompanyListParams = z.infer<typeof companyListParams>;
export type ListParams = z.infer<typeof listParams>;

/** An id in a path: digits, read as a number. */
export const numericIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,15}$/, contractMessages.numericId)
    .transform(Number),
});

/** [S3.7] A price: integer cents and the fr-FR text. */
export const priceSchema = z.object({
  amount: z.number().int().describe('Integer cents'),
  display: z.string().describe("fr-FR euros, e.g. '12,50 €'"),
});
export type Price = z.infer<typeof priceSchema>;

/** [S3.9] The stock values of a product. */
export const STOCK_AVAILABILITIES = [
  'AVAILABLE',
  'UNAVAILABLE',
  'PERMANENTLY_OUT_OF_STOCK',
] as const;
export type StockAvailability = (typeof STOCK_AVAILABILITIES)[number];
