import { transactionTypeLabels } from '../messages-other-screens';
import type { TransactionType } from './types';

/** [S4.6] The transaction types, take-away sale first. */
export const TRANSACTION_TYPES = ['VAE', 'CMD'] as const satisfies readonly TransactionType[];

/** [S4.6] The French label of a transaction type: 'Vente à emporter', 'Commande en magasin'. */
export function transactionTypeLabel(type: TransactionType): string {
  return transactionTypeLabels[type];
}

/**
 * [S3.12] [S4.6] The two flags a contribution transaction carries for its type: exactly one of them
 * is true. No type (a relative's online cart) sets neither.
 */
export function transactionFlags(type: TransactionType | null | undefined): {
  readonly isVae: boolean;
  readonly isCmd: boolean;
} {
  return { isVae: type === 'VAE', isCmd: type === 'CMD' };
}
