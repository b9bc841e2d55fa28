import { ldnApi } from '../ldn-api';
import type { ListSummaries, SearchListsResult } from '../wire-types';
import { company, segment } from './paths';

/** Spec §7 "Lists": finding lists, a relative's search [S2.46] and a customer's lists for staff. */
export const listSearchApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.15] [S2.46] Lists to participate in. A 400/404 here is "no list found", never Not found. */
    searchLists: build.query<SearchListsResult, string>({
      query: (text) => `/ldn/public/v1/searchLists/${company()}/${segment(text)}`,
      providesTags: ['Lists'],
    }),
    /** [S7.28] A customer's lists (staff). */
    getListsByOwnerId: build.query<ListSummaries, string>({
      query: (ownerPk) => `/ldn/public/v1/getListsByOwnerId/${company()}/${segment(ownerPk)}`,
      providesTags: ['Lists'],
    }),
  }),
});

export const {
  useSearchListsQuery,
  useLazySearchListsQuery,
  useGetListsByOwnerIdQuery,
  useLazyGetListsByOwnerIdQuery,
} = listSearchApi;
