import { describe, expect, it } from 'vitest';
import { toggleActivityFilter } from './activity-filter-bar';
import {
  canCancelContribution,
  canCancelReturn,
  canCancelWalletContribution,
  canCloseList,
  canReadActivity,
  canReturnEntry,
  canSendThanks,
  canToggleGiftDelivered,
  contributionKindLabel,
  contributorLabel,
  hasReturnedItems,
  rewardProgress,
  thanksDialogStateOf,
} from './activity-rules';
import {
  ANONYMOUS_WALLET,
  CANCELLED,
  COUPON,
  GIFT,
  GROUP_GIFT_TO_WALLET,
  SELF_PURCHASE,
  STROLLER,
} from './test/historics';

const OWNER = { isOwner: true, isStaff: false };
const STAFF = { isOwner: false, isStaff: true };
const OTHER = { isOwner: false, isStaff: false };

describe('who reads the activity', () => {
  it('[S2.7] [S1.4] the owner and staff acting for him; nobody else', () => {
    expect(canReadActivity(OWNER)).toBe(true);
    expect(canReadActivity(STAFF)).toBe(true);
    expect(canReadActivity(OTHER)).toBe(false);
  });
});

describe('contributorLabel', () => {
  it("[S3.14] says 'Anonyme' for an anonymous contributor", () => {
    expect(contributorLabel(ANONYMOUS_WALLET)).toBe('Anonyme');
  });
  it("[S3.14] says 'Anonyme' for a blank name even when not flagged", () => {
    expect(contributorLabel({ ...STROLLER, contributorName: '   ' })).toBe('Anonyme');
  });
  it('[S3.14] gives the trimmed name otherwise', () => {
    expect(contributorLabel({ ...STROLLER, contributorName: ' Paul Durand ' })).toBe('Paul Durand');
  });
  it('[S2.42] names a coupon by its code', () => {
    expect(contributorLabel(COUPON)).toBe('Bon d’achat LDN-7Q2M-4K9P');
  });
});

describe('a group gift moved to the wallet at closing', () => {
  it('[S3.14] [S4.1] is its own line: the item named, its own label, nothing to thank or cancel', () => {
    expect(contributorLabel(GROUP_GIFT_TO_WALLET)).toBe('Cadeau commun : Poussette trio');
    expect(contributionKindLabel(GROUP_GIFT_TO_WALLET)).toBe(
      'Cadeau commun reversé dans la cagnotte',
    );
    expect(canSendThanks(GROUP_GIFT_TO_WALLET, OWNER)).toBe(false);
    expect(canCancelContribution(GROUP_GIFT_TO_WALLET, STAFF, 'published')).toBe(false);
    expect(canCancelWalletContribution(GROUP_GIFT_TO_WALLET, STAFF, 'published')).toBe(false);
  });
});

describe('contributionKindLabel and returned items', () => {
  it('[S3.14] self purchase, gift, wallet participation, coupon, cancelled', () => {
    expect(contributionKindLabel(SELF_PURCHASE)).toBe('Achat personnel');
    expect(contributionKindLabel(STROLLER)).toBe('Cadeau');
    expect(contributionKindLabel(ANONYMOUS_WALLET)).toBe('Participation à la cagnotte');
    expect(contributionKindLabel(COUPON)).toBe('Bon d’achat');
    expect(contributionKindLabel(CANCELLED)).toBe('Participation annulée');
  });
  it('[S3.14] [S2.41] a contribution with a returned unit has returned items', () => {
    expect(hasReturnedItems(GIFT)).toBe(true);
    expect(hasReturnedItems(STROLLER)).toBe(false);
    expect(hasReturnedItems(ANONYMOUS_WALLET)).toBe(false);
  });
});

describe('thanks', () => {
  it('[S4.8] [S7.31] the owner thanks a relative not thanked yet', () => {
    expect(canSendThanks(STROLLER, OWNER)).toBe(true);
    expect(canSendThanks(ANONYMOUS_WALLET, OWNER)).toBe(true);
  });
  it('[S4.8] once per contribution: not when already thanked', () => {
    expect(canSendThanks(GIFT, OWNER)).toBe(false);
  });
  it('[S4.8] [S7.31] never staff (403), nor another customer', () => {
    expect(canSendThanks(STROLLER, STAFF)).toBe(false);
    expect(canSendThanks(STROLLER, { isOwner: true, isStaff: true })).toBe(false);
    expect(canSendThanks(STROLLER, OTHER)).toBe(false);
  });
  it('[S4.8] not a cancelled contribution, a coupon or a self purchase', () => {
    expect(canSendThanks(CANCELLED, OWNER)).toBe(false);
    expect(canSendThanks(COUPON, OWNER)).toBe(false);
    expect(canSendThanks(SELF_PURCHASE, OWNER)).toBe(false);
  });
  it('[S4.8] the popup states: view once thanked, else open or sending', () => {
    expect(thanksDialogStateOf(GIFT, false)).toBe('view');
    expect(thanksDialogStateOf(GIFT, true)).toBe('view');
    expect(thanksDialogStateOf(STROLLER, false)).toBe('open');
    expect(thanksDialogStateOf(STROLLER, true)).toBe('sending');
  });
});

describe('returns', () => {
  const [body] = GIFT.entries;
  const [stroller] = STROLLER.entries;
  it('[S5.3] [S7.33] a line with returnable units can be returned, by the owner or staff', () => {
    expect(body && canReturnEntry(GIFT, body, OWNER)).toBe(true);
    expect(body && canReturnEntry(GIFT, body, STAFF)).toBe(true);
    expect(body && canReturnEntry(GIFT, body, OTHER)).toBe(false);
  });
  it('[S5.3] nothing returnable: no return', () => {
    expect(body && canReturnEntry(GIFT, { ...body, returnableQuantity: 0 }, OWNER)).toBe(false);
  });
  it('[S7.33] a return can be cancelled while units are returned', () => {
    expect(body && canCancelReturn(GIFT, body, OWNER)).toBe(true);
    expect(stroller && canCancelReturn(STROLLER, stroller, OWNER)).toBe(false);
  });
  it('[S4.8] no return on a cancelled contribution', () => {
    const [line] = CANCELLED.entries;
    expect(line && canReturnEntry(CANCELLED, line, OWNER)).toBe(false);
    expect(line && canCancelReturn(CANCELLED, { ...line, quantityReturned: 1 }, OWNER)).toBe(false);
  });
});

describe('staff cancellations', () => {
  it('[S4.8] [S1.4] staff cancel a confirmed contribution; the owner may not', () => {
    expect(canCancelContribution(STROLLER, STAFF, 'published')).toBe(true);
    expect(canCancelContribution(STROLLER, OWNER, 'published')).toBe(false);
  });
  it('[S4.8] not twice, not a coupon, not once the list is closed', () => {
    expect(canCancelContribution(CANCELLED, STAFF, 'published')).toBe(false);
    expect(canCancelContribution(COUPON, STAFF, 'closed')).toBe(false);
    expect(canCancelContribution(STROLLER, STAFF, 'closed')).toBe(false);
  });
  it('[S7.36] the wallet part only when there is one', () => {
    expect(canCancelWalletContribution(GIFT, STAFF, 'published')).toBe(true);
    expect(canCancelWalletContribution(ANONYMOUS_WALLET, STAFF, 'published')).toBe(true);
    expect(canCancelWalletContribution(STROLLER, STAFF, 'published')).toBe(false);
    expect(canCancelWalletContribution(GIFT, OWNER, 'published')).toBe(false);
    expect(canCancelWalletContribution(GIFT, STAFF, 'closed')).toBe(false);
  });
});

describe('rewardProgress', () => {
  it('[S2.41] [S4.9] below the threshold: the share reached, rounded down', () => {
    expect(
      rewardProgress({
        purchaseAmount: 12000,
        minPurchaseAmountForReward: 30000,
        remainingAmountForReward: 18000,
      }),
    ).toEqual({ percent: 40, reached: false });
  });
  it('[S4.9] one cent short stays below 100 %', () => {
    expect(
      rewardProgress({
        purchaseAmount: 29999,
        minPurchaseAmountForReward: 30000,
        remainingAmountForReward: 1,
      }),
    ).toEqual({ percent: 99, reached: false });
  });
  it('[S4.9] at the threshold: reached, 100 %', () => {
    expect(
      rewardProgress({
        purchaseAmount: 30000,
        minPurchaseAmountForReward: 30000,
        remainingAmountForReward: 0,
      }),
    ).toEqual({ percent: 100, reached: true });
  });
  it('[S4.9] beyond the threshold the bar stays full', () => {
    expect(
      rewardProgress({
        purchaseAmount: 90000,
        minPurchaseAmountForReward: 30000,
        remainingAmountForReward: 0,
      }),
    ).toEqual({ percent: 100, reached: true });
  });
  it('[S4.9] nothing bought: 0 %', () => {
    expect(
      rewardProgress({
        purchaseAmount: 0,
        minPurchaseAmountForReward: 30000,
        remainingAmountForReward: 30000,
      }),
    ).toEqual({ percent: 0, reached: false });
  });
});

describe('closing and gift delivered', () => {
  it('[S4.1] [S7.19] a Validée list is closed by its owner or staff', () => {
    expect(canCloseList('published', OWNER)).toBe(true);
    expect(canCloseList('published', STAFF)).toBe(true);
    expect(canCloseList('published', OTHER)).toBe(false);
    expect(canCloseList('draft', OWNER)).toBe(false);
    expect(canCloseList('closed', OWNER)).toBe(false);
  });
  it('[S4.1] [S7.26] gift delivered only once closed', () => {
    expect(canToggleGiftDelivered('closed', OWNER)).toBe(true);
    expect(canToggleGiftDelivered('closed', STAFF)).toBe(true);
    expect(canToggleGiftDelivered('closed', OTHER)).toBe(false);
    expect(canToggleGiftDelivered('published', OWNER)).toBe(false);
  });
});

describe('toggleActivityFilter', () => {
  it('[S2.41] adds and removes a filter, in the canonical order', () => {
    expect(toggleActivityFilter([], 'COUPON')).toEqual(['COUPON']);
    expect(toggleActivityFilter(['COUPON'], 'ITEMS')).toEqual(['ITEMS', 'COUPON']);
    expect(toggleActivityFilter(['ITEMS', 'COUPON'], 'ITEMS')).toEqual(['COUPON']);
  });
});
