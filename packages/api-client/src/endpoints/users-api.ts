import { ldnApi } from '../ldn-api';
import type {
  AccountSettingsBody,
  AccountSettingsResult,
  CreateCustomerBody,
  CreatedCustomer,
  Customer,
  CustomerPatch,
  UserCountry,
  UserProfile,
} from '../types/user';
import { segment, usersPath } from './paths';

/** The user API: spec [S7.2] to [S7.10]. */
export const usersApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.9] The signed-in user, or `{ logged: false }` for a visitor. */
    getUserProfile: build.query<UserProfile, undefined>({
      query: () => '/ldn/v1/getUserProfil/',
      providesTags: ['Profile'],
    }),
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
    /**
     * [S7.2] [S4.10] A customer by e-mail (staff). A 400 means "no account yet, keep the e-mail to
     * create one": the screen handles it, so it never navigates to Not found.
     */
    getCustomer: build.query<Customer, string>({
      query: (email) => `${usersPath()}/${segment(email)}`,
      extraOptions: { notFoundIsAnswer: true },
      providesTags: (_result, _error, email) => [{ type: 'User', id: email.toLowerCase() }],
    }),
    /** [S7.3] [S5.17] The customer's name and phone; success toast USER_DATA_UPDATED. */
    updateCustomer: build.mutation<
      Customer,
      { readonly email: string; readonly body: CustomerPatch }
    >({
      query: ({ email, body }) => ({
        url: `${usersPath()}/${segment(email)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { email }) => [{ type: 'User', id: email.toLowerCase() }],
    }),
    /** [S7.4] [S5.13] A customer account (staff); 409 when the e-mail has one. */
    createCustomer: build.mutation<CreatedCustomer, CreateCustomerBody>({
      query: (body) => ({ url: usersPath(), method: 'POST', body }),
      // A refused field (400) is shown in the staff form, never Not found.
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: (_result, _error, { uid }) => [{ type: 'User', id: uid.toLowerCase() }],
    }),
    /** [S7.5] */
    updateCustomerCountry: build.mutation<
      Customer,
      { readonly uid: string; readonly naosCountry: string }
    >({
      query: ({ uid, naosCountry }) => ({
        url: `${usersPath()}/${segment(uid)}/country`,
        method: 'PATCH',
        body: { naosCountry },
      }),
      invalidatesTags: (_result, _error, { uid }) => [
        { type: 'User', id: uid.toLowerCase() },
        'Country',
        'Profile',
      ],
    }),
  }),
});

export const {
  useGetUserProfileQuery,
  useGetUserCountryQuery,
  useLazyGetUserCountryQuery,
  useSetUserCountryMutation,
  useCreateOrUpdateAccountMutation,
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useUpdateCustomerMutation,
  useCreateCustomerMutation,
  useUpdateCustomerCountryMutation,
} = usersApi;
