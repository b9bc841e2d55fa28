import { ldnApi } from '../ldn-api';
import type { AccountSettingsBody, AccountSettingsResult, UserCountry } from '../wire-types';

/** The user API, spec [S7.6] and [S7.10]: the signed-in customer's country and settings. */
export const userAccountApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.6] */
    getUserCountry: build.query<UserCountry, undefined>({
      query: () => '/user/country',
      providesTags: ['Country'],
    }),
    /** [S7.6] [S5.12] */
    setUserCountry: build.mutation<UserCountry, string>({
      query: (isoCode) => ({ url: '/user/country', method: 'POST', params: { isoCode } }),
      invalidatesTags: ['Country', 'Profile'],
    }),
    /** [S7.10] [S2.45] The account settings (Parameters). */
    createOrUpdateAccount: build.mutation<AccountSettingsResult, AccountSettingsBody>({
      query: (body) => ({ url: '/ldn/v1/createOrUpdateAccount/', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetUserCountryQuery,
  useLazyGetUserCountryQuery,
  useSetUserCountryMutation,
  useCreateOrUpdateAccountMutation,
} = userAccountApi;
