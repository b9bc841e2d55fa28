import { describe, expect, it } from 'vitest';
import { remainingAmountForReward, rewardAmountCents, splitRewardIntoCoupons } from './reward';

describe('rewardAmountCents', () => {
  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 3_000],
    [30_005, 3_000],
    [30_009, 3_000],
    [30_010, 3_001],
    [112_340, 11_234],
    [-30_000, 0],
    [30_000.5, 0],
    [Number.NaN, 0],
  ])(
    '[S4.9] [S9.2] %s cents of purchases with the default 300 EUR threshold -> %i (10 %, floored)',
    (purchase, reward) => {
      expect(rewardAmountCents(purchase)).toBe(reward);
    },
  );

  it.each([
    [9_999, 10_000, 0],
    [10_000, 10_000, 1_000],
    [15_555, 10_000, 1_555],
    [1, 0, 0],
    [10, 0, 1],
  ])('[S4.9] %i cents with a threshold of %i -> %i', (purchase, threshold, reward) => {
    expect(rewardAmountCents(purchase, threshold)).toBe(reward);
  });
});

describe('remainingAmountForReward', () => {
  it.each([
    [0, 30_000],
    [29_999, 1],
    [30_000, 0],
    [45_000, 0],
    [-5, 30_000],
    [Number.NaN, 30_000],
  ])(
    '[S2.41] [S4.9] %s cents purchased -> %i cents remaining (default threshold)',
    (purchase, remaining) => {
      expect(remainingAmountForReward(purchase)).toBe(remaining);
    },
  );

  it('[S2.41] [S4.9] uses the threshold given', () => {
    expect(remainingAmountForReward(2_500, 10_000)).toBe(7_500);
  });
});

describe('splitRewardIntoCoupons', () => {
  it.each([
    [0, []],
    [1, [1]],
    [4_999, [4_999]],
    [5_000, [5_000]],
    [5_001, [5_000, 1]],
    [10_000, [5_000, 5_000]],
    [11_234, [5_000, 5_000, 1_234]],
    [-100, []],
    [12.5, []],
  ])('[S2.42] [S9.2] %s cents -> coupons %j (at most 50 EUR each)', (cents, coupons) => {
    expect(splitRewardIntoCoupons(cents)).toEqual(coupons);
  });
});
