import { WALLET_ITEM_CODE, walletAmountToWire } from '@ldn/contract';
import { walletAmountMessage } from '@ldn/domain';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { ldnApi } from '../ldn-api';
import type { AddCartEntryArgs, ApiCart } from '../wire-types';

/** [S7.7] A visitor without a cart: the server's defaults ("never 404"), the contract's. */
export { EMPTY_CART } from '@ldn/contract';

/** Cart refusals (400 amounts, 404 item) are answers the screen shows, never Not found. */
const REFUSAL_IS_ANSWER = { notFoundIsAnswer: true } as const;

/**
 * [S3.11] [S7.7] The cart as every page reads it (the bars' badge and total) and adds to it (a
 * product, the wallet contribution). The cart page's own calls are in `cart-changes-api.ts` and
 * `payments-api.ts`, so that they load with that page. See
 * apps/server/src/modules/contributions/API.md.
 */
export const cartApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.7] The visitor's cart (a signed-in customer's, or the `ldn_cart` cookie's). */
    getCart: build.query<ApiCart, undefined>({
      query: () => '/user/cart',
      providesTags: ['Cart'],
      extraOptions: REFUSAL_IS_ANSWER,
    }),
    /** [S2.54] [S2.59] Adds units of a product, or sets the wallet contribution (01176190). */
    addCartEntry: build.mutation<ApiCart, AddCartEntryArgs>({
      query: (body) => ({ url: '/user/cart/entries', method: 'POST', body }),
      extraOptions: REFUSAL_IS_ANSWER,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
    /**
     * [S2.59] [S5.2] [S9.4] Sets the cart's wallet contribution, in cents: 0 removes it. The wire
     * carries it as the quantity (euros) of a special item; `walletAmountToWire` of the contract
     * builds that line, so a screen only ever gives cents. An amount the wallet refuses is not
     * sent: the answer is a 400 with the rule's French message, as the server would give.
     */
    setWalletContribution: build.mutation<ApiCart, SetWalletContributionArgs>({
      // The endpoint's extraOptions reach `baseQuery` (RTK binds them): refusals stay answers.
      queryFn: async ({ listId, cents }, _api, _extraOptions, baseQuery) => {
        if (cents === 0) {
          const removed = await baseQuery({
            url: `/user/cart/entries/${WALLET_ITEM_CODE}`,
            method: 'DELETE',
          });
          return removed.error ? { error: removed.error } : { data: removed.data as ApiCart };
        }
        const line = walletAmountToWire(cents);
        if (line === undefined) {
          const message = walletAmountMessage(cents) ?? '';
          return { error: { status: 400, data: { status: 400, code: 'BAD_REQUEST', message } } };
        }
        const body: AddCartEntryArgs = { ldnId: listId, code: line.code, quantity: line.quantity };
        const added = await baseQuery({ url: '/user/cart/entries', method: 'POST', body });
        return added.error ? { error: added.error } : { data: added.data as ApiCart };
      },
      extraOptions: REFUSAL_IS_ANSWER,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
  }),
});

/** [S5.2] The list whose cart takes the contribution, and its amount in cents (0: none). */
export interface SetWalletContributionArgs {
  readonly listId: string;
  readonly cents: number;
}

export const { useGetCartQuery, useAddCartEntryMutation, useSetWalletContributionMutation } =
  cartApi;

/** The dispatch RTK Query gives an endpoint's lifecycle (whatever the app's store holds). */
type CartDispatch = BaseQueryApi['dispatch'];

/**
 * Every cart change answers the whole cart: it becomes the `getCart` answer at once (house style
 * rule 9: follow the server, no copy by hand). A refused change may mean the cart changed on the
 * server (emptied for another list, a line gone): the cart is read again.
 */
export async function followCartAnswer(
  queryFulfilled: Promise<{ readonly data: ApiCart }>,
  dispatch: CartDispatch,
  /** Undoes what the page showed before the answer (an optimistic change). */
  onRefused?: () => void,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    await dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
  } catch {
    onRefused?.();
    dispatch(cartApi.util.invalidateTags(['Cart']));
  }
}
