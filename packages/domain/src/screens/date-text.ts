const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * [S9.11] A date shown as `dd/MM/yy`, read in UTC so that the saved UTC midnight of [S5.16]
 * shows the same day everywhere (`'2026-03-05T00:00:00.000Z'` -> `'05/03/26'`). Accepts an ISO
 * string or a `Date`; an unreadable date gives '' so a screen shows nothing rather than
 * "NaN/NaN/aN".
 */
export function formatDateFr(isoOrDate: string | Date): string {
  const date = typeof isoOrDate === 'string' ? new Date(isoOrDate) : isoOrDate;
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear() % 100;
  return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${twoDigits(year)}`;
}
