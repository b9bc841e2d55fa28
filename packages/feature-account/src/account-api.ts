import { apiClientConfig, ldnApi } from '@ldn/api-client';

/**
 * The endpoint the account screens add to the api (house style rule 6).
 *
 * [S7.13] Deleting a list from the list form. The api-client's `deleteList` invalidates the `List`
 * tag, so the page that shows the deleted list reads it again, gets a 404 and the app shows Not
 * found before the form can take the parent home. This one invalidates only the lists of the
 * account (Home's cards) and the profile: the deleted list's own cache entry simply expires once
 * its page has left.
 */
export const accountApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    deleteOwnList: build.mutation<null, { readonly listId: string }>({
      query: ({ listId }) => ({
        url: `/ldn/v1/removeListByListId/${encodeURIComponent(apiClientConfig().company)}/${encodeURIComponent(listId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Lists', 'Profile'],
    }),
  }),
});

export const { useDeleteOwnListMutation } = accountApi;
