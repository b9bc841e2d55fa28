import { ldnApi } from '../ldn-api';
import type { VersionResult } from '../wire-types';

/** [S7.29] The application version shown in the drawer [S2.60]. */
export const versionApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    getVersion: build.query<VersionResult, undefined>({
      query: () => '/ldn/public/v1/getVersion',
      providesTags: ['Version'],
    }),
  }),
});

export const { useGetVersionQuery } = versionApi;
