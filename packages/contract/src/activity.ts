import { ACTIVITY_FILTERS } from '@ldn/domain';
import { z } from 'zod';
import { numericIdParams } from './common';
import { contractMessages } from './messages';

/**
 * Spec §7 "Activity, wallet, returns": the activity, wallet, returns, thanks and cancellations
 * ([S7.31] to [S7.37]), and the status of a payment. Amounts are integer cents; dates ISO 8601.
 */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An id in a path: digits. */
export const idParams = numericIdParams;

export const historicsBody = z.object({
  filtersBy: z.array(z.enum(ACTIVITY_FILTERS)).max(8).optional(),
  /**
   * Additive to [S7.32]: only the contributions the owner may still thank (confirmed gifts and
   * wallet participations not yet thanked), oldest first; the filters still apply.
   */
  toThank: z.boolean().optional(),
});

const entrySchema = z.object({
  id: z.number().int(),
  partOfGroupGift: z
    .boolean()
    .optional()
    .describe('A part of a group gift: quantity 1 at the amount of the part, not returnable'),
  codeAx: z.string(),
  productName: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  quantityReturned: z.number().int(),
  returnableQuantity: z.number().int(),
});

/** [S3.14] One activity item. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  contributionId: z.number().int().nullable(),
  kind: z
    .enum(['GIFT', 'SELF_PURCHASE', 'WALLET', 'COUPON', 'GROUP_GIFT'])
    .describe(
      'GROUP_GIFT: at closing, the funded part of an unfinished group gift moved into the wallet',
    ),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  date: z.string(),
  contributorName: z.string(),
  isAnonymous: z.boolean(),
  contributorEmail: z.string(),
  message: z.string(),
  giftMessageData: z.object({ message: z.string(), from: z.string() }),
  entries: z.array(entrySchema),
  productsAmount: z.number().int(),
  walletAmount: z.number().int(),
  deliveryFee: z.number().int(),
  totalAmount: z.number().int(),
  thanks: z.object({ message: z.string(), date: z.string() }).nullable(),
  cancelledAt: z.string().nullable(),
  coupon: z.object({ code: z.string(), amount: z.number().int() }).nullable(),
  groupGift: z
    .object({ codeAx: z.string(), productName: z.string() })
    .optional()
    .describe('The group gift of a GROUP_GIFT item'),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export type HistoricsBody = z.infer<typeof historicsBody>;

export const historicsResponse = z.object({
  contributions: z.array(activityItemSchema),
  purchaseAmount: z.number().int(),
  rewardAmount: z.number().int(),
  minPurchaseAmountForReward: z.number().int(),
  remainingAmountForReward: z.number().int(),
  walletAmount: z.number().int(),
  walletTotalAmount: z.number().int(),
});

const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  date: z.string(),
});

export const walletHistoricsResponse = z.object({
  contributions: z.array(
    z.object({
      id: z.number().int(),
      contributionId: z.number().int().nullable(),
      type: z.enum([
        'CONTRIBUTION',
        'CONTRIBUTION_CANCELLED',
        'WALLET_CANCELLED',
        'USE',
        'GROUP_GIFT',
      ]),
      productName: z
        .string()
        .optional()
        .describe('GROUP_GIFT: the group gift whose funded part closing moved here'),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      date: z.string(),
      contributorName: z.string(),
      isAnonymous: z.boolean(),
      message: z.string(),
    }),
  ),
  walletAmount: z.number().int(),
  walletTotalAmount: z.number().int(),
  coupons: z.array(couponSchema),
  couponMaxAmount: z.number().int(),
});

export const returnBody = z.object({
  id,
  quantity: z.number().int().min(1).max(99),
});

export const returnsResponse = z.object({
  entryId: z.number().int(),
  contributionId: z.number().int(),
  codeAx: z.string(),
  quantity: z.number().int(),
  quantityReturned: z.number().int(),
  returnableQuantity: z.number().int(),
  returns: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['RETURN', 'RETURN_CANCELLED']),
      quantity: z.number().int(),
      date: z.string(),
    }),
  ),
});

export const idBody = z.object({ id });

export const walletAmountsResponse = z.object({
  walletAmount: z.number().int(),
  walletTotalAmount: z.number().int(),
});

export const sendThankBody = z.object({
  contributionId: id,
  message: z.string().trim().min(1).max(1000),
});

export const sendThankResponse = z.object({
  status: z.literal('SENT'),
  emailed: z.boolean(),
});

/** [S4.8] The most contributions thanked with one message. */
export const THANKS_BATCH_MAX = 50;

/**
 * [S4.8] One thanks message for several contributions of a list, each thanked once: all or none
 * (one already thanked refuses the whole batch).
 */
export const sendThanksBody = z.object({
  contributionIds: z
    .array(id)
    .min(1)
    .max(THANKS_BATCH_MAX)
    .refine((ids) => new Set(ids).size === ids.length, contractMessages.duplicateIds),
  message: sendThankBody.shape.message,
});

export const sendThanksResponse = z.object({
  status: z.literal('SENT'),
  /** The contributions thanked, in the order sent. */
  thanked: z.array(z.object({ contributionId: z.number().int(), emailed: z.boolean() })),
});

/** [S2.59] How many contributions the owner has not thanked yet (the list bar's count). */
export const toThankCountResponse = z.object({
  count: z.number().int().min(0),
});

export const paymentIdParams = z.object({
  paymentId: z.string().regex(/^[a-z0-9]{32}$/, contractMessages.paymentId),
});

export const paymentStatusResponse = z.object({
  paymentId: z.string(),
  listId: z.string(),
  status: z.enum(['PENDING', 'PAID', 'RECORDED', 'DECLINED', 'CANCELLED', 'EXPIRED']),
  amount: z.number().int(),
  contributionId: z.number().int().nullable(),
  expiresAt: z.string(),
});

export type HistoricsResponse = z.infer<typeof historicsResponse>;
export type WalletHistoricsResponse = z.infer<typeof walletHistoricsResponse>;
export type ReturnBody = z.infer<typeof returnBody>;
export type ReturnsResponse = z.infer<typeof returnsResponse>;
export type IdBody = z.infer<typeof idBody>;
export type WalletAmountsResponse = z.infer<typeof walletAmountsResponse>;
export type SendThankBody = z.infer<typeof sendThankBody>;
export type SendThankResponse = z.infer<typeof sendThankResponse>;
export type SendThanksBody = z.infer<typeof sendThanksBody>;
export type SendThanksResponse = z.infer<typeof sendThanksResponse>;
export type ToThankCountResponse = z.infer<typeof toThankCountResponse>;
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;
