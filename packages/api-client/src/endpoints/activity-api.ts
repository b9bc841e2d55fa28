import { effectiveActivityFilters } from '@ldn/domain';
import { ldnApi } from '../ldn-api';
import type {
  CancelContributionBody,
  EntryReturns,
  GetHistoricsArgs,
  Historics,
  ReturnProductBody,
  SendThankBody,
  SendThankResult,
  SendThanksArgs,
  SendThanksResult,
  WalletAmounts,
} from '../wire-types';
import { company, segment } from './paths';

/**
 * [S7.37] What a return, a cancelled return or a cancellation makes stale: the activity, the
 * wallet, and the list (its gifted counts change: the list is refreshed).
 */
const AFTER_MONEY_CHANGE = ['Historics', 'Wallet', 'List', 'ListItems'] as const;

/** The mutations' refusals (400 bad quantity, 404 unknown entry, 409 ...) are shown, never Not found. */
const REFUSAL_IS_ANSWER = { notFoundIsAnswer: true } as const;

/**
 * [S7.31]-[S7.34] [S7.36] A list's activity: its contributions, returns, thanks and staff
 * cancellations. A POST is never retried.
 */
export const activityApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * [S2.41] [S7.32] Newest first; the filters sent are the domain's effective ones. `toThank`
     * [S4.8]: only the contributions not thanked yet, oldest first.
     */
    getHistorics: build.query<Historics, GetHistoricsArgs>({
      query: ({ listId, filters, toThank }) => ({
        url: `/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/${company()}/${segment(listId)}`,
        method: 'POST',
        body: {
          filtersBy: effectiveActivityFilters(filters),
          ...(toThank === true ? { toThank: true } : {}),
        },
      }),
      providesTags: ['Historics'],
    }),
    /** [S7.34] The returns of one gifted line. */
    getReturnsByEntry: build.query<EntryReturns, number>({
      query: (entryId) => `/ldn/v1/getReturnsByContributionEntryId/${entryId}`,
      providesTags: ['Historics'],
      extraOptions: REFUSAL_IS_ANSWER,
    }),
    /** [S7.33] [S5.3] Marks `quantity` units (1..returnable) as returned. */
    returnProduct: build.mutation<EntryReturns, ReturnProductBody>({
      query: (body) => ({ url: '/ldn/v1/returnProduct', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S7.33] Cancels `quantity` returned units (409 CANT_CANCEL_RETURN once gifted again). */
    cancelReturnProduct: build.mutation<EntryReturns, ReturnProductBody>({
      query: (body) => ({ url: '/ldn/v1/cancelReturnProduct', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S7.31] [S4.8] Once per contribution, the owner only. */
    sendThank: build.mutation<SendThankResult, SendThankBody>({
      query: (body) => ({ url: '/ldn/public/v1/sendThank', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: ['Historics'],
    }),
    /**
     * [S4.8] One message for several contributions, each thanked once: all or none (409
     * THANKS_ALREADY_SENT when one was thanked meanwhile).
     */
    sendThanks: build.mutation<SendThanksResult, SendThanksArgs>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/sendThanksByCompanyAndListId/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: ['Historics'],
    }),
    /** [S4.8] [S7.36] Staff: the wallet part is refunded and debited from the wallet. */
    cancelWalletContribution: build.mutation<WalletAmounts, CancelContributionBody>({
      query: (body) => ({ url: '/ldn/v1/cancelWalletContribution', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S4.8] Staff: the whole contribution is refunded. */
    cancelContribution: build.mutation<WalletAmounts, CancelContributionBody>({
      query: (body) => ({ url: '/ldn/v1/cancelContribution', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
  }),
});

export const {
  useGetHistoricsQuery,
  useGetReturnsByEntryQuery,
  useReturnProductMutation,
  useCancelReturnProductMutation,
  useSendThankMutation,
  useSendThanksMutation,
  useCancelWalletContributionMutation,
  useCancelContributionMutation,
} = activityApi;
