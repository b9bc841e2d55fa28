import { z } from 'zod';
import { companyParamSchema, listIdSchema, numericIdParams } from './common';
import { contractMessages } from './messages';

/** The in-store transactions of spec §7 "Transactions and stores" ([S7.38], [S7.39], [S7.42] to [S7.44]). */

/** [S3.12] A product of the seller's cart: its code, the price shown (cents) and the quantity. */
const entry = z.object({
  codeAx: z.string().regex(/^[0-9A-Za-z]{1,20}$/, contractMessages.sellerProductCode),
  company: companyParamSchema.optional(),
  price: z.number().int().min(0).max(10_000_000).optional(),
  quantity: z.number().int().min(1).max(99),
});

/**
 * [S3.12] [S7.42] The body of createContributionFromCart: the seller's cart of a list. Prices and
 * the total are read again from the catalogue (`totalPrice`, when sent, must agree). Exactly one of
 * `isVae` and `isCmd` [S4.6].
 */
export const createFromCartBody = z
  .object({
    ldnId: listIdSchema,
    company: companyParamSchema,
    storeCode: z.string().trim().min(1).max(20).optional(),
    transactionNumber: z.string().trim().max(40).optional(),
    holderFavoriteStore: z.string().trim().max(20).nullish(),
    message: z.string().trim().max(1000).default(''),
    messageFrom: z.string().trim().max(100).default(''),
    emailFrom: z.string().trim().max(254).default(''),
    totalPrice: z.number().int().min(0).max(100_000_000).optional(),
    sellerPk: z.union([z.string(), z.number()]).optional(),
    isSelfPurchase: z.boolean(),
    entries: z.array(entry).min(1).max(100),
    usePot: z.boolean().default(false),
    potAmount: z.number().int().min(0).max(100_000_000).default(0),
    potCurrency: z.literal('EUR').default('EUR'),
    isVae: z.boolean(),
    isCmd: z.boolean(),
  })
  .refine((body) => body.isVae !== body.isCmd, {
    message: contractMessages.vaeOrCmd,
    path: ['isVae'],
  });
export type CreateFromCartBody = z.infer<typeof createFromCartBody>;

export const transactionIdParams = numericIdParams;

export const storeParams = z.object({
  company: companyParamSchema,
  storeCode: z.string().trim().min(1).max(20),
});

/** [S7.43] The register ticket's number, scanned or typed [S5.11]. */
export const barcodeBody = z.object({
  company: companyParamSchema,
  storeCode: z.string().trim().min(1).max(20).optional(),
  transactionBarcode: z.string().trim().max(40),
});
export type BarcodeBody = z.infer<typeof barcodeBody>;

const line = z.object({
  codeAx: z.string(),
  productName: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
});

/** [S3.13] A pending (or settled) in-store transaction. */
export const pendingTransactionResponse = z.object({
  id: z.string(),
  ldnId: z.string(),
  holderFirstName: z.string(),
  holderLastName: z.string(),
  contributor: z.string(),
  emailFrom: z.string(),
  message: z.string(),
  storeCode: z.string(),
  sellerPk: z.number().int().nullable(),
  transactionType: z.enum(['VAE', 'CMD']),
  isSelfPurchase: z.boolean(),
  entries: z.array(line),
  totalPrice: z.number().int(),
  potAmount: z.number().int(),
  gs1Code: z.string(),
  createdAt: z.string(),
  state: z.enum(['IN_PROGRESS', 'TO_CONFIRM', 'VALIDATED', 'CANCELLED']),
  transactionBarcode: z.string().nullable(),
  missingEntries: z.array(line),
  contributionId: z.number().int().nullable(),
});
export type PendingTransaction = z.infer<typeof pendingTransactionResponse>;

/** [S7.38] The pending transactions of a store. */
export const pendingTransactionsResponse = z.array(pendingTransactionResponse);
