import type { TransactionType } from '@ldn/domain';

/**
 * The wire shapes of the in-store transactions (spec §7 "Transactions and stores", [S7.38]-[S7.44]),
 * written by hand from the server's schemas (apps/server/src/modules/store-transactions). Every
 * amount is in integer cents.
 */

/** [S3.13] [S4.7] Where a pending transaction stands. */
export type PendingTransactionState = 'IN_PROGRESS' | 'TO_CONFIRM' | 'VALIDATED' | 'CANCELLED';

/** [S3.13] A product of a pending transaction; `price` per unit. */
export interface PendingTransactionEntry {
  readonly codeAx: string;
  readonly productName: string;
  readonly img?: string | undefined;
  readonly quantity: number;
  readonly price: number;
}

/** [S3.13] A pending in-store transaction, the answer of every transaction route. */
export interface PendingTransaction {
  /** The transaction's id (= contributionId of the spec's paths). */
  readonly id: string;
  readonly ldnId: string;
  readonly holderFirstName: string;
  readonly holderLastName: string;
  /** The relative's name, else the holder's for a self purchase. */
  readonly contributor: string;
  readonly emailFrom: string;
  readonly message: string;
  readonly storeCode: string;
  readonly sellerPk: number | string | null;
  /** [S4.6] */
  readonly transactionType: TransactionType;
  readonly isSelfPurchase: boolean;
  readonly entries: readonly PendingTransactionEntry[];
  /** Products total. */
  readonly totalPrice: number;
  /** The holder's wallet used, 0 when none. */
  readonly potAmount: number;
  /** The GS1-128 text the register scans. */
  readonly gs1Code: string;
  /** ISO date-time. */
  readonly createdAt: string;
  readonly state: PendingTransactionState;
  /** [S5.11] The register ticket, once typed or scanned. */
  readonly transactionBarcode: string | null;
  /** [S4.7] What the ticket lacks (known once the ticket is checked). */
  readonly missingEntries: readonly PendingTransactionEntry[];
  /** The contribution recorded once VALIDATED. */
  readonly contributionId: number | null;
}

/** [S7.43] The ticket of a transaction. */
export interface TicketArgs {
  readonly id: string;
  readonly storeCode: string;
  readonly transactionBarcode: string;
}
