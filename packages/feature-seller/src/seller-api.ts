import { apiClientConfig, ldnApi, type ApiErrorBody } from '@ldn/api-client';
import type { TransactionType } from '@ldn/domain';

/** [S3.13] [S4.7] Where a pending transaction stands. */
export type PendingTransactionState = 'IN_PROGRESS' | 'TO_CONFIRM' | 'VALIDATED' | 'CANCELLED';

/** [S3.13] A product of a pending transaction; `price` in integer cents, per unit. */
export interface PendingTransactionEntry {
  readonly codeAx: string;
  readonly productName: string;
  readonly img?: string | undefined;
  readonly quantity: number;
  readonly price: number;
}

/**
 * [S3.13] A pending in-store transaction, the answer of every transaction route (staff contract of
 * issue 8). Amounts in integer cents.
 */
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

/** Refusals (400 bad ticket, 404, 409 state) are answers the screens show, never Not found. */
const ANSWERS = { notFoundIsAnswer: true } as const;

const company = (): string => encodeURIComponent(apiClientConfig().company);
const segment = (value: string): string => encodeURIComponent(value);

/** Every transaction of a store, and each one by id: what the pending list and a screen show. */
const LIST_TAG = { type: 'Transactions', id: 'LIST' } as const;
const tagOf = (id: string) => ({ type: 'Transactions', id }) as const;
/** A transaction changed: it, the store's pending list, and the list it gifts (quantities). */
const changed = (id: string) =>
  [tagOf(id), LIST_TAG, 'List', 'ListItems', 'Historics', 'Wallet'] as const;

/**
 * [S7.38]-[S7.44] [S4.7] The in-store transactions, injected by this feature (house style rule 6).
 * Confirming or cancelling refreshes the pending list and the customer's list.
 */
export const transactionsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.38] [S2.15] The store's transactions IN_PROGRESS or TO_CONFIRM, newest first. */
    getStoreTransactions: build.query<readonly PendingTransaction[], string>({
      query: (storeCode) =>
        `/ldn/v1/getReservedContributionFromWinshopForStore/${company()}/${segment(storeCode)}`,
      extraOptions: ANSWERS,
      providesTags: (result) => [LIST_TAG, ...(result ?? []).map((item) => tagOf(item.id))],
    }),
    /** [S7.39] [S2.16] One transaction; 404 when unknown. */
    getTransaction: build.query<PendingTransaction, string>({
      query: (id) => `/ldn/v1/getReservedContributionById/${segment(id)}`,
      extraOptions: ANSWERS,
      providesTags: (_result, _error, id) => [tagOf(id)],
    }),
    /** [S7.43] [S5.11] The ticket: 400 INVALID_TICKET_NUMBER or UNKNOWN_TICKET, else the missing entries. */
    checkTicket: build.mutation<PendingTransaction, TicketArgs>({
      query: ({ id, storeCode, transactionBarcode }) => ({
        url: `/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/${segment(id)}`,
        method: 'PATCH',
        body: { company: apiClientConfig().company, storeCode, transactionBarcode },
      }),
      extraOptions: ANSWERS,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [tagOf(id), LIST_TAG]),
    }),
    /** [S7.44] [S4.7] Confirms: the contribution is recorded, the missing units released. */
    confirmTransaction: build.mutation<PendingTransaction, string>({
      query: (id) => ({ url: `/ldn/v1/hasCheckedMissingEntries/${segment(id)}`, method: 'POST' }),
      extraOptions: ANSWERS,
      invalidatesTags: (_result, error, id) => (error ? [] : [...changed(id)]),
    }),
    /** [S7.44] [S4.7] Cancels: every reserved unit back to giftable. */
    cancelTransaction: build.mutation<PendingTransaction, string>({
      query: (id) => ({
        url: `/ldn/v1/removeReservedContributionById/${segment(id)}`,
        method: 'DELETE',
      }),
      extraOptions: ANSWERS,
      invalidatesTags: (_result, error, id) => (error ? [] : [...changed(id)]),
    }),
  }),
});

export const {
  useGetStoreTransactionsQuery,
  useGetTransactionQuery,
  useCheckTicketMutation,
  useConfirmTransactionMutation,
  useCancelTransactionMutation,
} = transactionsApi;

/** The `{ status, code, message }` of a refusal, if the error carries one. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ApiErrorBody>;
  return typeof body.code === 'string' ? (body as ApiErrorBody) : undefined;
}

/**
 * [S1.4] [S8.2] What to tell staff of a failed call: the server's message when it refused the
 * request itself (a 4xx with a body: the API's refusals are French), else `fallback` (a 5xx,
 * whose message is technical, or no answer at all).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const message = apiErrorBody(error)?.message.trim();
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}

/** The HTTP status of an RTK Query error, `undefined` for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
