import { validateEmail, validationMessages } from '@ldn/domain';
import { z } from 'zod';
import { contractMessages } from './messages';
import { listIdSchema } from './common';

/**
 * The co-parent (spec §3 coOwner fields; §6 extended, docs/decisions.md "Co-parent"): the list's
 * holder invites the co-parent by e-mail; once accepted, the co-parent's own account has the
 * owner's rights on the list, the holder keeping the reward and the wallet. Paths in the style of
 * spec §7 "Lists".
 */

/** How long an invitation link works, in days. */
export const CO_PARENT_INVITATION_DAYS = 7;

/** [S5.8] The invited address, checked with the domain's e-mail rule; lower-cased. */
export const coParentInvitationBody = z.object({
  email: z
    .string()
    .trim()
    .max(254, { error: validationMessages.INVALID_EMAIL })
    .superRefine((value, context) => {
      const error = validateEmail(value, { required: true });
      if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
    })
    .transform((value) => value.toLowerCase())
    .describe("The co-parent's e-mail address: the invitation's link is sent there"),
});
export type CoParentInvitationBody = z.infer<typeof coParentInvitationBody>;

export const CO_PARENT_STATES = ['NONE', 'PENDING', 'ACCEPTED'] as const;
export type CoParentState = (typeof CO_PARENT_STATES)[number];

/** The list's co-parent as Parameters shows it: none, invited (pending), or accepted. */
export const coParentSchema = z.object({
  listId: listIdSchema,
  state: z.enum(CO_PARENT_STATES),
  email: z.string().describe('The invited address; empty when NONE'),
  firstName: z.string().describe("The accepting account's first name; empty unless ACCEPTED"),
  lastName: z.string().describe("The accepting account's last name; empty unless ACCEPTED"),
  invitedAt: z.string().nullable().describe('ISO 8601 UTC; null when NONE'),
  expiresAt: z.string().nullable().describe('ISO 8601 UTC, for a PENDING invitation; else null'),
  acceptedAt: z.string().nullable().describe('ISO 8601 UTC, when ACCEPTED; else null'),
});
export type CoParent = z.infer<typeof coParentSchema>;

/** The link's code: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, contractMessages.invitationToken);

export const acceptCoParentBody = z.object({
  token: invitationTokenSchema.describe('The code of the link received by e-mail'),
});
export type AcceptCoParentBody = z.infer<typeof acceptCoParentBody>;

export const acceptCoParentResponse = z.object({
  listId: listIdSchema,
  title: z.string(),
});
export type AcceptCoParentResponse = z.infer<typeof acceptCoParentResponse>;
