import { ldnApi } from '../ldn-api';
import type {
  BirthList,
  CreateListBody,
  UpdateListBody,
  UpdateListStoreDataBody,
} from '../wire-types';
import type { ListArgs } from './list-args';
import { company, segment } from './paths';

/**
 * Spec §7 "Lists": creating, changing, closing and deleting a list, and linking it to a customer
 * (staff). Each change invalidates the list's `List` tag or the account's `Lists` (`lists-api.ts`).
 */
export const listChangesApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * [S7.12] [S8.2] A refused creation (400) is an answer: the form shows the server's message,
     * never Not found.
     */
    createList: build.mutation<BirthList, CreateListBody>({
      query: (body) => ({ url: `/ldn/v1/createList/${company()}`, method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Lists', 'Profile'],
    }),
    /** [S7.12] A list for a customer (staff). */
    createListForOwner: build.mutation<BirthList, CreateListBody & { readonly ownerPk: string }>({
      query: ({ ownerPk, ...body }) => ({
        url: `/ldn/v1/createListForOwner/${company()}/${segment(ownerPk)}`,
        method: 'POST',
        body,
      }),
      // [S8.2] Like createList: a refusal is shown by the staff screen, never Not found.
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Lists'],
    }),
    /** [S7.17] List information, or `{ title, defaultList: true }`. */
    updateList: build.mutation<BirthList, ListArgs & { readonly body: UpdateListBody }>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/updateListByCompanyAndListId/${company()}/${segment(listId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['List', 'Lists'],
    }),
    /** [S7.18] */
    updateListStoreData: build.mutation<
      BirthList,
      ListArgs & { readonly body: UpdateListStoreDataBody }
    >({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/${company()}/${segment(listId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['List', 'Profile'],
    }),
    /**
     * [S7.13] Deleting a list reads the account's lists (Home's cards) and the profile again, not
     * the deleted list: read again, it would answer 404 and send the page that showed it to Not
     * found before the form takes the parent Home. Its cache entry expires once its page has left.
     */
    deleteList: build.mutation<null, ListArgs>({
      query: ({ listId }) => ({
        url: `/ldn/v1/removeListByListId/${company()}/${segment(listId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Lists', 'Profile'],
    }),
    /** [S7.19] Closing is final [S4.1]. */
    closeList: build.mutation<BirthList, ListArgs>({
      query: ({ listId }) => `/ldn/v1/closeList/${company()}/${segment(listId)}`,
      invalidatesTags: ['List', 'Lists'],
    }),
    /** [S7.26] */
    updateGiftDelivered: build.mutation<
      BirthList,
      ListArgs & { readonly isGiftDelivered?: boolean }
    >({
      query: ({ listId, isGiftDelivered = true }) => ({
        url: `/ldn/public/v1/updateGiftDelivered/${company()}/${segment(listId)}`,
        method: 'PATCH',
        body: { isGiftDelivered },
      }),
      invalidatesTags: ['List'],
    }),
    /** [S7.28] Link a list to a customer's account (staff). */
    addListToCustomerAccount: build.mutation<BirthList, ListArgs & { readonly ownerPk: string }>({
      query: ({ listId, ownerPk }) => ({
        url: `/ldn/public/v1/addListToCustomerAccount/${segment(listId)}/${segment(ownerPk)}`,
        method: 'PATCH',
      }),
      // [S7.28] An unknown list number is an answer the staff screen shows, never Not found.
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['List', 'Lists'],
    }),
  }),
});

export const {
  useCreateListMutation,
  useCreateListForOwnerMutation,
  useUpdateListMutation,
  useUpdateListStoreDataMutation,
  useDeleteListMutation,
  useCloseListMutation,
  useUpdateGiftDeliveredMutation,
  useAddListToCustomerAccountMutation,
} = listChangesApi;
