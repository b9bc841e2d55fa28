import { ALTERNATE_POS_SYSTEM } from '../constants';
import { isSellerWithoutAccountant } from '../roles';
import type { RoleHolder } from '../roles';
import type { ClientType, StoreInfo, TransactionType } from './types';

/** What the cart reads to decide where its validation goes. */
export interface CartSubmissionInput {
  /** The signed-in user (staff or not); absent for an anonymous relative. */
  readonly user: RoleHolder | null | undefined;
  /** Who pays: the list holder (self purchase) or a relative [S3.11]. */
  readonly clientType: ClientType;
  /** The list's wallet balance, in integer cents. */
  readonly listWalletCents: number;
  /** The cart total, in integer cents. */
  readonly totalCents: number;
  /** The staff member's store; its posSystemName tells the alternate point of sale [S1.5]. */
  readonly store?: Pick<StoreInfo, 'posSystemName'> | null | undefined;
  readonly transactionType?: TransactionType | null | undefined;
  /** The wallet popup has been answered (use the wallet or not): do not open it again. */
  readonly walletPopupAnswered?: boolean | undefined;
}

/** Where the cart's validation goes next. */
export type CartSubmissionStep =
  /** Staff: offer the holder's wallet first; then decide again with `walletPopupAnswered`. */
  | { readonly step: 'walletPopup' }
  /** Submit the cart and go to the external checkout payment. */
  | { readonly step: 'checkout' }
  /** Staff: create a contribution transaction and go to PendingTransaction. */
  | { readonly step: 'transaction' };

/**
 * [S1.5] [S4.3] [S4.5] An order of the alternate point-of-sale system: the store runs it and the
 * transaction is not flagged VAE (take-away sale). Such an order is paid through the checkout.
 */
export function isAlternatePosOrder(
  store: Pick<StoreInfo, 'posSystemName'> | null | undefined,
  transactionType: TransactionType | null | undefined,
): boolean {
  return store?.posSystemName === ALTERNATE_POS_SYSTEM && transactionType !== 'VAE';
}

/**
 * [S4.3] [S4.5] [S6.5] Decides the next step of a cart validation.
 *
 * - A buyer who may not create transactions goes to checkout: anyone but a SELLER without
 *   ACCOUNTANT [S6.5], so an anonymous or signed-in relative, and an ACCOUNTANT too.
 * - A SELLER without ACCOUNTANT selling to the holder, with a wallet above 0 and a total above 0,
 *   first sees the wallet popup, unless it is an alternate point-of-sale order (not VAE).
 * - The seller on an alternate point-of-sale order submits the cart to checkout payment.
 * - Any other seller sale creates a transaction.
 */
export function decideCartSubmission(input: CartSubmissionInput): CartSubmissionStep {
  if (!isSellerWithoutAccountant(input.user)) return { step: 'checkout' };
  const alternateOrder = isAlternatePosOrder(input.store, input.transactionType);
  const offersWallet =
    input.walletPopupAnswered !== true &&
    input.clientType === 'HOLDER' &&
    input.listWalletCents > 0 &&
    input.totalCents > 0 &&
    !alternateOrder;
  if (offersWallet) return { step: 'walletPopup' };
  return alternateOrder ? { step: 'checkout' } : { step: 'transaction' };
}
