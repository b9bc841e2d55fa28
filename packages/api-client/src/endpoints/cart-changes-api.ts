import { ldnApi } from '../ldn-api';
import type { ApiCart, SetCartEntryQuantityArgs, UpdateCartBody } from '../wire-types';
import { cartApi, followCartAnswer } from './cart-api';
import { changesChoices, withChoices } from './cart-choices';

/** Cart refusals (400 amounts, 404 item) are answers the screen shows, never Not found. */
const REFUSAL_IS_ANSWER = { notFoundIsAnswer: true } as const;

/**
 * [S3.11] [S4.3] [S7.7] The cart page's changes: its lines and fields. Apart from `cart-api.ts`
 * (what every page reads), so that they load with the cart page only.
 */
export const cartChangesApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S5.5] The stepper of a line. */
    setCartEntryQuantity: build.mutation<ApiCart, SetCartEntryQuantityArgs>({
      query: ({ code, quantity }) => ({
        url: `/user/cart/entries/${encodeURIComponent(code)}`,
        method: 'PATCH',
        body: { quantity },
      }),
      extraOptions: REFUSAL_IS_ANSWER,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
    /** [S4.3] Removes a line (the special item: the contribution back to 0). */
    removeCartEntry: build.mutation<ApiCart, string>({
      query: (code) => ({
        url: `/user/cart/entries/${encodeURIComponent(code)}`,
        method: 'DELETE',
      }),
      extraOptions: REFUSAL_IS_ANSWER,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
    /**
     * [S2.43] Contributor, message, delivery option, holder or relative... A choice (holder or
     * relative, sale type, delivery) shows at once: the cached cart takes it before the answer,
     * which then replaces it; a refusal puts the cart back as it was.
     * https://redux-toolkit.js.org/rtk-query/usage/manual-cache-updates#optimistic-updates
     */
    updateCart: build.mutation<ApiCart, UpdateCartBody>({
      query: (body) => ({ url: '/user/cart', method: 'PATCH', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      onQueryStarted: (body, { dispatch, queryFulfilled }) => {
        const patch = changesChoices(body)
          ? dispatch(
              cartApi.util.updateQueryData('getCart', undefined, (cart) => withChoices(cart, body)),
            )
          : null;
        return followCartAnswer(queryFulfilled, dispatch, () => patch?.undo());
      },
    }),
    /** [S4.3] The cart is reset (204). */
    resetCart: build.mutation<null, undefined>({
      query: () => ({ url: '/user/cart', method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useSetCartEntryQuantityMutation,
  useRemoveCartEntryMutation,
  useUpdateCartMutation,
  useResetCartMutation,
} = cartChangesApi;
