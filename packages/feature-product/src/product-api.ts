import { apiClientConfig, ldnApi, type BirthList } from '@ldn/api-client';

/** [S4.11] The body of the quick list the add-to-list flow creates. */
export interface QuickListBody {
  readonly title: string;
}

/**
 * The calls of the product pages the api-client does not have (house style rule 6).
 *
 * [S4.11] [S7.30] The add-to-list flow creates a list "on the fly" when the customer has none: a
 * DRAFT titled 'Ma liste de naissance', without the contact store the full form asks for (the
 * customer completes it later in the list form). The api-client's `createList` types a body with a
 * required contact store, hence this endpoint on the same path. A 400 here is an answer the flow
 * shows (the server's message, [S8.2]), never Not found.
 */
export const productApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    createQuickList: build.mutation<BirthList, QuickListBody>({
      query: ({ title }) => ({
        url: `/ldn/v1/createList/${encodeURIComponent(apiClientConfig().company)}`,
        method: 'POST',
        body: { title, status: 'DRAFT' },
      }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Lists', 'Profile'],
    }),
  }),
});

export const { useCreateQuickListMutation } = productApi;
