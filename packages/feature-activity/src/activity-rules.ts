import type { Contribution, ContributionEntry, Historics } from '@ldn/api-client';
import type { ListPhase } from '@ldn/domain';
import { activityMessages } from './messages';

/**
 * Who looks at the activity. The server answers the owner and staff only ([S2.7]: staff act for
 * the customer [S1.4]); thanks are the owner's, cancellations the staff's ([S4.8]).
 */
export interface ActivityViewer {
  /** The server's `isOwner` of the list for the signed-in user [S3.3]. */
  readonly isOwner: boolean;
  /** SELLER or ACCOUNTANT [S6.1]. */
  readonly isStaff: boolean;
}

/** [S2.7] The owner or staff acting for him: who may read the activity (others get 403). */
export function canReadActivity(viewer: ActivityViewer): boolean {
  return viewer.isOwner || viewer.isStaff;
}

/**
 * [S3.14] Who gave: 'Anonyme' for an anonymous contributor (or a blank name), the coupon's code
 * for a coupon, else the name the contributor gave.
 */
export function contributorLabel(contribution: Contribution): string {
  if (contribution.kind === 'COUPON') {
    return activityMessages.COUPON_TITLE(contribution.coupon?.code ?? '');
  }
  if (contribution.kind === 'GROUP_GIFT') {
    return activityMessages.GROUP_GIFT_TITLE(contribution.groupGift?.productName ?? '');
  }
  const name = contribution.contributorName.trim();
  return contribution.isAnonymous || name === '' ? activityMessages.ANONYMOUS : name;
}

const KIND_LABELS = {
  GIFT: activityMessages.KIND_GIFT,
  SELF_PURCHASE: activityMessages.KIND_SELF_PURCHASE,
  WALLET: activityMessages.KIND_WALLET,
  COUPON: activityMessages.KIND_COUPON,
  GROUP_GIFT: activityMessages.KIND_GROUP_GIFT,
} as const;

/**
 * [S3.14] The kind shown: a cancelled contribution says so whatever it was; otherwise self
 * purchase, gift, wallet participation or coupon.
 */
export function contributionKindLabel(contribution: Contribution): string {
  return contribution.status === 'CANCELLED'
    ? activityMessages.KIND_CANCELLED
    : KIND_LABELS[contribution.kind];
}

/** [S3.14] [S2.41] A contribution with at least one returned unit (the RETURNED_ITEMS filter). */
export function hasReturnedItems(contribution: Contribution): boolean {
  return contribution.entries.some((entry) => entry.quantityReturned > 0);
}

// A coupon and a group gift moved to the wallet at closing are nobody's gift of the moment.
const isLiveGift = (contribution: Contribution): boolean =>
  contribution.status === 'CONFIRMED' &&
  contribution.kind !== 'COUPON' &&
  contribution.kind !== 'GROUP_GIFT';

/**
 * [S4.8] [S7.31] The owner may thank once per contribution: not yet thanked, not cancelled, and
 * given by someone else (no thanks to oneself for a self purchase, none for a coupon). Staff may
 * not (the server answers 403).
 */
export function canSendThanks(contribution: Contribution, viewer: ActivityViewer): boolean {
  return (
    viewer.isOwner &&
    !viewer.isStaff &&
    contribution.thanks === null &&
    isLiveGift(contribution) &&
    contribution.kind !== 'SELF_PURCHASE'
  );
}

/** [S4.8] The thanks popup's states: writing, already sent (read-only), being sent. */
export type ThanksDialogState = 'open' | 'view' | 'sending';

/** [S4.8] A contribution already thanked is only viewed; otherwise open, or sending. */
export function thanksDialogStateOf(
  contribution: Contribution,
  sending: boolean,
): ThanksDialogState {
  if (contribution.thanks !== null) return 'view';
  return sending ? 'sending' : 'open';
}

/** [S4.8] [S5.3] [S7.33] Units left to return on a line of a confirmed contribution. */
export function canReturnEntry(
  contribution: Contribution,
  entry: ContributionEntry,
  viewer: ActivityViewer,
): boolean {
  return canReadActivity(viewer) && isLiveGift(contribution) && entry.returnableQuantity > 0;
}

/** [S4.8] [S7.33] A return can be cancelled while units are marked returned. */
export function canCancelReturn(
  contribution: Contribution,
  entry: ContributionEntry,
  viewer: ActivityViewer,
): boolean {
  return canReadActivity(viewer) && isLiveGift(contribution) && entry.quantityReturned > 0;
}

/**
 * [S4.8] [S1.4] Staff (SELLER or ACCOUNTANT) cancel a confirmed contribution; the owner may not
 * (403). Not once the list is closed: its reward was granted on those purchases.
 */
export function canCancelContribution(
  contribution: Contribution,
  viewer: ActivityViewer,
  phase: ListPhase,
): boolean {
  return viewer.isStaff && isLiveGift(contribution) && phase !== 'closed';
}

/**
 * [S4.8] [S7.36] Staff cancel the wallet part of a confirmed contribution that has one; never on
 * a closed list (the server answers 409 LIST_CLOSED).
 */
export function canCancelWalletContribution(
  contribution: Contribution,
  viewer: ActivityViewer,
  phase: ListPhase,
): boolean {
  return canCancelContribution(contribution, viewer, phase) && contribution.walletAmount > 0;
}

/** [S2.41] [S4.9] Where the purchases stand against the reward threshold. */
export interface RewardProgress {
  /** 0 to 100, rounded down (99 % until the threshold is truly reached). */
  readonly percent: number;
  readonly reached: boolean;
}

/** [S2.41] [S4.9] The progress bar toward the 10 % voucher, from the server's amounts. */
export function rewardProgress(
  historics: Pick<
    Historics,
    'purchaseAmount' | 'minPurchaseAmountForReward' | 'remainingAmountForReward'
  >,
): RewardProgress {
  const { purchaseAmount, minPurchaseAmountForReward: min } = historics;
  const reached = historics.remainingAmountForReward <= 0 && purchaseAmount >= min;
  if (min <= 0) return { percent: 100, reached };
  const percent = Math.min(100, Math.max(0, Math.floor((purchaseAmount * 100) / min)));
  return { percent: reached ? 100 : Math.min(99, percent), reached };
}

/** [S4.1] [S7.19] Closing is for a Validée list, by its owner or staff acting for him. */
export function canCloseList(phase: ListPhase, viewer: ActivityViewer): boolean {
  return phase === 'published' && canReadActivity(viewer);
}

/** [S4.1] [S7.26] Gift delivered is toggled once the list is closed, by the owner or staff. */
export function canToggleGiftDelivered(phase: ListPhase, viewer: ActivityViewer): boolean {
  return phase === 'closed' && canReadActivity(viewer);
}
