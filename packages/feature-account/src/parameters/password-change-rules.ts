import { accountMessages } from '../messages';

/** The password form as the customer fills it. */
export interface PasswordChangeValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
  /** ASVS V7.4.3 End the other sessions once changed; checked by default. */
  readonly endOtherSessions: boolean;
}

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmation';

export type PasswordChangeErrors = Partial<Record<PasswordChangeField, string>>;

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmation: '',
  endOtherSessions: true,
};

/** The sign-up's length rule (apps/server/src/identity/sign-up-form.ts), in characters. */
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

/**
 * What the form checks before sending: the current password given, the new one's length and its
 * confirmation. The rest of the rule (common passwords, the person's words, not the current one)
 * is the server's, whose French message lands on the new password's field.
 */
export function passwordChangeErrors(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '')
    errors.currentPassword = accountMessages.CURRENT_PASSWORD_REQUIRED;
  const length = [...values.newPassword].length;
  if (length < MIN_LENGTH || length > MAX_LENGTH) {
    errors.newPassword = accountMessages.NEW_PASSWORD_RULE;
  } else if (values.confirmation !== values.newPassword) {
    errors.confirmation = accountMessages.PASSWORD_MISMATCH;
  }
  return errors;
}

/** The field a refusal of the server is about, from its code; undefined: the whole form. */
export function fieldOfRefusal(code: string | undefined): PasswordChangeField | undefined {
  if (code === 'WRONG_PASSWORD') return 'currentPassword';
  if (code === 'WEAK_PASSWORD' || code === 'SAME_PASSWORD') return 'newPassword';
  return undefined;
}
