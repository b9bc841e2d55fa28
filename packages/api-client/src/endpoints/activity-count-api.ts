import { ldnApi } from '../ldn-api';
import type { ToThankCount } from '../wire-types';
import { segment } from './paths';

/**
 * [S4.8] [S2.59] The count of contributions left to thank, apart from `activity-api.ts`: the list
 * bar of every list page reads it, so it loads with the first page and the activity's other calls
 * do not.
 */
export const activityCountApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many contributions are not thanked yet; any thanks (tag `Historics`) reads it again. */
    getToThankCount: build.query<ToThankCount, string>({
      query: (listId) => `/ldn/v1/getContributionsToThankCountByListId/${segment(listId)}`,
      // A side count in the bars: its failure never leaves the page for Not found.
      extraOptions: { notFoundIsAnswer: true },
      providesTags: ['Historics'],
    }),
  }),
});

export const { useGetToThankCountQuery } = activityCountApi;
