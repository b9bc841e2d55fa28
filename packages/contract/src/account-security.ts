import { z } from 'zod';

/**
 * The account-security API (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2). The password
 * fields are bounded here only against absurd bodies; the password rule itself (8 to 128
 * characters, not common, no context word) is checked by the handler, which answers it in French.
 */

/** Longest password text read at all: far above the rule's 128, so the rule's message applies. */
const PASSWORD_FIELD_MAX = 1024;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1)
      .max(PASSWORD_FIELD_MAX)
      .describe('The password the account has now (ASVS V6.2.3)'),
    newPassword: z
      .string()
      .min(1)
      .max(PASSWORD_FIELD_MAX)
      .describe('The new password: the sign-up rule (8 to 128 characters, not common)'),
    endOtherSessions: z
      .boolean()
      .describe("End the account's other sessions once changed (ASVS V7.4.3)"),
  })
  .describe('A password change');

export const sessionSchema = z
  .object({
    id: z.uuid().describe('Opaque id of the session (never its cookie token or its hash)'),
    current: z.boolean().describe('The session of this request'),
    device: z.string().describe("Short summary of the browser, e.g. 'Chrome sur Android'"),
    createdAt: z.iso.datetime().describe('Sign-in time (ISO 8601, UTC)'),
    lastSeenAt: z.iso
      .datetime()
      .describe('Last recorded use (sign-in or access renewal, so within 15 minutes)'),
  })
  .describe('A live session of the signed-in account');

export const sessionsAnswerSchema = z
  .object({
    canChangePassword: z
      .boolean()
      .describe('false when an external OpenID provider holds the passwords (OIDC_ISSUER)'),
    sessions: z.array(sessionSchema).describe('Live sessions, the most recently used first'),
  })
  .describe("The signed-in account's sessions");

export const sessionPathSchema = z.object({
  id: z.uuid().describe('The id of one of the caller’s sessions'),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeSchema>;
export type SessionAnswer = z.infer<typeof sessionSchema>;
export type SessionsAnswer = z.infer<typeof sessionsAnswerSchema>;
