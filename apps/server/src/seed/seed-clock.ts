/**
 * The seed's "now". Every date the generator writes (creation, publication, closing, expected
 * birth) is counted from this fixed instant rather than from the clock, so two seeds give the same
 * rows whenever and wherever they run.
 */
export const SEED_CLOCK = new Date('2026-10-01T09:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` days before `date` (negative: after). */
export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** `days` days after `date`. */
export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar day of `date` in UTC, as `date` columns take it: '2026-12-20'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
