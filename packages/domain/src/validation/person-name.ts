import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';
import { isBlank } from './text';

/** [S5.7] Longest first or last name accepted, in characters. */
export const NAME_MAX_LENGTH = 50;

/**
 * [S5.7] A first or last name: 1 to 50 characters among Latin letters with the French accents and
 * ligatures (é, è, ç, œ, ÿ...), spaces, hyphens and apostrophes (straight ' or typographic ’),
 * starting with a letter (so "-" or "'" alone is not a name).
 */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿŒœŸ][A-Za-zÀ-ÖØ-öø-ÿŒœŸ' ’-]{0,49}$/;

/**
 * Surrounding spaces are ignored (the form trims them on save) and accents typed as a letter plus
 * a combining mark (NFD, as some keyboards and pastes produce) are composed first, so `é` counts as
 * one accented letter either way.
 */
function validateName(
  value: string | null | undefined,
  error: ValidationErrorCode,
  options: FieldOptions,
): ValidationErrorCode | undefined {
  if (!value || isBlank(value)) return options.required ? 'DEFAULT_INPUT_ERROR' : undefined;
  return NAME_PATTERN.test(value.trim().normalize('NFC')) ? undefined : error;
}

/** [S5.7] First name: see NAME_PATTERN; otherwise INVALID_FIRST_NAME. */
export function validateFirstName(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return validateName(value, 'INVALID_FIRST_NAME', options);
}

/** [S5.7] Last name: see NAME_PATTERN; otherwise INVALID_LAST_NAME. */
export function validateLastName(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return validateName(value, 'INVALID_LAST_NAME', options);
}
