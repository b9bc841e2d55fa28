import { apiClientConfig } from '../config';
import { ldnApi } from '../ldn-api';
import type { PendingTransaction, TicketArgs } from '../wire-types';
import { company, segment } from './paths';

/** Refusals (400 bad ticket, 404, 409 state) are answers the screens show, never Not found. */
const REFUSAL_IS_ANSWER = { notFoundIsAnswer: true } as const;

/** Every transaction of a store, and each one by id: what the pending list and a screen show. */
const STORE_LIST_TAG = { type: 'Transactions', id: 'LIST' } as const;
const transactionTag = (id: string) => ({ type: 'Transactions', id }) as const;
/** A transaction changed: it, the store's pending list, and the list it gifts (quantities). */
const afterTransactionChange = (id: string) =>
  [transactionTag(id), STORE_LIST_TAG, 'List', 'ListItems', 'Historics', 'Wallet'] as const;

/**
 * [S7.38]-[S7.44] [S4.7] A store's pending in-store transactions (staff). Confirming or
 * cancelling refreshes the pending list and the customer's list.
 */
export const transactionsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.38] [S2.15] The store's transactions IN_PROGRESS or TO_CONFIRM, newest first. */
    getStoreTransactions: build.query<readonly PendingTransaction[], string>({
      query: (storeCode) =>
        `/ldn/v1/getReservedContributionFromWinshopForStore/${company()}/${segment(storeCode)}`,
      extraOptions: REFUSAL_IS_ANSWER,
      providesTags: (result) => [
        STORE_LIST_TAG,
        ...(result ?? []).map((item) => transactionTag(item.id)),
      ],
    }),
    /** [S7.39] [S2.16] One transaction; 404 when unknown. */
    getTransaction: build.query<PendingTransaction, string>({
      query: (id) => `/ldn/v1/getReservedContributionById/${segment(id)}`,
      extraOptions: REFUSAL_IS_ANSWER,
      providesTags: (_result, _error, id) => [transactionTag(id)],
    }),
    /** [S7.43] [S5.11] The ticket: 400 INVALID_TICKET_NUMBER or UNKNOWN_TICKET, else the missing entries. */
    checkTicket: build.mutation<PendingTransaction, TicketArgs>({
      query: ({ id, storeCode, transactionBarcode }) => ({
        url: `/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/${segment(id)}`,
        method: 'PATCH',
        body: { company: apiClientConfig().company, storeCode, transactionBarcode },
      }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [transactionTag(id), STORE_LIST_TAG],
    }),
    /** [S7.44] [S4.7] Confirms: the contribution is recorded, the missing units released. */
    confirmTransaction: build.mutation<PendingTransaction, string>({
      query: (id) => ({ url: `/ldn/v1/hasCheckedMissingEntries/${segment(id)}`, method: 'POST' }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: (_result, error, id) => (error ? [] : [...afterTransactionChange(id)]),
    }),
    /** [S7.44] [S4.7] Cancels: every reserved unit back to giftable. */
    cancelTransaction: build.mutation<PendingTransaction, string>({
      query: (id) => ({
        url: `/ldn/v1/removeReservedContributionById/${segment(id)}`,
        method: 'DELETE',
      }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: (_result, error, id) => (error ? [] : [...afterTransactionChange(id)]),
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
