import { QUANTITY_MAX, QUANTITY_MIN, validateComment, validationMessages } from '@ldn/domain';
import { z } from 'zod';
import { STOCK_AVAILABILITIES, companyParamSchema, priceSchema } from './common';

/** The items of a list (spec §7 "Lists", [S7.16] [S7.20] to [S7.24]): bodies and the item answer. */

const quantitySchema = z
  .number({ error: validationMessages.INVALID_QUANTITY })
  .int({ error: validationMessages.INVALID_QUANTITY })
  .min(QUANTITY_MIN, { error: validationMessages.INVALID_QUANTITY })
  .max(QUANTITY_MAX, { error: validationMessages.INVALID_QUANTITY });

/** [S5.6] At most 255 characters, counted as the domain counts them (code points). */
const commentSchema = z.string().superRefine((value, context) => {
  const error = validateComment(value);
  if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
});

/** [S7.20] */
export const addItemBody = z.object({
  company: companyParamSchema.optional(),
  // Any text: a reference that is not a product code is "unknown or incorrect" (404
  // INVALID_REFERENCE), as the app expects of an unknown one [S5.7].
  productReference: z.string().trim().min(1).max(20),
  hidden: z.boolean().optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  quantity: quantitySchema.optional(),
});
export type AddItemBody = z.infer<typeof addItemBody>;

/** [S7.21] The same, by code_ax or AS400 reference ("add anyway" raises the quantity). */
export const addItemByReferenceBody = z.object({
  company: companyParamSchema.optional(),
  reference: z.string().trim().min(1).max(20),
  hidden: z.boolean().optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  quantity: quantitySchema.optional(),
});
export type AddItemByReferenceBody = z.infer<typeof addItemByReferenceBody>;

/** [S7.22] */
export const updateItemBody = z.object({
  quantity: quantitySchema.optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

/**
 * A group gift ("Cadeau commun"): the owner makes an item one (an item wanted once, priced at
 * least the server's floor) or an ordinary item again (while nothing is funded nor being paid).
 */
export const updateGroupGiftBody = z.object({ isGroupGift: z.boolean() });
export type UpdateGroupGiftBody = z.infer<typeof updateGroupGiftBody>;

/**
 * The units of an item the parents received outside the list (0 undoes it). The server refuses
 * more than the wanted quantity minus the units gifted through the list.
 */
export const updateReceivedElsewhereBody = z.object({
  quantity: z
    .number({ error: validationMessages.INVALID_QUANTITY })
    .int({ error: validationMessages.INVALID_QUANTITY })
    .min(0, { error: validationMessages.INVALID_QUANTITY })
    .max(QUANTITY_MAX, { error: validationMessages.INVALID_QUANTITY }),
});
export type UpdateReceivedElsewhereBody = z.infer<typeof updateReceivedElsewhereBody>;

// --- answers ---

/** [S3.7] An item of a list. */
export const listItemSchema = z.object({
  codeAx: z.string(),
  codeAs400: z.string(),
  productName: z.string(),
  brand: z.string(),
  quantity: z.number().int().describe('Wanted quantity'),
  quantityOfContributedItems: z
    .number()
    .int()
    .describe('Gifted quantity, the units received elsewhere included (relatives see them gifted)'),
  prices: priceSchema,
  imgs: z.array(z.string()),
  originalImg: z.string(),
  message: z.string(),
  priority: z.boolean().describe('Indispensable'),
  hidden: z.boolean().describe('Private: shown to the owner and staff only'),
  company: z.string(),
  size: z.string().optional(),
  color: z.string().optional(),
  recommendedPrice: z.number().int().optional().describe('Integer cents'),
  availability: z
    .enum([...STOCK_AVAILABILITIES, 'GIFTED'])
    .describe('[S3.9] What the badge shows (itemAvailability): GIFTED once every unit is gifted'),
  stockAvailability: z.enum(STOCK_AVAILABILITIES).describe('[S3.9] The stock value of the product'),
  category: z.string(),
  isPurchaseInProgress: z
    .boolean()
    .describe('[S4.2] Units are reserved by a purchase not yet confirmed'),
  quantityInProgress: z
    .number()
    .int()
    .describe(
      '[S5.5] Units reserved by payments not yet confirmed: giftable = quantity − gifted − this',
    ),
  isGroupGift: z
    .boolean()
    .optional()
    .describe('A group gift ("Cadeau commun"): relatives give parts of its price, not units'),
  groupGift: z
    .object({
      targetAmount: z.number().int().describe('The price to fund, cents, frozen when marked'),
      fundedAmount: z.number().int().describe('The parts paid, cents'),
      inProgressAmount: z.number().int().describe('The parts of payments under way, cents'),
      remainingAmount: z
        .number()
        .int()
        .describe('What a part may still be: target − funded − in progress, cents'),
    })
    .optional()
    .describe('The funding of a group gift; absent for an ordinary item'),
  quantityReceivedElsewhere: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'Units the parents received outside the list, part of quantityOfContributedItems; never money. Sent to the owner and staff only',
    ),
});
export type ListItemResponse = z.infer<typeof listItemSchema>;
