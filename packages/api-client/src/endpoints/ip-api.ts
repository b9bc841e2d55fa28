import { siteApi } from '../ldn-api';
import type { IpResult } from '../wire-types';

/** [S7.48] The public IP look-up, a site-relative call on the second client. */
export const ipApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getIp: build.query<IpResult, undefined>({ query: () => '/ip' }),
  }),
});

export const { useGetIpQuery } = ipApi;
