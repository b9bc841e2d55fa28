import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_ZONE, formatDateFr, formatDateTime } from './date-text';

describe('dates on screens', () => {
  it.each([
    ['2026-03-05T00:00:00.000Z', '05/03/26'],
    ['2026-03-05T23:59:59.999Z', '05/03/26'],
    ['2026-03-05T23:30:00.000-01:00', '06/03/26'],
    ['2026-03-05T00:30:00.000+02:00', '04/03/26'],
    ['2000-01-01T00:00:00.000Z', '01/01/00'],
    ['1999-12-31T00:00:00.000Z', '31/12/99'],
    ['2026-12-09', '09/12/26'],
    ['not a date', ''],
    ['', ''],
  ])('[S9.11] formatDateFr(%j) -> %j, in UTC', (iso, expected) => {
    expect(formatDateFr(iso)).toBe(expected);
  });

  it.each([
    [new Date(Date.UTC(2026, 2, 5)), '05/03/26'],
    [new Date(Date.UTC(2026, 10, 30, 23, 59)), '30/11/26'],
    [new Date(Number.NaN), ''],
  ])('[S9.11] formatDateFr(Date %s) -> %j', (date, expected) => {
    expect(formatDateFr(date)).toBe(expected);
  });
});

describe('instants on screens', () => {
  it.each([
    ['2026-09-20T14:03:00.000Z', { date: '20/09/26', time: '16:03' }],
    ['2026-09-22T22:30:00.000Z', { date: '23/09/26', time: '00:30' }],
    ['2026-12-31T23:30:00.000Z', { date: '01/01/27', time: '00:30' }],
    ['2026-03-29T00:59:00.000Z', { date: '29/03/26', time: '01:59' }],
    ['2026-03-29T01:00:00.000Z', { date: '29/03/26', time: '03:00' }],
    ['not a date', { date: '', time: '' }],
    ['', { date: '', time: '' }],
  ])('[S9.11] formatDateTime(%j) -> %j, in Europe/Paris', (iso, expected) => {
    expect(formatDateTime(iso)).toEqual(expected);
  });

  it('[S9.11] the zone is French time, whatever the browser says', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Europe/Paris');
    expect(formatDateTime('2026-09-20T14:03:00.000Z', 'UTC')).toEqual({
      date: '20/09/26',
      time: '14:03',
    });
  });
});
