import { validateEmail, validationMessages } from '@ldn/domain';
import { z } from 'zod';
import { contractMessages } from './messages';

/** [S2.40] At most this many addresses per sharing. */
export const SHARE_RECIPIENTS_MAX = 20;
/** [S2.40] The personal message, in characters (code points, as the domain counts). */
export const SHARE_MESSAGE_MAX = 1000;

/** [S5.8] One address, checked with the domain's e-mail rule; lower-cased (the key of dedupe). */
const recipientSchema = z
  .string()
  .trim()
  .max(254, { error: validationMessages.INVALID_EMAIL })
  .superRefine((value, context) => {
    const error = validateEmail(value, { required: true });
    if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
  })
  .transform((value) => value.toLowerCase());

/**
 * [S2.40] Body of shareListByEmail: 1 to 20 addresses (duplicates, whatever their case, count
 * once) and an optional personal message of at most 1,000 characters.
 */
export const shareListBody = z.object({
  recipients: z
    .array(recipientSchema, { error: contractMessages.recipientsCount(SHARE_RECIPIENTS_MAX) })
    .min(1, { error: contractMessages.recipientsCount(SHARE_RECIPIENTS_MAX) })
    .max(SHARE_RECIPIENTS_MAX, { error: contractMessages.recipientsCount(SHARE_RECIPIENTS_MAX) })
    .transform((recipients) => [...new Set(recipients)])
    .describe('1 to 20 e-mail addresses; duplicates are sent once'),
  message: z
    .string()
    .trim()
    .refine((value) => [...value].length <= SHARE_MESSAGE_MAX, {
      error: contractMessages.messageTooLong(SHARE_MESSAGE_MAX),
    })
    .optional()
    .describe('A personal message added to the invitation (at most 1,000 characters)'),
});
export type ShareListBody = z.infer<typeof shareListBody>;

/** [S2.40] The answer: how many invitations were queued (an identical one already queued in the last minutes is not queued again). */
export const shareListResponse = z.object({
  queued: z.number().int().describe('Invitations queued by this call'),
});
export type ShareListResponse = z.infer<typeof shareListResponse>;
