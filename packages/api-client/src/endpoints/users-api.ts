import { ldnApi } from '../ldn-api';
import type { UserProfile } from '../wire-types';

/**
 * The user API, spec [S7.9]: who is signed in, which every page reads. The rest of [S7.2] to
 * [S7.10] is in `user-account-api.ts` and `customers-api.ts`.
 */
export const usersApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.9] The signed-in user, or `{ logged: false }` for a visitor. */
    getUserProfile: build.query<UserProfile, undefined>({
      query: () => '/ldn/v1/getUserProfil/',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetUserProfileQuery } = usersApi;
