import { ldnApi } from '../ldn-api';
import type { BirthList, ListCriteria, ListFilters, ListSummaries } from '../wire-types';
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

/**
 * The lists API, spec §7 "Lists", as the list pages and the shell read it: a list with its
 * products (the `List` tag, which every change of a list or its items invalidates, so the screens
 * show the server's list again without copying answers by hand) and the customer's lists. The
 * other endpoints of §7 "Lists" are in `list-search-api.ts`, `list-changes-api.ts` and
 * `list-items-api.ts`: the pages that use them load them, not a relative opening a shared list.
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
    /** [S7.23] The signed-in customer's lists. */
    getListsByHybrisId: build.query<ListSummaries, undefined>({
      query: () => `/ldn/v1/getListsByHybrisId/${company()}`,
      providesTags: ['Lists'],
    }),
  }),
});

export const { useGetListQuery, useLazyGetListQuery, useGetListsByHybrisIdQuery } = listsApi;
