import { PHONE_LENGTH } from '../constants';
import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';
import { PHONE_PATTERN } from './patterns';
import { isBlank } from './text';

/**
 * [S5.9] [S5.7] Phone input: a required empty (or blank) field gives REQUIRED_PHONE ('Phone
 * required'); an optional empty one is valid; otherwise the French pattern must match
 * (INVALID_PHONE_NUMBER), which allows one '-', '.' or ' ' between the pairs of digits.
 */
export function validatePhone(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  if (!value || isBlank(value)) return options.required ? 'REQUIRED_PHONE' : undefined;
  return PHONE_PATTERN.test(value) ? undefined : 'INVALID_PHONE_NUMBER';
}

/** The separators PHONE_PATTERN accepts between pairs of digits. */
const PHONE_SEPARATORS = /[-. ]/g;

/**
 * [S3.1] Phone normalisation of the user profile: "if not 10 characters long, the first 3
 * characters are replaced by a 0", which turns the stored international form into the national
 * one (`+33612345678` -> `0612345678`).
 *
 * Two choices where the spec is silent: the separators that PHONE_PATTERN accepts are removed
 * first, so `06 12 34 56 78` stays `0612345678` instead of losing its first digits; and an empty
 * (or missing) phone stays empty rather than becoming `'0'`. Any other length gets the spec's rule
 * as written.
 */
export function normalizePhone(phone: string | null | undefined): string {
  const compact = (phone ?? '').replace(PHONE_SEPARATORS, '');
  if (compact === '' || compact.length === PHONE_LENGTH) return compact;
  return `0${compact.slice(3)}`;
}
