import { z } from 'zod';

/** The body of every error answer of the API: `{ status, code, message }`. */
export const errorBodySchema = z
  .object({
    status: z.number().int().describe('The HTTP status, repeated for clients that lose it'),
    code: z.string().describe('Stable machine-readable code, e.g. BAD_REQUEST'),
    message: z.string().describe('Human-readable explanation; never internal details'),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * [S8.4] A refused cart validation: the error body, with `ldnErrorMsg` (what the domain's
 * `parseCartError` reads) when the refusal names items.
 */
export const cartErrorBodySchema = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    // Absent on the errors every route may answer (a malformed body: 400 BAD_REQUEST).
    ldnErrorMsg: z
      .object({
        errMessage: z.string(),
        reason: z.string(),
        items: z.array(
          z.object({
            codeAx: z.string(),
            reason: z.string().optional(),
            remaining: z.number().int().optional(),
            remainingAmount: z
              .number()
              .int()
              .optional()
              .describe('A group gift: the cents a part may still be'),
          }),
        ),
      })
      .optional(),
  })
  .describe('Cart validation refused ([S8.4] ldnErrorMsg)');
export type CartErrorBody = z.infer<typeof cartErrorBodySchema>;

/** [S5.4] The CANT_REDUCE_QUANTITY refusal carries the gifted count. */
export const cantReduceQuantitySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  quantityOfContributedItems: z.number().int(),
  quantity: z
    .number()
    .int()
    .describe('The lowest quantity accepted: the screen sets it back to this'),
});
export type CantReduceQuantityError = z.infer<typeof cantReduceQuantitySchema>;

/** [S7.22] [S5.4] A 409 of the item update: CANT_REDUCE_QUANTITY, or another conflict. */
export const updateItemConflictSchema = z.union([cantReduceQuantitySchema, errorBodySchema]);
export type UpdateItemConflict = z.infer<typeof updateItemConflictSchema>;

/** [S7.51] [S7.52] The tracking service's refusals have their own shape. */
export const trackingErrorSchema = z
  .object({
    code: z.literal('KO'),
    status: z.number().int(),
    service: z.literal('tracking'),
    error: z.string(),
  })
  .describe('Tracking error');
export type TrackingError = z.infer<typeof trackingErrorSchema>;

/** [S8.5] The body of every discovery error: HTTP status = body status. */
export const discoveryErrorSchema = z
  .object({
    status: z.number().int(),
    service: z.literal('discovery'),
    code: z.string().describe('Machine code, e.g. Discovery:ProductSheet:NotFound'),
    message: z.string(),
  })
  .describe('Discovery error');
export type DiscoveryErrorBody = z.infer<typeof discoveryErrorSchema>;
