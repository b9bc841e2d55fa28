import { rewardAmountCents, splitRewardIntoCoupons } from '@ldn/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rewardCoupons } from '../../db/schema';
import { newCouponCode, purchaseCentsOf } from './contributions-queries';

/**
 * [S4.9] [S2.42] [S9.2] Grants the reward of a list being closed, in the closing transaction:
 * 10 % of its cumulative purchases once they reach `thresholdCents` (the domain's rule, rounded
 * down), as coupons of at most 50 EUR each. A list that already has coupons gets no more (closing
 * is final and happens once). Returns the coupons' amounts.
 */
export async function grantRewardOnClose(
  tx: Db,
  listId: string,
  thresholdCents: number,
): Promise<readonly number[]> {
  const [existing] = await tx
    .select({ id: rewardCoupons.id })
    .from(rewardCoupons)
    .where(eq(rewardCoupons.listId, listId))
    .limit(1);
  if (existing) return [];
  const purchase = await purchaseCentsOf(tx, listId);
  const coupons = splitRewardIntoCoupons(rewardAmountCents(purchase, thresholdCents));
  if (coupons.length > 0) {
    await tx
      .insert(rewardCoupons)
      .values(coupons.map((amountCents) => ({ listId, amountCents, code: newCouponCode() })));
  }
  return coupons;
}
