import { ldnApi } from '@ldn/api-client';
import {
  ANSWERS,
  cartApi,
  followCartAnswer,
  type ApiCart,
  type CreateContributionBody,
  type CreateContributionResult,
  type CreatedTransaction,
  type CreateFromCartBody,
  type PaymentStatusResult,
  type SetCartEntryQuantityArgs,
  type UpdateCartBody,
} from './cart-api';
import { changesChoices, withChoices } from './cart-model';

/**
 * [S3.11] [S4.3] [S7.7] [S7.8] The cart page's endpoints: its lines and fields, its validation
 * (online, or a seller's pending transaction) and the payment status of the checkout's return.
 * Loaded with the cart page, not by the other pages (`cart-api.ts` holds what they use).
 */
export const cartPageApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S5.5] The stepper of a line. */
    setCartEntryQuantity: build.mutation<ApiCart, SetCartEntryQuantityArgs>({
      query: ({ code, quantity }) => ({
        url: `/user/cart/entries/${encodeURIComponent(code)}`,
        method: 'PATCH',
        body: { quantity },
      }),
      extraOptions: ANSWERS,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
    /** [S4.3] Removes a line (the special item: the contribution back to 0). */
    removeCartEntry: build.mutation<ApiCart, string>({
      query: (code) => ({
        url: `/user/cart/entries/${encodeURIComponent(code)}`,
        method: 'DELETE',
      }),
      extraOptions: ANSWERS,
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
      extraOptions: ANSWERS,
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
    /**
     * [S4.3] [S7.8] Validates the cart: the quantities are reserved and a payment created. A
     * refusal (400/404/409) carries the cart error body of [S8.4]: an answer, never Not found.
     */
    createContribution: build.mutation<CreateContributionResult, CreateContributionBody>({
      query: (body) => ({ url: '/ldn/create-contribution', method: 'POST', body }),
      extraOptions: ANSWERS,
    }),
    /**
     * [S4.5] [S7.42] A seller's cart becomes a pending in-store transaction (its items reserved);
     * a refusal carries the cart error body of [S8.4], as online.
     */
    createContributionFromCart: build.mutation<CreatedTransaction, CreateFromCartBody>({
      query: (body) => ({ url: '/ldn/v1/createContributionFromCart', method: 'POST', body }),
      extraOptions: ANSWERS,
      invalidatesTags: ['Cart'],
    }),
    /** The checkout's outcome; an unknown id is a 404 the return page shows. */
    getPaymentStatus: build.query<PaymentStatusResult, string>({
      query: (paymentId) => `/ldn/public/v1/getPaymentStatus/${encodeURIComponent(paymentId)}`,
      extraOptions: ANSWERS,
    }),
  }),
});

export const {
  useSetCartEntryQuantityMutation,
  useRemoveCartEntryMutation,
  useUpdateCartMutation,
  useResetCartMutation,
  useCreateContributionMutation,
  useCreateContributionFromCartMutation,
  useGetPaymentStatusQuery,
} = cartPageApi;
