import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';
import { isValidEmail } from './patterns';
import { isBlank } from './text';

/**
 * [S5.8] E-mail input: optional and empty is valid; a required empty (or blank) field gives
 * DEFAULT_INPUT_ERROR; otherwise the value must match EMAIL_PATTERN (INVALID_EMAIL).
 *
 * The value is tested as given, not trimmed, through `isValidEmail`, the very rule the cart uses to
 * disable its validate button ([S5.1]): an address that shows no error here never blocks the cart.
 */
export function validateEmail(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  if (options.required && isBlank(value)) return 'DEFAULT_INPUT_ERROR';
  return isValidEmail(value) ? undefined : 'INVALID_EMAIL';
}
