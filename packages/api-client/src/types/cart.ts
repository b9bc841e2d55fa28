import type {
  Cart,
  ClientType,
  DeliveryOption,
  GiftMessageData,
  TransactionType,
} from '@ldn/domain';

/**
 * The wire shapes of the cart (spec §7 "User", [S7.7]), written by hand from the server's schemas
 * (apps/server/src/modules/cart). Every amount is in integer cents.
 */

/**
 * [S3.11] [S7.7] The cart as the server sends it: the spec's cart, plus the totals the cart bar
 * shows, computed by the server with the domain's rules (`cartItemCount`, `productsTotalCents`,
 * `storeDeliveryFeeCents`). The wallet contribution is both `contributionAmount` and the last
 * entry, the special item 01176190 [S9.4].
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
