import { describe, expect, it } from 'vitest';
import { groupGiftFundedPercent, groupGiftPartError, groupGiftRemainingCents } from './group-gift';

describe('group gift parts', () => {
  it.each<[number, number, string | undefined]>([
    [500, 20_000, undefined],
    [499, 20_000, 'GROUP_GIFT_PART_MIN'],
    [1, 20_000, 'GROUP_GIFT_PART_MIN'],
    [1_000_000, 2_000_000, undefined],
    [1_000_001, 2_000_000, 'GROUP_GIFT_PART_MAX'],
    [12_345, 20_000, undefined],
    [20_000, 20_000, undefined],
    [20_001, 20_000, 'GROUP_GIFT_PART_OVER_REMAINING'],
    // A remainder below 5 € is paid as it is, exactly.
    [300, 300, undefined],
    [200, 300, 'GROUP_GIFT_PART_MIN'],
    [301, 300, 'GROUP_GIFT_PART_OVER_REMAINING'],
    [500, 0, 'GROUP_GIFT_FUNDED'],
    [0, 20_000, 'INVALID_AMOUNT'],
    [-500, 20_000, 'INVALID_AMOUNT'],
    [12.5, 20_000, 'INVALID_AMOUNT'],
  ])('[S5.2] a part of %i cents with %i remaining: %s', (part, remaining, expected) => {
    expect(groupGiftPartError(part, remaining)).toBe(expected);
  });

  it('what remains counts what payments under way hold', () => {
    expect(groupGiftRemainingCents({ priceCents: 20_000, fundedCents: 5_000 })).toBe(15_000);
    expect(
      groupGiftRemainingCents({ priceCents: 20_000, fundedCents: 5_000, inProgressCents: 15_000 }),
    ).toBe(0);
    expect(groupGiftRemainingCents({ priceCents: 100, fundedCents: 200 })).toBe(0);
  });

  it('the bar reaches 100 only when fully funded', () => {
    expect(groupGiftFundedPercent(19_999, 20_000)).toBe(99);
    expect(groupGiftFundedPercent(20_000, 20_000)).toBe(100);
    expect(groupGiftFundedPercent(0, 0)).toBe(0);
  });
});
