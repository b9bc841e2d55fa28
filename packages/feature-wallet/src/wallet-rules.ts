import type { WalletMovement, WalletMovementType } from '@ldn/api-client';
import { formatEuros } from '@ldn/domain';
import { walletMessages } from './messages';

const MOVEMENT_LABELS: Record<WalletMovementType, string> = {
  CONTRIBUTION: walletMessages.MOVEMENT_CONTRIBUTION,
  CONTRIBUTION_CANCELLED: walletMessages.MOVEMENT_CONTRIBUTION_CANCELLED,
  WALLET_CANCELLED: walletMessages.MOVEMENT_WALLET_CANCELLED,
  USE: walletMessages.MOVEMENT_USE,
  GROUP_GIFT: walletMessages.MOVEMENT_GROUP_GIFT,
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
  if (movement.type === 'GROUP_GIFT') return movement.productName ?? '';
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
