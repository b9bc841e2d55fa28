/**
 * The wire shapes of the wallet historics (spec §7 "Activity, wallet, returns", [S7.35]), written
 * by hand from the server's schemas (apps/server/src/modules/contributions). Amounts in integer
 * cents, dates ISO 8601 UTC.
 */

/**
 * A wallet movement: a contribution (+), a contribution cancelled by the store (−), a wallet part
 * cancelled (−), or what was spent in store (−).
 */
export type WalletMovementType =
  'CONTRIBUTION' | 'CONTRIBUTION_CANCELLED' | 'WALLET_CANCELLED' | 'USE';

/** [S3.15] One line of the wallet's history. */
export interface WalletMovement {
  readonly id: number;
  readonly contributionId: number | null;
  readonly type: WalletMovementType;
  /** Signed: positive for a contribution, negative otherwise. */
  readonly amount: number;
  readonly balanceAfter: number;
  readonly date: string;
  readonly contributorName: string;
  readonly isAnonymous: boolean;
  readonly message: string;
}

/** [S2.42] A reward coupon (at most `couponMaxAmount`). */
export interface WalletCoupon {
  readonly id: number;
  readonly code: string;
  readonly amount: number;
  readonly date: string;
}

/** [S2.42] [S3.15] [S7.35] */
export interface WalletHistorics {
  /** Newest first. */
  readonly contributions: readonly WalletMovement[];
  /** The balance: the sum of every movement. */
  readonly walletAmount: number;
  /** Everything received, minus the cancellations. */
  readonly walletTotalAmount: number;
  readonly coupons: readonly WalletCoupon[];
  /** [S2.42] [S9.2] 50 €. */
  readonly couponMaxAmount: number;
}
