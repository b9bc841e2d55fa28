import { ldnApi } from '../ldn-api';
import type { ShareListByEmailArgs, ShareListByEmailResult } from '../wire-types';
import { company, segment } from './paths';

/**
 * [S2.5] [S2.40] Sharing a list by e-mail: `POST /ldn/v1/shareListByEmail/{company}/{listId}`
 * answers 202 `{ queued }`; it refuses with the server's French message: 400 (bad input), 403 (not
 * the owner), 409 (the list is not published), 429 (over the daily limit). Its 400 is an answer
 * the screen shows, so it never navigates to Not found ([S7.1] `notFoundIsAnswer`); a POST is
 * never retried.
 */
export const shareApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    shareListByEmail: build.mutation<ShareListByEmailResult, ShareListByEmailArgs>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/shareListByEmail/${company()}/${segment(listId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { notFoundIsAnswer: true },
    }),
  }),
});

export const { useShareListByEmailMutation } = shareApi;
