import { WALLET_MAX_CENTS, WALLET_MIN_CENTS } from '../constants';

/**
 * A group gift ("Cadeau commun"): one item of a list that relatives fund together, each giving a
 * part of its price. These rules are shared by the server (which decides) and the screens (which
 * say so before sending). Amounts are integer cents.
 */

/** The smallest part, as for the wallet [S5.2]: 5 €. */
export const GROUP_GIFT_PART_MIN_CENTS = WALLET_MIN_CENTS;
/** The largest part, as for the wallet [S5.2]: 10 000 €. */
export const GROUP_GIFT_PART_MAX_CENTS = WALLET_MAX_CENTS;
/** The default lowest price of an item that may become a group gift (the server's setting). */
export const GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS = 10_000;

/** Why a part is refused (texts in `groupGiftMessages`). */
export type GroupGiftPartError =
  | 'INVALID_AMOUNT'
  | 'GROUP_GIFT_PART_MIN'
  | 'GROUP_GIFT_PART_MAX'
  | 'GROUP_GIFT_PART_OVER_REMAINING'
  | 'GROUP_GIFT_FUNDED';

/**
 * [S5.2] A part of a group gift whose price still needs `remainingCents` (the price minus what is
 * funded and what payments under way hold): at least 5 €, at most 10 000 €, never more than what
 * remains. A remainder below 5 € may be paid as it is, and only exactly: so the last euros can
 * always be given, and no part ever overshoots the price. Cents are accepted (prices have them).
 */
export function groupGiftPartError(
  partCents: number,
  remainingCents: number,
): GroupGiftPartError | undefined {
  if (!Number.isSafeInteger(partCents) || partCents <= 0) return 'INVALID_AMOUNT';
  if (remainingCents <= 0) return 'GROUP_GIFT_FUNDED';
  if (partCents > remainingCents) return 'GROUP_GIFT_PART_OVER_REMAINING';
  if (partCents > GROUP_GIFT_PART_MAX_CENTS) return 'GROUP_GIFT_PART_MAX';
  const isWholeSmallRemainder =
    remainingCents < GROUP_GIFT_PART_MIN_CENTS && partCents === remainingCents;
  if (partCents < GROUP_GIFT_PART_MIN_CENTS && !isWholeSmallRemainder) return 'GROUP_GIFT_PART_MIN';
  return undefined;
}

/** What a group gift still needs: its price minus what is funded and held by payments under way. */
export function groupGiftRemainingCents(item: {
  readonly priceCents: number;
  readonly fundedCents: number;
  readonly inProgressCents?: number;
}): number {
  return Math.max(0, item.priceCents - item.fundedCents - (item.inProgressCents ?? 0));
}

/** The share funded, 0..100, rounded down (a bar at 100 only when fully funded). */
export function groupGiftFundedPercent(fundedCents: number, priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.min(100, Math.floor((fundedCents * 100) / priceCents));
}
