import { ldnApi } from '../ldn-api';
import type { AccountSessions, PasswordChangeBody } from '../wire-types';

/**
 * The signed-in account's own security (Parameters, "Sécurité du compte"): its password
 * (ASVS V6.2.2, V6.2.3, V7.4.3) and its sessions (ASVS V7.5.2). Their 400 and 404 are answers the
 * screen shows (a wrong current password, an ended session), never the Not found page.
 */
export const accountSecurityApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** ASVS V7.5.2 The live sessions, and whether the password can be changed here. */
    getAccountSessions: build.query<AccountSessions, undefined>({
      query: () => '/user/sessions',
      providesTags: ['Sessions'],
    }),
    /** ASVS V6.2.2 V6.2.3 V7.4.3 */
    changePassword: build.mutation<null, PasswordChangeBody>({
      query: (body) => ({ url: '/user/password', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Sessions'],
    }),
    /** ASVS V7.5.2 Ends one session of the account (the current one is a logout). */
    endAccountSession: build.mutation<null, string>({
      query: (id) => ({ url: `/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Sessions'],
    }),
    /** ASVS V7.5.2 Ends every session of the account but this one. */
    endOtherAccountSessions: build.mutation<null, undefined>({
      query: () => ({ url: '/user/sessions/end-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useGetAccountSessionsQuery,
  useChangePasswordMutation,
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
} = accountSecurityApi;
