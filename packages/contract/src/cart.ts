import {
  GROUP_GIFT_PART_MAX_CENTS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  WALLET_MAX_CENTS,
  WALLET_MIN_CENTS,
  groupGiftMessages,
  validationMessages,
} from '@ldn/domain';
import { z } from 'zod';
import { codeAxSchema, listIdSchema } from './common';
import { contractMessages } from './messages';
import { WALLET_ITEM_CODE, WALLET_MAX_EUROS } from './wallet-wire';

/**
 * The cart and its validation (spec §7 "User": [S3.11] [S7.7] [S7.8]). Amounts are integer
 * cents; the wallet contribution's special item 01176190 [S9.4] counts euros in its quantity
 * (see `wallet-wire.ts`).
 */

/** A product code of a cart line: 8 digits (the special item 01176190 included). */
export const cartCodeSchema = codeAxSchema;

const clientType = z.enum(['HOLDER', 'RELATIVE']);
const transactionType = z.enum(['VAE', 'CMD']);
const deliveryOption = z.enum(['STORE_DELIVERY', 'NONE']);
const storeCode = z.string().regex(/^([0-9A-Z]{2,10})?$/, contractMessages.storeCodeOrEmpty);

/**
 * The quantity of a cart line: 1..99 units of a product, or the euros of the special item
 * (5..10 000); the handler tells them apart by the code and checks each its own rule.
 */
const lineQuantity = z.number().int().min(QUANTITY_MIN).max(WALLET_MAX_EUROS);

/** [S3.11] One line of a cart as the API sends it (see `walletAmountToWire` for 01176190). */
export const cartEntrySchema = z.object({
  code: z.string(),
  codeAs400: z.string(),
  quantity: z.number().int(),
  isSetAside: z.boolean(),
  details: z.object({
    productName: z.string(),
    img: z.string(),
    qtyMax: z
      .number()
      .int()
      .describe('What this line may hold: min(99, wanted − gifted − in progress)'),
    price: z.number().int().describe('Unit price, cents'),
  }),
  partCents: z
    .number()
    .int()
    .optional()
    .describe('A part of a group gift: its amount in cents (quantity 1, priced so)'),
});

/** [S3.11] [S7.7] The cart, with the totals the cart bar shows. */
export type CartEntryResponse = z.infer<typeof cartEntrySchema>;

export const cartSchema = z
  .object({
    ldnId: z.string().describe('The list of the cart; "" when the cart is empty'),
    giftMessageData: z.object({ message: z.string(), from: z.string() }),
    entries: z.array(cartEntrySchema),
    contributorName: z.string(),
    contributorEmail: z.string(),
    message: z.string(),
    contributionAmount: z.number().int().describe('Wallet contribution, cents'),
    walletAmount: z.number().int().describe('Use of the holder wallet: always 0 online'),
    makeAvailableToTheHolder: z.boolean(),
    holderFavoriteStore: z.string(),
    clientType,
    transactionType,
    deliveryOption,
    itemCount: z.number().int(),
    productsTotal: z.number().int(),
    deliveryFee: z.number().int(),
    total: z.number().int(),
    storeDeliveryAvailable: z.boolean(),
  })
  .describe('Cart');
export type CartResponse = z.infer<typeof cartSchema>;

/** A part of a group gift, in cents; the server checks it against what remains to fund. */
const partCents = z
  .number({ error: validationMessages.INVALID_AMOUNT })
  .int({ error: validationMessages.INVALID_AMOUNT })
  .min(1, { error: validationMessages.INVALID_AMOUNT })
  .max(GROUP_GIFT_PART_MAX_CENTS, { error: groupGiftMessages.GROUP_GIFT_PART_MAX });

export const addEntryBody = z.object({
  ldnId: listIdSchema,
  code: cartCodeSchema,
  quantity: lineQuantity.describe(`1..${QUANTITY_MAX}; euros (5..10000) for ${WALLET_ITEM_CODE}`),
  partCents: partCents
    .optional()
    .describe('For a group gift: the part in cents (the quantity is then 1); replaces the part'),
});
export type AddEntryBody = z.infer<typeof addEntryBody>;
export const entryParams = z.object({ code: cartCodeSchema });
export const setEntryBody = z.object({ quantity: lineQuantity });
export type SetEntryBody = z.infer<typeof setEntryBody>;

const contributionAmount = z
  .number()
  .int()
  .min(0)
  .max(WALLET_MAX_CENTS)
  .describe(`Cents: 0, or ${WALLET_MIN_CENTS}..${WALLET_MAX_CENTS} in whole euros`);

export const updateCartBody = z
  .object({
    contributorName: z.string().trim().max(100),
    contributorEmail: z.string().trim().max(254),
    message: z.string().trim().max(1000),
    giftMessageData: z.object({
      message: z.string().trim().max(1000),
      from: z.string().trim().max(100),
    }),
    contributionAmount,
    makeAvailableToTheHolder: z.boolean(),
    holderFavoriteStore: storeCode,
    clientType,
    transactionType,
    deliveryOption,
  })
  .partial();
export type UpdateCartBody = z.infer<typeof updateCartBody>;

/** [S7.8] The cart with its entries' details removed; other extra fields are ignored. */
export const createContributionBody = z.object({
  ldnId: listIdSchema,
  entries: z
    .array(
      z.object({
        code: cartCodeSchema,
        codeAs400: z.string().max(40).optional(),
        quantity: lineQuantity,
        isSetAside: z.boolean().optional(),
        partCents: partCents.optional(),
      }),
    )
    .max(200)
    .default([]),
  giftMessageData: z
    .object({ message: z.string().trim().max(1000), from: z.string().trim().max(100) })
    .default({ message: '', from: '' }),
  contributorName: z.string().trim().max(100).default(''),
  contributorEmail: z.string().trim().max(254).default(''),
  message: z.string().trim().max(1000).default(''),
  contributionAmount: contributionAmount.default(0),
  walletAmount: z.number().int().min(0).default(0),
  makeAvailableToTheHolder: z.boolean().default(false),
  holderFavoriteStore: storeCode.default(''),
  clientType: clientType.default('RELATIVE'),
  transactionType: transactionType.default('CMD'),
  deliveryOption: deliveryOption.default('NONE'),
});
export type CreateContributionBody = z.infer<typeof createContributionBody>;

export const createContributionResponse = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string().describe('Same-origin page of the payment: send the browser there'),
  amount: z.number().int().describe('Cents'),
  expiresAt: z.string(),
});
export type CreateContributionResponse = z.infer<typeof createContributionResponse>;
