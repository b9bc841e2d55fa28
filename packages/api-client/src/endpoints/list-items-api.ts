import { ldnApi } from '../ldn-api';
import type {
  AddItemBody,
  AddItemByReferenceBody,
  ApiListItem,
  UpdateItemBody,
  UpdateReceivedElsewhereBody,
  UpdateGroupGiftBody,
} from '../wire-types';
import type { ItemArgs, ListArgs } from './list-args';
import { company, segment } from './paths';

/** [S4.11] The answer of an add whose product is already in the list. */
export const ALREADY_IN_LIST_STATUS = 300;

/**
 * Spec §7 "Lists": the items of a list, read one by one (the product pages) and changed; each change
 * invalidates the list's `List` tag (`lists-api.ts`) and the item's `ListItems`.
 */
export const listItemsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.24] One item of a list. */
    getListItem: build.query<ApiListItem, ItemArgs>({
      query: ({ listId, codeAx }) =>
        `/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/${company()}/${segment(codeAx)}/${segment(listId)}`,
      providesTags: (_result, _error, { listId, codeAx }) => [
        { type: 'ListItems', id: `${listId}/${codeAx}` },
      ],
    }),
    /**
     * [S7.20] Add a product. A 300 answer is "already in list" [S4.11]: it comes back as the error
     * (`unwrap()` throws it) for the add-to-list flow to offer "add anyway"; a normal answer, so
     * it is not logged as a failure [S8.2].
     */
    addItemToList: build.mutation<ApiListItem, ListArgs & { readonly body: AddItemBody }>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/addItemToListByCompanyAndListId/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { answerStatuses: [ALREADY_IN_LIST_STATUS] },
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
    /**
     * The units of an item the owner received outside the list (0 undoes it): relatives then see
     * them gifted. A 400 names the most the owner may give, a 409 the units a purchase holds.
     */
    updateReceivedElsewhere: build.mutation<
      ApiListItem,
      ItemArgs & { readonly body: UpdateReceivedElsewhereBody }
    >({
      query: ({ listId, codeAx, body }) => ({
        url: `/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/${company()}/${segment(listId)}/${segment(codeAx)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['List', 'ListItems'],
    }),
    /**
     * A group gift ("Cadeau commun"): the owner makes an item one, or an ordinary item again. A
     * 400 says why it cannot (price, quantity), a 409 that it is gifted or already funded.
     */
    updateGroupGift: build.mutation<
      ApiListItem,
      ItemArgs & { readonly body: UpdateGroupGiftBody }
    >({
      query: ({ listId, codeAx, body }) => ({
        url: `/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/${company()}/${segment(listId)}/${segment(codeAx)}`,
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
  useGetListItemQuery,
  useAddItemToListMutation,
  useAddItemToListByReferenceMutation,
  useUpdateListItemMutation,
  useUpdateReceivedElsewhereMutation,
  useUpdateGroupGiftMutation,
  useRemoveListItemMutation,
} = listItemsApi;
