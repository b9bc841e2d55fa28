import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  NOTIFICATION_FREQUENCIES,
  isNotificationFrequency,
  notificationFrequencyLabel,
} from './notification-frequency';

describe('notification frequencies', () => {
  it('[S9.7] are DAILY, WEEKLY, NEVER; WEEKLY by default', () => {
    expect(NOTIFICATION_FREQUENCIES).toEqual(['DAILY', 'WEEKLY', 'NEVER']);
    expect(DEFAULT_NOTIFICATION_FREQUENCY).toBe('WEEKLY');
  });

  it.each([
    ['DAILY', 'Une fois par jour'],
    ['WEEKLY', 'Une fois par semaine'],
    ['NEVER', 'Jamais'],
  ] as const)('[S9.7] %s is labelled %j', (frequency, label) => {
    expect(notificationFrequencyLabel(frequency)).toBe(label);
  });

  it.each([
    ['DAILY', true],
    ['WEEKLY', true],
    ['NEVER', true],
    ['MONTHLY', false],
    ['daily', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('[S9.7] %j is a stored frequency: %s', (value, expected) => {
    expect(isNotificationFrequency(value)).toBe(expected);
  });
});
