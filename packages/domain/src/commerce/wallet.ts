import {
  SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
  WALLET_MAX_CENTS,
  WALLET_MIN_CENTS,
} from '../constants';

/** The message codes of a refused wallet amount (texts in `validationMessages`). */
export type WalletAmountError =
  | 'WALLET_AMOUNT_MIN'
  | 'WALLET_AMOUNT_MAX'
  | 'WALLET_AMOUNT_WHOLE_EUROS'
  | 'INVALID_AMOUNT';

/**
 * [S5.2] [S9.2] Checks a wallet contribution: from 5 to 10 000 EUR, bounds included.
 *
 * Returns the message code to show, or `undefined` when the amount is accepted. A contribution is
 * paid through the special item priced 1 EUR per unit [S9.4], so it must be whole euros: 12,50 EUR
 * is refused with WALLET_AMOUNT_WHOLE_EUROS, which says so (the bounds are checked first, so
 * 4,99 EUR says "minimum 5 €"). Anything that is not integer cents (NaN, 12.5 cents) is
 * INVALID_AMOUNT.
 */
export function walletAmountError(cents: number): WalletAmountError | undefined {
  if (!Number.isSafeInteger(cents)) return 'INVALID_AMOUNT';
  if (cents < WALLET_MIN_CENTS) return 'WALLET_AMOUNT_MIN';
  if (cents > WALLET_MAX_CENTS) return 'WALLET_AMOUNT_MAX';
  if (cents % SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS !== 0) return 'WALLET_AMOUNT_WHOLE_EUROS';
  return undefined;
}
