import { ldnApi } from '../ldn-api';
import type { AcceptCoParentResult, CoParent, InviteCoParentArgs } from '../wire-types';
import { company, segment } from './paths';

/**
 * The co-parent of a list (docs/decisions.md "Co-parent"), beside the lists' calls: its state
 * (`getCoParentByListId`), the holder's invitation and its withdrawal, and the invited customer's
 * acceptance. Their refusals (400, 403, 404 of a used link, 409, 410 of an expired one, 429) are
 * answers the screens show with the server's French message, never a navigation to Not found
 * ([S7.1] `notFoundIsAnswer`). An acceptance refreshes the customer's lists ('Ma liste') and the
 * list it opens.
 */
export const coParentApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    getCoParent: build.query<CoParent, { readonly listId: string }>({
      query: ({ listId }) => `/ldn/v1/getCoParentByListId/${company()}/${segment(listId)}`,
      extraOptions: { notFoundIsAnswer: true },
      providesTags: (_result, _error, { listId }) => [{ type: 'CoParent', id: listId }],
    }),
    inviteCoParent: build.mutation<CoParent, InviteCoParentArgs>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/inviteCoParent/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: (_result, _error, { listId }) => [{ type: 'CoParent', id: listId }],
    }),
    removeCoParent: build.mutation<CoParent, { readonly listId: string }>({
      query: ({ listId }) => ({
        url: `/ldn/v1/removeCoParentByListId/${company()}/${segment(listId)}`,
        method: 'DELETE',
      }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: (_result, _error, { listId }) => [{ type: 'CoParent', id: listId }],
    }),
    acceptCoParentInvitation: build.mutation<AcceptCoParentResult, { readonly token: string }>({
      query: (body) => ({ url: '/ldn/v1/acceptCoParentInvitation', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: (result) => (result ? ['Lists', { type: 'List', id: result.listId }] : []),
    }),
  }),
});

export const {
  useGetCoParentQuery,
  useInviteCoParentMutation,
  useRemoveCoParentMutation,
  useAcceptCoParentInvitationMutation,
} = coParentApi;
