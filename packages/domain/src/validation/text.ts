import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';

/**
 * [S5.10] Whether a field value counts as empty: missing, or only whitespace. A required field
 * filled with spaces is refused, as a customer would not call "   " a name or a message.
 */
export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim().length === 0;
}

/**
 * Length in characters (Unicode code points), not UTF-16 units: an emoji or a rare letter counts
 * as one, as the customer sees it and as PostgreSQL's `varchar(n)` counts it.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/**
 * [S5.10] Text input: a required field must not be blank (DEFAULT_INPUT_ERROR); an optional one
 * is always valid (its length is bounded by {@link truncateText}, not by an error).
 */
export function validateText(
  value: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  return options.required && isBlank(value) ? 'DEFAULT_INPUT_ERROR' : undefined;
}

/**
 * [S5.10] An optional maximum length truncates the input rather than showing an error, so the
 * field simply stops accepting characters. Counts characters (code points, see {@link textLength})
 * so an emoji is never cut in half. Without `maxLength` the value is returned unchanged.
 */
export function truncateText(value: string, maxLength?: number): string {
  if (maxLength === undefined) return value;
  const characters = Array.from(value);
  const limit = Math.max(0, Math.floor(maxLength));
  return characters.length <= limit ? value : characters.slice(0, limit).join('');
}
