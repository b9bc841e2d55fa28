import {
  SPECIAL_CONTRIBUTION_CODE,
  SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
  WALLET_MAX_CENTS,
  WALLET_MIN_CENTS,
  specialContributionEntry,
  walletAmountError,
  type CartEntry,
  type WalletAmountError,
} from '@ldn/domain';

/**
 * The one adapter of the wallet contribution's wire quirks [S9.4] [S5.2]. Inside (database, domain
 * rules, `contributionAmount`) an amount is integer cents. On the cart's wire, the contribution
 * travels as the special item 01176190 priced 1 EUR, its quantity being the amount in euros
 * (25 EUR -> quantity 25). Everything that crosses that line goes through here, so the unit
 * changes in one place and the 5..10 000 EUR rule is read in one place.
 */

/** [S9.4] The product code of the special item that carries the contribution. */
export const WALLET_ITEM_CODE = SPECIAL_CONTRIBUTION_CODE;

/** [S9.2] The wallet bounds in units of the special item (whole euros): 5 and 10 000. */
export const WALLET_MIN_EUROS = WALLET_MIN_CENTS / SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS;
export const WALLET_MAX_EUROS = WALLET_MAX_CENTS / SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS;

/**
 * An amount read from the wire: its cents, and the domain's code of the refusal when the wallet
 * rule refuses it (the cents are kept even then: a caller may compare them first).
 */
export interface WalletAmountRead {
  readonly cents: number;
  readonly error: WalletAmountError | undefined;
}

/** [S9.4] Is this cart line the wallet contribution rather than a product? */
export function isWalletItem(code: string): boolean {
  return code === WALLET_ITEM_CODE;
}

/**
 * [S5.2] [S9.2] The refusal of a contribution of `cents`, or `undefined` when it is accepted. Zero
 * means "no contribution" and is always accepted; anything else must be whole euros in 5..10 000.
 */
export function walletContributionError(cents: number): WalletAmountError | undefined {
  return cents === 0 ? undefined : walletAmountError(cents);
}

/**
 * [S9.4] A contribution of `cents` as the cart's wire carries it: the line of the special item,
 * quantity in euros. `undefined` when there is no contribution (0) or the amount is one the
 * wallet refuses, so that no such line is ever sent.
 */
export function walletAmountToWire(cents: number): CartEntry | undefined {
  return specialContributionEntry(cents);
}

/**
 * [S9.4] [S5.2] The quantity of the special item (euros) as cents, checked by the wallet rule:
 * 5..10 000 whole euros.
 */
export function walletAmountFromWire(quantity: number): WalletAmountRead {
  const cents = quantity * SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS;
  return { cents, error: walletAmountError(cents) };
}

/**
 * [S9.4] The contribution carried by the special lines of a cart's entries (their quantities
 * add up, as a cart sent twice the line would mean), or `undefined` when no line carries one.
 */
export function walletAmountOfEntries(
  entries: readonly { readonly code: string; readonly quantity: number }[],
): WalletAmountRead | undefined {
  const special = entries.filter((entry) => isWalletItem(entry.code));
  if (special.length === 0) return undefined;
  return walletAmountFromWire(special.reduce((sum, entry) => sum + entry.quantity, 0));
}
