import { formatEuros } from '@ldn/domain';
import type { WalletMovement, WalletMovementType } from './wallet-api';
import { walletMessages } from './messages';

const MOVEMENT_LABELS: Record<WalletMovementType, string> = {
  CONTRIBUTION: walletMessages.MOVEMENT_CONTRIBUTION,
  CONTRIBUTION_CANCELLED: walletMessages.MOVEMENT_CONTRIBUTION_CANCELLED,
  WALLET_CANCELLED: walletMessages.MOVEMENT_WALLET_CANCELLED,
  USE: walletMessages.MOVEMENT_USE,
};

/** [S3.15] What a movement is, in French. */
export function movementLabel(movement: WalletMovement): string {
  return MOVEMENT_LABELS[movement.type];
}

/**
 * [S3.14] [S3.15] Who a movement is about: 'Anonyme' for an anonymous contributor, the name
 * otherwise; '' for a use in store (nobody to name).
 */
export function movementContributor(movement: WalletMovement): string {
  if (movement.type === 'USE') return '';
  const name = movement.contributorName.trim();
  return movement.isAnonymous || name === '' ? walletMessages.ANONYMOUS : name;
}

/**
 * [S9.1] A signed amount as shown in the history: '+50,00 €' for a credit, '−55,00 €' (a true
 * minus sign) for a debit.
 */
export function signedEuros(cents: number): string {
  return cents < 0 ? `\u2212${formatEuros(-cents)}` : `+${formatEuros(cents)}`;
}

/** [S9.11] The time zone the dates are read in: the retailer's (France). */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

/**
 * [S9.11] A moment shown as `dd/MM/yy` and `HH:mm` in French time (the history's dates are
 * instants). An unreadable date gives empty texts.
 */
export function formatDateTime(
  iso: string,
  timeZone: string = DISPLAY_TIME_ZONE,
): { readonly date: string; readonly time: string } {
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
