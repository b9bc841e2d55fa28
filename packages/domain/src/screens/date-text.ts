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

/** [S9.11] The time zone instants are read in: the retailer's (France), never the browser's. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

/** The date and time texts of an instant; both '' when the instant is unreadable. */
export interface DateTimeText {
  readonly date: string;
  readonly time: string;
}

/**
 * [S9.11] An instant (a gift, a wallet movement, a thanks) shown as `dd/MM/yy` and `HH:mm` in
 * French time, so that a gift made at 00:30 in Paris shows that day whatever the browser's zone.
 * Calendar dates (a birthday) go through {@link formatDateFr} instead. An unreadable instant
 * gives empty texts.
 */
export function formatDateTime(iso: string, timeZone: string = DISPLAY_TIME_ZONE): DateTimeText {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return { date: '', time: '' };
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}
