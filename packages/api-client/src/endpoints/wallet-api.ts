import { ldnApi } from '../ldn-api';
import type { WalletHistorics } from '../wire-types';
import { segment } from './paths';

/** [S7.35] The wallet's history. Returns and cancellations mark it stale ('Wallet'). */
export const walletApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S2.8] [S7.35] Newest first. */
    getWalletHistorics: build.query<WalletHistorics, string>({
      query: (listId) => `/ldn/v1/getWalletHistoricsByListId/${segment(listId)}`,
      providesTags: ['Wallet'],
    }),
  }),
});

export const { useGetWalletHistoricsQuery } = walletApi;
