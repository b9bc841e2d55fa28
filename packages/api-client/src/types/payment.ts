import type { Cart, CartEntry } from '@ldn/domain';

/**
 * The wire shapes of paying for a cart: online ([S7.8], the sandbox checkout of design.md §3) or
 * as a seller's pending in-store transaction ([S7.42]), written by hand from the server's schemas
 * (apps/server/src/modules/checkout and store-transactions). Every amount is in integer cents.
 */

/** [S7.8] The body of the validation: the cart with its entries' details removed. */
export interface CreateContributionBody extends Omit<Cart, 'entries'> {
  readonly entries: readonly Omit<CartEntry, 'details'>[];
}

/** [S7.8] The PENDING payment created: the browser goes to `checkoutUrl`. */
export interface CreateContributionResult {
  readonly paymentId: string;
  readonly checkoutUrl: string;
  readonly amount: number;
  readonly expiresAt: string;
}

/**
 * [S3.12] [S7.42] The body of an in-store transaction: the seller's cart of the list (products
 * only: a wallet contribution is not sold in store).
 */
export interface CreateFromCartBody {
  readonly ldnId: string;
  readonly company: string;
  readonly storeCode?: string;
  readonly message: string;
  readonly messageFrom: string;
  readonly emailFrom: string;
  readonly totalPrice: number;
  readonly sellerPk?: string;
  readonly isSelfPurchase: boolean;
  readonly holderFavoriteStore: string;
  readonly entries: readonly {
    readonly codeAx: string;
    readonly company: string;
    readonly price: number;
    readonly quantity: number;
  }[];
  readonly usePot: boolean;
  readonly potAmount: number;
  readonly potCurrency: 'EUR';
  readonly isVae: boolean;
  readonly isCmd: boolean;
}

/** [S3.13] The pending transaction created (its id leads to PendingTransaction). */
export interface CreatedTransaction {
  readonly id: string;
  readonly gs1Code: string;
  readonly totalPrice: number;
  readonly potAmount: number;
  readonly state: string;
}

/** The states of a payment of the sandbox checkout (design.md §3). */
export type PaymentStatus = 'PENDING' | 'PAID' | 'RECORDED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

/** `GET /ldn/public/v1/getPaymentStatus/{paymentId}`. */
export interface PaymentStatusResult {
  readonly paymentId: string;
  readonly listId: string;
  readonly status: PaymentStatus;
  readonly amount: number;
  readonly contributionId: number | null;
  readonly expiresAt: string;
}
