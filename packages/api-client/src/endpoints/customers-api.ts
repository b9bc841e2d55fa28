import { ldnApi } from '../ldn-api';
import type { CreateCustomerBody, CreatedCustomer, Customer, CustomerPatch } from '../wire-types';
import { segment, usersPath } from './paths';

/** The user API, spec [S7.2] to [S7.5]: customers' accounts, for staff. */
export const customersApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
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
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useUpdateCustomerMutation,
  useCreateCustomerMutation,
  useUpdateCustomerCountryMutation,
} = customersApi;
