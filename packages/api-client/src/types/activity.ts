import type { ActivityFilter } from '@ldn/domain';

/**
 * The wire shapes of the activity, returns, thanks and cancellations (spec §7 "Activity, wallet,
 * returns"), written by hand from the server's schemas (apps/server/src/modules/contributions).
 * Every amount is in integer cents; dates are ISO 8601 UTC strings.
 */

/** [S3.14] One gifted line of a contribution. */
export interface ContributionEntry {
  /** The contribution ENTRY id: what returns are keyed by [S7.33] [S7.34]. */
  readonly id: number;
  readonly codeAx: string;
  readonly productName: string;
  readonly img: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** quantity × unitPrice. */
  readonly amount: number;
  readonly quantityReturned: number;
  /** [S5.3] What may still be returned (quantity − returned). */
  readonly returnableQuantity: number;
}

/** [S3.14] What a contribution is: a relative's gift, a self purchase, a wallet-only payment, a coupon. */
export type ContributionKind = 'GIFT' | 'SELF_PURCHASE' | 'WALLET' | 'COUPON';

/** [S3.14] [S4.8] A staff-cancelled contribution is CANCELLED. */
export type ContributionStatus = 'CONFIRMED' | 'CANCELLED';

/** [S4.8] The thanks sent for a contribution (once). */
export interface ContributionThanks {
  readonly message: string;
  readonly date: string;
}

/** [S3.14] [S7.32] One activity item. */
export interface Contribution {
  readonly id: number;
  /** `null` for a coupon. */
  readonly contributionId: number | null;
  readonly kind: ContributionKind;
  readonly status: ContributionStatus;
  readonly date: string;
  readonly contributorName: string;
  /** No name was given: the screens say 'Anonyme'. */
  readonly isAnonymous: boolean;
  /** Shown to the owner and staff (the only readers of this call); '' when none was given. */
  readonly contributorEmail: string;
  readonly message: string;
  readonly giftMessageData: { readonly message: string; readonly from: string };
  readonly entries: readonly ContributionEntry[];
  readonly productsAmount: number;
  readonly walletAmount: number;
  readonly deliveryFee: number;
  readonly totalAmount: number;
  readonly thanks: ContributionThanks | null;
  readonly cancelledAt: string | null;
  /** [S2.42] A reward coupon (kind COUPON), granted at closing. */
  readonly coupon: { readonly code: string; readonly amount: number } | null;
}

/** [S2.41] [S7.32] The answer of the historics. */
export interface Historics {
  /** Newest first. */
  readonly contributions: readonly Contribution[];
  /** Products of confirmed contributions, returned units excluded. */
  readonly purchaseAmount: number;
  /** [S4.9] 10 % once the threshold is reached (after closing: what was granted). */
  readonly rewardAmount: number;
  readonly minPurchaseAmountForReward: number;
  readonly remainingAmountForReward: number;
  readonly walletAmount: number;
  readonly walletTotalAmount: number;
}

/** The arguments of the historics: the list and its filters (none = all four [S2.41]). */
export interface GetHistoricsArgs {
  readonly listId: string;
  readonly filters?: readonly ActivityFilter[] | undefined;
}

/** [S7.33] A return or a cancelled return, by quantity. `id` is the contribution entry id. */
export interface ReturnProductBody {
  readonly id: number;
  readonly quantity: number;
}

/** [S7.34] The returns of one contribution entry. */
export interface EntryReturns {
  readonly entryId: number;
  readonly contributionId: number;
  readonly codeAx: string;
  readonly quantity: number;
  readonly quantityReturned: number;
  readonly returnableQuantity: number;
  readonly returns: readonly {
    readonly id: number;
    readonly type: 'RETURN' | 'RETURN_CANCELLED';
    readonly quantity: number;
    readonly date: string;
  }[];
}

/** [S7.31] */
export interface SendThankBody {
  readonly contributionId: number;
  /** 1 to 1000 characters (the server's limit). */
  readonly message: string;
}

/** [S7.31] `emailed` is false when the contributor left no e-mail. */
export interface SendThankResult {
  readonly status: 'SENT';
  readonly emailed: boolean;
}

/** [S4.8] [S7.36] Which contribution a staff cancellation is about. */
export interface CancelContributionBody {
  readonly id: number;
}

/** [S7.36] The wallet after a cancellation. */
export interface WalletAmounts {
  readonly walletAmount: number;
  readonly walletTotalAmount: number;
}
