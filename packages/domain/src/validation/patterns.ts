/** [S5.8] E-mail pattern, verbatim from the spec (its escapes kept so it reads as the spec does). */
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^[a-zA-Z0-9._\-]+@[a-zA-Z0-9.\-]+\.[a-zA-Z]{2,6}$/;
/** [S5.9] French phone pattern, verbatim from the spec. */
export const PHONE_PATTERN = /^0[1-9]([-. ]?[0-9]{2}){4}$/;
/** [S5.11] Postal code: 5 digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
/** [S5.11] Digits only. */
export const DIGITS_PATTERN = /^\d+$/;
/** [S5.11] Ticket code: A, U or W, then M, two word characters, dash, a digit, dash, digits. */
export const TICKET_CODE_PATTERN = /^[AUW]M\w{2}-\d-\d+$/;

/** [S5.8] Optional: empty is valid; otherwise the pattern must match. */
export function isValidEmail(value: string | null | undefined): boolean {
  return !value || EMAIL_PATTERN.test(value);
}
