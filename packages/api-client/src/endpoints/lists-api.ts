import { ldnApi } from '../ldn-api';
import type {
  AddItemBody,
  AddItemByReferenceBody,
  ApiListItem,
  BirthList,
  CreateListBody,
  ListCriteria,
  ListFilters,
  ListSummaries,
  SearchListsResult,
  UpdateItemBody,
  UpdateListBody,
  UpdateListStoreDataBody,
} from '../types/list';
import { company, segment } from './paths';

/**
 * [S7.14] The body of the list read: the filters without their `minPrice` / `maxPrice` keys (the
 * custom band travels in `prices`).
 */
export function listCriteriaBody(filters: ListFilters = {}): ListCriteria {
  const { minPrice: _minPrice, maxPrice: _maxPrice, ...criteria } = filters;
  return criteria;
}

/** A list id with the filters of its read. */
export interface GetListArgs {
  readonly listId: string;
  readonly filters?: ListFilters | undefined;
}

interface ListArgs {
  readonly listId: string;
}

interface ItemArgs extends ListArgs {
  readonly codeAx: string;
}

/**
 * The lists API, spec §7 "Lists". The loaded list carries the `List` tag; every action the spec
 * follows with a refresh (add, update or remove an item, update, close, gift delivered) invalidates
 * it, so the screens show the server's list again without copying answers by hand.
 */
export const listsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.14] The list with its products, filtered and sorted by the server. */
    getList: build.query<BirthList, GetListArgs>({
      query: ({ listId, filters }) => ({
        url: `/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/${company()}/${segment(listId)}`,
        method: 'POST',
        body: listCriteriaBody(filters),
      }),
      providesTags: (_result, _error, { listId }) => [{ type: 'List', id: listId }],
    }),
    /** [S7.24] One item of a list. */
    getListItem: build.query<ApiListItem, ItemArgs>({
      query: ({ listId, codeAx }) =>
        `/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/${company()}/${segment(codeAx)}/${segment(listId)}`,
      providesTags: (_result, _error, { listId, codeAx }) => [
        { type: 'ListItems', id: `${listId}/${codeAx}` },
      ],
    }),
    /** [S7.15] [S2.46] Lists to participate in. A 400/404 here is "no list found", never Not found. */
    searchLists: build.query<SearchListsResult, string>({
      query: (text) => `/ldn/public/v1/searchLists/${company()}/${segment(text)}`,
      providesTags: ['Lists'],
    }),
    /** [S7.23] The signed-in customer's lists. */
    getListsByHybrisId: build.query<ListSummaries, undefined>({
      query: () => `/ldn/v1/getListsByHybrisId/${company()}`,
      providesTags: ['Lists'],
    }),
    /** [S7.28] A customer's lists (staff). */
    getListsByOwnerId: build.query<ListSummaries, string>({
      query: (ownerPk) => `/ldn/public/v1/getListsByOwnerId/${company()}/${segment(ownerPk)}`,
      providesTags: ['Lists'],
    }),
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
    /**
     * [S7.20] Add a product. A 300 answer is "already in list" [S4.11]: it comes back as the error
     * (`unwrap()` throws it) for the add-to-list flow to offer "add anyway".
     */
    addItemToList: build.mutation<ApiListItem, ListArgs & { readonly body: AddItemBody }>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/addItemToListByCompanyAndListId/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['List', 'ListItems'],
    }),
    /** [S7.21] Add by reference ("add anyway" raises the quantity). */
    addItemToListByReference: build.mutation<
      ApiListItem,
      ListArgs & { readonly body: AddItemByReferenceBody }
    >({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/addItemToListByReferenceAndCompanyAndListId/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['List', 'ListItems'],
    }),
    /** [S7.22] A 409 CANT_REDUCE_QUANTITY carries the quantity to set back [S5.4]. */
    updateListItem: build.mutation<ApiListItem, ItemArgs & { readonly body: UpdateItemBody }>({
      query: ({ listId, codeAx, body }) => ({
        url: `/ldn/v1/updateItemByCompanyAndCodeAxAndListId/${company()}/${segment(listId)}/${segment(codeAx)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['List', 'ListItems'],
    }),
    /** [S7.16] */
    removeListItem: build.mutation<null, ItemArgs>({
      query: ({ listId, codeAx }) => ({
        url: `/ldn/v1/removeItemByItemAxIdAndListId/${company()}/${segment(listId)}/${segment(codeAx)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['List', 'ListItems'],
    }),
  }),
});

export const {
  useGetListQuery,
  useLazyGetListQuery,
  useGetListItemQuery,
  useSearchListsQuery,
  useLazySearchListsQuery,
  useGetListsByHybrisIdQuery,
  useGetListsByOwnerIdQuery,
  useLazyGetListsByOwnerIdQuery,
  useCreateListMutation,
  useCreateListForOwnerMutation,
  useUpdateListMutation,
  useUpdateListStoreDataMutation,
  useDeleteListMutation,
  useCloseListMutation,
  useUpdateGiftDeliveredMutation,
  useAddListToCustomerAccountMutation,
  useAddItemToListMutation,
  useAddItemToListByReferenceMutation,
  useUpdateListItemMutation,
  useRemoveListItemMutation,
} = listsApi;
