import {
  SPECIAL_CONTRIBUTION_CODE,
  SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
  WALLET_MAX_CENTS,
} from '../constants';
import { SPECIAL_CONTRIBUTION_PRODUCT_NAME } from '../messages';
import type { CartEntry } from './types';
import { walletAmountError } from './wallet';

/** [S9.2] [S9.4] The wallet maximum (10 000 EUR) as units of the 1 EUR special item. */
const SPECIAL_CONTRIBUTION_MAX_UNITS = WALLET_MAX_CENTS / SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS;

/** [S9.4] Is this product code the special item that carries a free contribution amount? */
export function isSpecialContributionItem(code: string | null | undefined): boolean {
  return code === SPECIAL_CONTRIBUTION_CODE;
}

/**
 * [S9.4] [S5.2] The cart entry that carries a wallet contribution: the special item priced 1 EUR
 * per unit, its quantity being the amount in euros (25 EUR -> quantity 25).
 *
 * Returns `undefined` for an amount the wallet refuses (see `walletAmountError`), so that no
 * 4,99 EUR or 12,50 EUR contribution can reach a cart. `qtyMax` is the wallet maximum in euros.
 */
export function specialContributionEntry(amountCents: number): CartEntry | undefined {
  if (walletAmountError(amountCents) !== undefined) return undefined;
  return {
    code: SPECIAL_CONTRIBUTION_CODE,
    codeAs400: SPECIAL_CONTRIBUTION_CODE,
    quantity: amountCents / SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
    isSetAside: false,
    details: {
      productName: SPECIAL_CONTRIBUTION_PRODUCT_NAME,
      img: '',
      qtyMax: SPECIAL_CONTRIBUTION_MAX_UNITS,
      price: SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
    },
  };
}
