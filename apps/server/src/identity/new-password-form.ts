import { identityMessages } from './identity-messages';
import type { NewPasswordField } from './identity-pages';
import { contextWords, passwordProblem, passwordProblemMessages } from './sign-up-form';

export type NewPasswordResult =
  | { readonly ok: true; readonly password: string }
  | { readonly ok: false; readonly errors: Partial<Record<NewPasswordField, string>> };

/**
 * Validates the posted 'Nouveau mot de passe' form with the rule and the French messages of the
 * sign-up (`passwordProblem`: 8 to 128 characters, not a common password, none of the account's
 * context words), then the confirmation.
 */
export function validateNewPassword(
  body: Record<string, unknown>,
  commonPasswords: ReadonlySet<string>,
  account: { readonly firstName: string; readonly lastName: string; readonly email: string },
): NewPasswordResult {
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation =
    typeof body.passwordConfirmation === 'string' ? body.passwordConfirmation : '';
  const problem = passwordProblem(password, commonPasswords, contextWords(account));
  if (problem) return { ok: false, errors: { password: passwordProblemMessages[problem] } };
  if (password !== confirmation) {
    return { ok: false, errors: { passwordConfirmation: identityMessages.passwordMismatch } };
  }
  return { ok: true, password };
}
