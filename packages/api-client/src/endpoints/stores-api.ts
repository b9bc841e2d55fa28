import { ldnApi } from '../ldn-api';
import type { ClosestStoresResult, Store, StoreCodeResult } from '../wire-types';
import { company, segment } from './paths';

/** The stores API: spec [S7.45] to [S7.47]. */
export const storesApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.45] [S2.13] The signed-in staff's store code: '' when unknown. */
    getUserStoreCode: build.query<string, undefined>({
      query: () => `/shopinfo/public/v2/internal/storeCode/${company()}`,
      transformResponse: (result: StoreCodeResult | null) => result?.store_code ?? '',
      providesTags: [{ type: 'Stores', id: 'USER' }],
    }),
    /** [S7.46] [S4.10] A store by code; unknown is an answer ('Code inconnu'), not Not found. */
    getStore: build.query<Store, string>({
      query: (storeCode) =>
        `/ldn/public/v1/getStoreByCompanyAndStoreCode/${company()}/${segment(storeCode)}`,
      providesTags: (_result, _error, storeCode) => [{ type: 'Stores', id: storeCode }],
    }),
    /**
     * [S7.47] The stores closest to a postal code, closest first. An unknown postal code (400/404)
     * is an answer the store picker shows, never Not found.
     */
    getClosestStores: build.query<ClosestStoresResult, string>({
      query: (postalCode) => `/ldn/v1/getClosestStoresByPostalCode/${segment(postalCode)}`,
      extraOptions: { notFoundIsAnswer: true },
      providesTags: (_result, _error, postalCode) => [{ type: 'Stores', id: `near/${postalCode}` }],
    }),
  }),
});

export const {
  useGetUserStoreCodeQuery,
  useGetStoreQuery,
  useLazyGetStoreQuery,
  useGetClosestStoresQuery,
  useLazyGetClosestStoresQuery,
} = storesApi;
