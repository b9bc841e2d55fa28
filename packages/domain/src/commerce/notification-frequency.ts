import { notificationFrequencyLabels } from '../messages-other-screens';
import type { NotificationFrequency } from './types';

/** [S9.7] The notification frequencies, most frequent first (wire values are ours). */
export const NOTIFICATION_FREQUENCIES = [
  'DAILY',
  'WEEKLY',
  'NEVER',
] as const satisfies readonly NotificationFrequency[];

/**
 * [S9.7] [S2.45] The frequency of a new account: once a week, so that parents hear of new gifts
 * without a daily e-mail. The spec does not give one: ours (docs/decisions.md).
 */
export const DEFAULT_NOTIFICATION_FREQUENCY: NotificationFrequency = 'WEEKLY';

/** [S9.7] Is this one of the three stored values? */
export function isNotificationFrequency(
  value: string | null | undefined,
): value is NotificationFrequency {
  return (NOTIFICATION_FREQUENCIES as readonly (string | null | undefined)[]).includes(value);
}

/** [S9.7] 'Une fois par jour', 'Une fois par semaine', 'Jamais'. */
export function notificationFrequencyLabel(frequency: NotificationFrequency): string {
  return notificationFrequencyLabels[frequency];
}
