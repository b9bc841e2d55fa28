import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';
import { DIGITS_PATTERN, POSTAL_CODE_PATTERN, TICKET_CODE_PATTERN } from './patterns';
import { isBlank } from './text';

/**
 * The common shape of a pattern field: blank is an error only when required (DEFAULT_INPUT_ERROR);
 * otherwise the value, as given, must match the pattern.
 */
function validatePattern(
  value: string | null | undefined,
  pattern: RegExp,
  error: ValidationErrorCode,
  options: FieldOptions,
): ValidationErrorCode | undefined {
  if (!value || isBlank(value)) return options.required ? 'DEFAULT_INPUT_ERROR' : undefined;
  return pattern.test(value) ? undefined : error;
}

/** [S5.11] Postal code: exactly 5 digits (INVALID_POSTAL_CODE). */
export function validatePostalCode(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return validatePattern(value, POSTAL_CODE_PATTERN, 'INVALID_POSTAL_CODE', options);
}

/** [S5.11] Digits only, at least one (INVALID_DIGITS). */
export function validateDigits(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return validatePattern(value, DIGITS_PATTERN, 'INVALID_DIGITS', options);
}

/**
 * [S5.11] [S4.7] Cash-register ticket code typed or scanned by staff: A, U or W, then M, two word
 * characters, dash, one digit, dash, digits (`AM12-3-456`); otherwise INVALID_TICKET_NUMBER.
 */
export function validateTicketCode(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return validatePattern(value, TICKET_CODE_PATTERN, 'INVALID_TICKET_NUMBER', options);
}
