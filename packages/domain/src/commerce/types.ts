/**
 * The commerce entities shared by the server and the front end: list items [S3.7], carts [S3.11]
 * and the closed sets of values the commerce rules work with. Field names follow the spec exactly;
 * every amount is in integer cents (design.md §3).
 */

/** [S3.8] The known category codes, in the spec's order. */
export type CategoryCode =
  'bedroom' | 'outings' | 'travels' | 'meals' | 'toilet' | 'look' | 'awakening';

/** [S3.8] The catch-all category, always sorted last. */
export type OtherCategoryCode = 'autres';

/**
 * [S3.9] The stock value the server stores on an item. Wire values are ours (the spec only shows
 * the French display texts): En stock, Indisponible, Définitivement en rupture.
 */
export type StockAvailability = 'AVAILABLE' | 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';

/** [S3.9] What a screen shows: the stock value, or Offert once every wanted unit is gifted. */
export type Availability = StockAvailability | 'GIFTED';

/** [S4.1] List statuses. Wire values are ours; the displayed values are Validée and Cloturée. */
export type ListStatus = 'DRAFT' | 'VALIDATED' | 'CLOSED';

/** [S9.7] Notification frequencies (wire values are ours). */
export type NotificationFrequency = 'DAILY' | 'WEEKLY' | 'NEVER';

/** [S4.6] Take-away sale (VAE) and store order (CMD). */
export type TransactionType = 'VAE' | 'CMD';

/** [S2.41] [S7.32] The activity history filters. */
export type ActivityFilter = 'ITEMS' | 'WALLET' | 'COUPON' | 'RETURNED_ITEMS';

/** [S3.10] [S9.8] List sort types. */
export type ListSortType = 'category' | 'price_asc' | 'price_desc' | 'priority';

/** [S3.10] List only-filters, each bound to one boolean of the list filters. */
export type ListOnlyFilter = 'private' | 'indispensable' | 'gifted';

/** [S9.8] [S3.17] Search overlay sort keys. */
export type SearchSortKey = 'popularity' | 'price_asc' | 'price_desc';

/** [S3.11] Who pays at the store: the holder (self purchase) or a relative. */
export type ClientType = 'HOLDER' | 'RELATIVE';

/**
 * [S3.11] [S9.3] The delivery option of a cart: delivery to the parents at their store (fee, free
 * from 59 EUR) or none (items are set aside / handed over in store). Wire values are ours.
 */
export type DeliveryOption = 'STORE_DELIVERY' | 'NONE';

/** [S3.7] The price of an item: amount in integer cents and the text the server formats. */
export interface ItemPrices {
  readonly amount: number;
  readonly display: string;
}

/** [S3.7] A product of a birth list. */
export interface ListItem {
  /** The product code (AX reference); also the route's productId [S2.24]. */
  readonly codeAx: string;
  /** The AS400 reference of the same product. */
  readonly codeAs400?: string | undefined;
  readonly productName: string;
  /** Wanted quantity. */
  readonly quantity: number;
  /** Gifted quantity. */
  readonly quantityOfContributedItems: number;
  readonly prices: ItemPrices;
  readonly imgs?: readonly string[] | undefined;
  readonly originalImg?: string | undefined;
  /** The owner's comment, at most COMMENT_MAX_LENGTH characters [S5.6]. */
  readonly message?: string | undefined;
  /** Indispensable flag. */
  readonly priority: boolean;
  /** Private flag. */
  readonly hidden: boolean;
  readonly company?: string | undefined;
  readonly size?: string | undefined;
  readonly color?: string | undefined;
  /** The recommended retail price, in integer cents. */
  readonly recommendedPrice?: number | undefined;
  readonly availability: StockAvailability;
  /** A category code [S3.8]; missing or empty means 'autres'. */
  readonly category?: string | null | undefined;
  /**
   * [S4.2] A purchase of this item is in progress (a cart paid online not yet confirmed, or a
   * pending in-store transaction). The spec names the state, not the field: the name is ours.
   */
  readonly isPurchaseInProgress?: boolean | undefined;
}

/** [S3.11] The product details a cart entry carries for display. */
export interface CartEntryDetails {
  readonly productName: string;
  readonly img: string;
  /** The most units of this entry the cart may hold (the remaining quantity when added). */
  readonly qtyMax: number;
  /** Unit price in integer cents. */
  readonly price: number;
}

/** [S3.11] One line of a cart. */
export interface CartEntry {
  /** The product code (codeAx of the list item). */
  readonly code: string;
  readonly codeAs400: string;
  readonly quantity: number;
  readonly isSetAside: boolean;
  readonly details: CartEntryDetails;
}

/** [S3.11] [S7.7] The gift card message. */
export interface GiftMessageData {
  readonly message: string;
  readonly from: string;
}

/** [S3.11] A contributor's cart on one list. */
export interface Cart {
  readonly ldnId: string;
  readonly giftMessageData: GiftMessageData;
  readonly entries: readonly CartEntry[];
  readonly contributorName: string;
  readonly contributorEmail: string;
  readonly message: string;
  /** The free contribution to the wallet, in integer cents (whole euros, see wallet.ts). */
  readonly contributionAmount: number;
  /** The part of the holder's wallet used to pay (staff self purchase), in integer cents. */
  readonly walletAmount: number;
  readonly makeAvailableToTheHolder: boolean;
  readonly holderFavoriteStore: string;
  readonly clientType: ClientType;
  readonly transactionType: TransactionType;
  readonly deliveryOption: DeliveryOption;
}

/** [S3.16] The part of a store the cart rules read. */
export interface StoreInfo {
  readonly name?: string | undefined;
  readonly posSystemName?: string | null | undefined;
  readonly store_code?: string | undefined;
}
