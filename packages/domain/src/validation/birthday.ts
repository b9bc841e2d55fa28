import type { ValidationErrorCode } from '../messages-other-screens';
import type { FieldOptions } from './field-options';
import { isBlank } from './text';

/** [S5.16] [S9.11] dd/MM/yy with exactly two digits each (`05/03/26`, not `5/3/26`). */
const DATE_FR = /^(\d{2})\/(\d{2})\/(\d{2})$/;

/** [S5.16] A parsed child birthday: an ISO 8601 string at UTC midnight, or the error. */
export type ParsedBirthday =
  | { readonly kind: 'valid'; readonly iso: string }
  | { readonly kind: 'invalid'; readonly error: Extract<ValidationErrorCode, 'INVALID_DATE'> };

/**
 * [S5.16] [S9.11] Parses the child's birthday typed as `dd/MM/yy` into the UTC date that is
 * saved: `'05/03/26'` -> `'2026-03-05T00:00:00.000Z'`. An ISO string rather than a `Date`, so it is
 * serialisable as is (store, JSON) and never shifted by the browser's time zone.
 *
 * Two-digit years are 2000-2099 (births are recent or expected). Impossible dates (`31/02/26`,
 * `00/01/26`, `01/13/26`), single digits (`1/2/26`) and letters give INVALID_DATE. Surrounding
 * spaces are ignored.
 */
export function parseChildBirthday(text: string): ParsedBirthday {
  const match = DATE_FR.exec(text.trim());
  if (match) {
    const day = Number(match[1]);
    const month = Number(match[2]);
    const date = new Date(Date.UTC(2000 + Number(match[3]), month - 1, day));
    // Date.UTC rolls 31/02 over to 03/03: an impossible date does not come back the same.
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      return { kind: 'valid', iso: date.toISOString() };
    }
  }
  return { kind: 'invalid', error: 'INVALID_DATE' };
}

/**
 * [S5.16] The birthday field: empty is valid unless required (DEFAULT_INPUT_ERROR, the birth
 * date may not be known when the list is created); otherwise it must parse (INVALID_DATE).
 */
export function validateChildBirthday(
  text: string | null | undefined,
  options: FieldOptions = {},
): ValidationErrorCode | undefined {
  if (!text || isBlank(text)) return options.required ? 'DEFAULT_INPUT_ERROR' : undefined;
  const parsed = parseChildBirthday(text);
  return parsed.kind === 'invalid' ? parsed.error : undefined;
}
