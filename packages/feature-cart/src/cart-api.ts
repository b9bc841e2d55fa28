import { ldnApi, type ApiErrorBody } from '@ldn/api-client';
import type {
  Cart,
  CartEntry,
  ClientType,
  DeliveryOption,
  GiftMessageData,
  TransactionType,
} from '@ldn/domain';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/**
 * [S3.11] [S7.7] The cart as the server sends it: the spec's cart, plus the totals the cart bar
 * shows, computed by the server with the domain's rules (`cartItemCount`, `productsTotalCents`,
 * `storeDeliveryFeeCents`). Amounts in integer cents. The wallet contribution is both
 * `contributionAmount` and the last entry, the special item 01176190 [S9.4].
 */
export interface ApiCart extends Cart {
  readonly itemCount: number;
  readonly productsTotal: number;
  /** [S9.3] 2,90 € below 59 € of products when the delivery is chosen, else 0. */
  readonly deliveryFee: number;
  /** Products + contribution + delivery fee. */
  readonly total: number;
  /** [S7.40] [S7.41] The list's store delivers (liv-mag) and every product is in stock. */
  readonly storeDeliveryAvailable: boolean;
}

/** [S7.7] A visitor without a cart: the server's defaults ("never 404"). */
export const EMPTY_CART: ApiCart = {
  ldnId: '',
  giftMessageData: { message: '', from: '' },
  entries: [],
  contributorName: '',
  contributorEmail: '',
  message: '',
  contributionAmount: 0,
  walletAmount: 0,
  makeAvailableToTheHolder: false,
  holderFavoriteStore: '',
  clientType: 'RELATIVE',
  transactionType: 'CMD',
  deliveryOption: 'NONE',
  itemCount: 0,
  productsTotal: 0,
  deliveryFee: 0,
  total: 0,
  storeDeliveryAvailable: false,
};

/** `POST /user/cart/entries`: adds to a line; the special item SETS the contribution (euros). */
export interface AddCartEntryArgs {
  readonly ldnId: string;
  readonly code: string;
  /** 1..99 units; euros (5..10 000) for the special item. */
  readonly quantity: number;
}

/** `PATCH /user/cart/entries/:code`: sets a line's quantity. */
export interface SetCartEntryQuantityArgs {
  readonly code: string;
  readonly quantity: number;
}

/** `PATCH /user/cart`: any of these fields. */
export interface UpdateCartBody {
  readonly contributorName?: string;
  readonly contributorEmail?: string;
  readonly message?: string;
  readonly giftMessageData?: GiftMessageData;
  readonly contributionAmount?: number;
  readonly makeAvailableToTheHolder?: boolean;
  readonly holderFavoriteStore?: string;
  readonly clientType?: ClientType;
  readonly transactionType?: TransactionType;
  readonly deliveryOption?: DeliveryOption;
}

/** [S7.8] The body of the validation: the cart with its entries' details removed. */
export interface CreateContributionBody extends Omit<Cart, 'entries'> {
  readonly entries: readonly Omit<CartEntry, 'details'>[];
}

/** [S7.8] The PENDING payment created: the browser goes to `checkoutUrl`. */
export interface CreateContributionResult {
  readonly paymentId: string;
  readonly checkoutUrl: string;
  /** Cents. */
  readonly amount: number;
  readonly expiresAt: string;
}

/**
 * [S3.12] [S7.42] The body of an in-store transaction: the seller's cart of the list (products
 * only: a wallet contribution is not sold in store), prices in cents.
 */
export interface CreateFromCartBody {
  readonly ldnId: string;
  readonly company: string;
  readonly storeCode?: string;
  readonly message: string;
  readonly messageFrom: string;
  readonly emailFrom: string;
  readonly totalPrice: number;
  readonly sellerPk?: string;
  readonly isSelfPurchase: boolean;
  readonly holderFavoriteStore: string;
  readonly entries: readonly {
    readonly codeAx: string;
    readonly company: string;
    readonly price: number;
    readonly quantity: number;
  }[];
  readonly usePot: boolean;
  readonly potAmount: number;
  readonly potCurrency: 'EUR';
  readonly isVae: boolean;
  readonly isCmd: boolean;
}

/** [S3.13] The pending transaction created (its id leads to PendingTransaction). */
export interface CreatedTransaction {
  readonly id: string;
  readonly gs1Code: string;
  readonly totalPrice: number;
  readonly potAmount: number;
  readonly state: string;
}

/** The states of a payment of the sandbox checkout (design.md §3). */
export type PaymentStatus = 'PENDING' | 'PAID' | 'RECORDED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

/** `GET /ldn/public/v1/getPaymentStatus/{paymentId}`. */
export interface PaymentStatusResult {
  readonly paymentId: string;
  readonly listId: string;
  readonly status: PaymentStatus;
  /** Cents. */
  readonly amount: number;
  readonly contributionId: number | null;
  readonly expiresAt: string;
}

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

/** Cart answers that are refusals the screen shows (400 amounts, 404 item) never show Not found. */
export const ANSWERS = { notFoundIsAnswer: true } as const;

/**
 * [S3.11] [S7.7] The cart as every page reads it (the bars' badge and total) and adds to it (a
 * product, the wallet contribution), house style rule 6: the feature injects its endpoints. The
 * cart page's own endpoints are in `cart-page-api.ts`. See
 * apps/server/src/modules/contributions/API.md.
 */
export const cartApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S7.7] The visitor's cart (a signed-in customer's, or the `ldn_cart` cookie's). */
    getCart: build.query<ApiCart, undefined>({
      query: () => '/user/cart',
      providesTags: ['Cart'],
      extraOptions: ANSWERS,
    }),
    /** [S2.54] [S2.59] Adds units of a product, or sets the wallet contribution (01176190). */
    addCartEntry: build.mutation<ApiCart, AddCartEntryArgs>({
      query: (body) => ({ url: '/user/cart/entries', method: 'POST', body }),
      extraOptions: ANSWERS,
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        followCartAnswer(queryFulfilled, dispatch),
    }),
  }),
});

export const { useGetCartQuery, useAddCartEntryMutation } = cartApi;

const isApiErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string' &&
  (data as { message: string }).message.trim() !== '';

/** The body of a failed call (`{ status, data }` of RTK Query), `undefined` otherwise. */
export function errorBodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

/** The server's French message of a refusal (`{ status, code, message }`), if it has one. */
export function serverMessageOf(error: unknown): string | undefined {
  const data = errorBodyOf(error);
  return isApiErrorBody(data) ? data.message : undefined;
}
