import { ldnApi } from '../ldn-api';
import type { CategoriesResult, Product } from '../wire-types';
import { company, segment } from './paths';

/** The catalogue API: spec [S7.25], [S7.27], [S7.29]. */
export const productsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.25] A product by its code (ViewFromSearch, ViewFromClosedList [S2.10] [S2.12]). */
    getProduct: build.query<Product, string>({
      query: (codeAx) =>
        `/ldn/public/v1/getProductByCompanyAndCodeAx/${company()}/${segment(codeAx)}`,
      providesTags: (_result, _error, codeAx) => [{ type: 'Products', id: codeAx }],
    }),
    /** [S7.27] The categories present in a list. */
    getCategoriesByListId: build.query<CategoriesResult, string>({
      query: (listId) => `/ldn/public/v1/getCategoriesByListId/${segment(listId)}`,
      providesTags: (_result, _error, listId) => [{ type: 'Categories', id: listId }],
    }),
    /** [S7.29] Every category [S3.8]. */
    getRootCategories: build.query<CategoriesResult, undefined>({
      query: () => '/ldn/public/v1/getRootCategories',
      providesTags: [{ type: 'Categories', id: 'ROOT' }],
    }),
  }),
});

export const {
  useGetProductQuery,
  useLazyGetProductQuery,
  useGetCategoriesByListIdQuery,
  useGetRootCategoriesQuery,
} = productsApi;
