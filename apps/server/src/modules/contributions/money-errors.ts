import { HttpError } from '../../http/error-body';
import { moneyMessages as text } from '../cart/money-messages';

/**
 * The deliberate refusals of the money ledger (payments, activity, returns, thanks,
 * cancellations, the wallet), each with a stable `code` and a French message.
 */

export const paymentNotFound = (): HttpError =>
  new HttpError(404, text.paymentNotFound, 'PAYMENT_NOT_FOUND');

export const contributionNotFound = (): HttpError =>
  new HttpError(404, text.contributionNotFound, 'CONTRIBUTION_NOT_FOUND');

export const entryNotFound = (): HttpError =>
  new HttpError(404, text.entryNotFound, 'ENTRY_NOT_FOUND');

export const invalidReturnQuantity = (max: number): HttpError =>
  new HttpError(400, text.invalidReturnQuantity(max), 'INVALID_RETURN_QUANTITY');

export const cantCancelReturn = (): HttpError =>
  new HttpError(409, text.cantCancelReturn, 'CANT_CANCEL_RETURN');

export const groupGiftPartNotReturnable = (): HttpError =>
  new HttpError(409, text.groupGiftPartNotReturnable, 'GROUP_GIFT_PART_NOT_RETURNABLE');

export const contributionCancelled = (): HttpError =>
  new HttpError(409, text.contributionCancelled, 'CONTRIBUTION_CANCELLED');

export const alreadyCancelled = (): HttpError =>
  new HttpError(409, text.alreadyCancelled, 'ALREADY_CANCELLED');

export const noWalletPart = (): HttpError =>
  new HttpError(409, text.noWalletPart, 'NO_WALLET_PART');

export const walletBalanceTooLow = (): HttpError =>
  new HttpError(409, text.walletBalanceTooLow, 'WALLET_BALANCE_TOO_LOW');

export const thanksAlreadySent = (): HttpError =>
  new HttpError(409, text.thanksAlreadySent, 'THANKS_ALREADY_SENT');

/** [S4.8] A batch of thanks with contributions already thanked (`names`: who they are). */
export const thanksAlreadySentTo = (names: string): HttpError =>
  new HttpError(409, text.thanksAlreadySentTo(names), 'THANKS_ALREADY_SENT');

export const notThankable = (): HttpError => new HttpError(409, text.notThankable, 'NOT_THANKABLE');

export const ownerOnly = (): HttpError => new HttpError(403, text.ownerOnly, 'FORBIDDEN');

export const staffOnly = (): HttpError => new HttpError(403, text.staffOnly, 'FORBIDDEN');
