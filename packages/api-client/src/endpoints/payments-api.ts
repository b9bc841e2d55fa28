import { ldnApi } from '../ldn-api';
import type {
  CreateContributionBody,
  CreateContributionResult,
  CreatedTransaction,
  CreateFromCartBody,
  PaymentStatusResult,
} from '../wire-types';

/** A refusal (400/404/409) carries the cart error body of [S8.4]: an answer, never Not found. */
const REFUSAL_IS_ANSWER = { notFoundIsAnswer: true } as const;

/**
 * [S4.3] [S4.5] [S7.8] [S7.42] Paying for the cart: online (a payment of the checkout, then its
 * status on the checkout's return) or as a seller's pending in-store transaction. Loaded with the
 * cart page, not by the other pages.
 */
export const paymentsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S4.3] [S7.8] Validates the cart: the quantities are reserved and a payment created. */
    createContribution: build.mutation<CreateContributionResult, CreateContributionBody>({
      query: (body) => ({ url: '/ldn/create-contribution', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
    }),
    /** [S4.5] [S7.42] A seller's cart becomes a pending in-store transaction (its items reserved). */
    createContributionFromCart: build.mutation<CreatedTransaction, CreateFromCartBody>({
      query: (body) => ({ url: '/ldn/v1/createContributionFromCart', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      invalidatesTags: ['Cart'],
    }),
    /** The checkout's outcome; an unknown id is a 404 the return page shows. */
    getPaymentStatus: build.query<PaymentStatusResult, string>({
      query: (paymentId) => `/ldn/public/v1/getPaymentStatus/${encodeURIComponent(paymentId)}`,
      extraOptions: REFUSAL_IS_ANSWER,
    }),
  }),
});

export const {
  useCreateContributionMutation,
  useCreateContributionFromCartMutation,
  useGetPaymentStatusQuery,
} = paymentsApi;
