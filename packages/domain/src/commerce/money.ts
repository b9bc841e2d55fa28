let euroFormat: Intl.NumberFormat | undefined;

/**
 * [S9.1] Formats integer cents as fr-FR euros with 2 decimals, e.g. `1250` -> `'12,50 €'`.
 *
 * Intl writes a narrow no-break space (U+202F) between groups of thousands and a no-break space
 * (U+00A0) before the euro sign, so compare with those characters, not with plain spaces. The
 * formatter is built on first use (building one loads the locale's data) and kept. It is given the
 * amount as a decimal string (`'1250e-2'`), which Intl reads exactly, so every safe integer of cents
 * is written to the cent (`cents / 100` as a float is not, above about 10 billion euros).
 * A non-integer amount is a programming error (money is integer cents), so it throws.
 */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatEuros expects integer cents, got ${String(cents)}`);
  }
  euroFormat ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euroFormat.format(`${cents}e-2` as `${number}`);
}

/** Spaces a French user or Intl may put between groups of thousands. */
const GROUP_SEPARATOR = '[ \\u00a0\\u202f]';
/**
 * Digits, optionally grouped by three with spaces, then at most 2 decimals after a comma or dot,
 * then an optional euro sign.
 */
const AMOUNT = new RegExp(
  `^(\\d+|\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})+)(?:[.,](\\d{1,2}))?(?:${GROUP_SEPARATOR}?€)?$`,
);
const ANY_GROUP_SEPARATOR = new RegExp(GROUP_SEPARATOR, 'g');

/**
 * [S9.1] [S5.7] Parses what a user types as an amount in euros into integer cents, or `undefined`
 * when it is not one.
 *
 * Accepts a comma or a dot as the decimal separator, at most 2 decimals, spaces (also Intl's no-break
 * ones) between groups of three digits, and a trailing `€`, so that a formatted amount parses back.
 * Refuses negatives, a third decimal, bare separators (`',50'`, `'12,'`) and dot-grouped thousands
 * (`'1.000'` would be ambiguous). The digits are read as text, never through a float, so `'0,29'` is
 * exactly 29 cents.
 */
export function parseEuros(text: string | null | undefined): number | undefined {
  const match = AMOUNT.exec((text ?? '').trim());
  if (!match) return undefined;
  const [, grouped = '', decimals = ''] = match;
  const euros = Number(grouped.replace(ANY_GROUP_SEPARATOR, ''));
  const cents = euros * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
