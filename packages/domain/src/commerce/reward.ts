import {
  DEFAULT_REWARD_THRESHOLD_CENTS,
  REWARD_COUPON_MAX_CENTS,
  REWARD_PERCENT,
} from '../constants';

const isAmount = (cents: number): boolean => Number.isSafeInteger(cents) && cents >= 0;

/**
 * [S2.42] [S4.9] [S9.2] The reward voucher given at closing: 10 % of the cumulative purchases once
 * they reach the threshold, 0 below it.
 *
 * Rounded down to the cent (30 005 cents give 3 000, not 3 001): a voucher never exceeds 10 %, and
 * the customer loses less than one cent. A purchase total that is not integer cents gives 0.
 */
export function rewardAmountCents(
  purchaseCents: number,
  thresholdCents: number = DEFAULT_REWARD_THRESHOLD_CENTS,
): number {
  if (!isAmount(purchaseCents) || purchaseCents < thresholdCents) return 0;
  return Math.floor((purchaseCents * REWARD_PERCENT) / 100);
}

/**
 * [S2.41] [S4.9] How much more must be bought to reach the reward threshold; 0 once reached.
 */
export function remainingAmountForReward(
  purchaseCents: number,
  thresholdCents: number = DEFAULT_REWARD_THRESHOLD_CENTS,
): number {
  const purchased = isAmount(purchaseCents) ? purchaseCents : 0;
  return Math.max(0, thresholdCents - purchased);
}

/**
 * [S2.42] [S9.2] Splits a reward into coupons of at most 50 EUR each, largest first:
 * 11 234 cents -> [5000, 5000, 1234]. Nothing (0, negative, not integer cents) gives no coupon.
 */
export function splitRewardIntoCoupons(cents: number): readonly number[] {
  if (!isAmount(cents)) return [];
  const full = Math.floor(cents / REWARD_COUPON_MAX_CENTS);
  const rest = cents % REWARD_COUPON_MAX_CENTS;
  const coupons: number[] = Array.from({ length: full }, () => REWARD_COUPON_MAX_CENTS);
  if (rest > 0) coupons.push(rest);
  return coupons;
}
