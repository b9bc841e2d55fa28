import type {
  Availability,
  ListItem,
  ListSortType,
  ListStatus,
  NotificationFrequency,
  StockAvailability,
} from '@ldn/domain';

/**
 * The wire shapes of the lists API (spec §7 "Lists"), written by hand from the spec's field names
 * ([S3.3]-[S3.10]) and the server's schemas (apps/server/src/modules/lists/lists-schemas.ts).
 * Every amount is in integer cents; prices are `{ amount, display }`.
 */

/**
 * [S3.7] A list item as the server sends it: the domain's item, plus the brand, with the badge's
 * availability (GIFTED once every unit is gifted) next to the product's stock value.
 */
export interface ApiListItem extends Omit<ListItem, 'availability'> {
  readonly codeAs400: string;
  readonly brand: string;
  readonly imgs: readonly string[];
  readonly originalImg: string;
  readonly message: string;
  readonly company: string;
  readonly category: string;
  /** [S3.9] What the badge shows. */
  readonly availability: Availability;
  /** [S3.9] The stock value of the product. */
  readonly stockAvailability: StockAvailability;
  readonly isPurchaseInProgress: boolean;
  /** Units reserved by payments under way (not giftable until they end). */
  readonly quantityInProgress: number;
}

/** [S3.5] The items of one category, 'autres' last [S3.8]. */
export interface ListCategoryGroup {
  readonly category: string;
  readonly label: string;
  readonly items: readonly ApiListItem[];
}

/** [S3.4] The list information. Dates are ISO 8601 strings. */
export interface ListInformations {
  readonly title: string;
  readonly status: ListStatus;
  /** 'Brouillon', 'Validée' or 'Cloturée'. */
  readonly statusLabel: string;
  readonly number: number;
  readonly childFirstName: string;
  readonly creationDate: string;
  readonly publicationDate: string | null;
  readonly closingDate: string | null;
  readonly welcomeMessage: string;
  readonly ownerFirstName: string;
  readonly ownerLastName: string;
  /** Empty for visitors other than the owner and staff. */
  readonly ownerPhone: string;
  /** Empty for visitors other than the owner and staff. */
  readonly ownerMail: string;
  readonly coOwnerFirstName: string;
  readonly coOwnerLastName: string;
  readonly coOwnerMail: string;
  readonly notificationFrequency: NotificationFrequency;
  /** [S3.18] img1 to img10. */
  readonly numberImage: string;
  readonly isBabyNameHidden: boolean;
  readonly isBabyBirthdayHidden: boolean;
  readonly isSearchable: boolean;
  /** [S2.38] Confidentiality: private lists are shown only through their link. */
  readonly isPrivate: boolean;
  /** UTC midnight, or null. */
  readonly childBirthday: string | null;
  readonly isGiftDelivered: boolean;
  /** [S3.8] Category codes present, in display order. */
  readonly categories: readonly string[];
  readonly isPickupStoreAllowed: boolean;
  readonly contactStoreCode: string | null;
}

/** [S3.5] The products of a list, filtered and sorted by the criteria sent. */
export interface ListProducts {
  /** Integer cents, over the visible items (0 when none). */
  readonly maxPrice: number;
  readonly minPrice: number;
  readonly items: readonly ApiListItem[];
  readonly itemsByCategory: readonly ListCategoryGroup[];
  /** Visible items with at least one unit gifted. */
  readonly itemsContributed: readonly ApiListItem[];
  /** Number of visible items, before filtering. */
  readonly nbItems: number;
}

/** [S3.3] A birth list with its products (the answer of [S7.14]). */
export interface BirthList {
  readonly id: string;
  readonly isOwner: boolean;
  readonly isAttachedToDefaultAccount: boolean;
  /** Wallet balance, integer cents; sent to the owner and staff only (no guest screen shows it). */
  readonly walletAmount?: number;
  /** Wallet total received, integer cents; the owner and staff only. */
  readonly walletTotalAmount?: number;
  readonly isDefault: boolean;
  readonly company: string;
  readonly informations: ListInformations;
  readonly products: ListProducts;
}

/** A list in a list of lists: search results [S7.15], a customer's lists [S7.23] [S7.28]. */
export interface ListSummary {
  readonly id: string;
  readonly number: number;
  readonly company: string;
  readonly title: string;
  readonly status: ListStatus;
  readonly statusLabel: string;
  readonly isDefault: boolean;
  readonly ownerFirstName: string;
  readonly ownerLastName: string;
  readonly coOwnerFirstName: string;
  readonly coOwnerLastName: string;
  readonly childFirstName: string;
  readonly childBirthday: string | null;
  readonly numberImage: string;
  readonly creationDate: string;
}

/** [S7.23] [S7.28] */
export interface ListSummaries {
  readonly lists: readonly ListSummary[];
}

/** [S7.15] [S2.46] `tooMany`: refine by spouse name or e-mail. */
export interface SearchListsResult {
  readonly lists: readonly ListSummary[];
  readonly tooMany: boolean;
}

/** [S3.10] [S3.18] A price range in integer cents. */
export interface ListPriceRange {
  readonly label?: string | undefined;
  readonly minValue?: number | null | undefined;
  readonly maxValue?: number | null | undefined;
}

/** [S3.10] [S7.14] The criteria the list read sends (no minPrice or maxPrice keys). */
export interface ListCriteria {
  readonly isOffer?: boolean | undefined;
  readonly isPriority?: boolean | undefined;
  readonly isPrivate?: boolean | undefined;
  readonly orderBy?: ListSortType | undefined;
  readonly prices?: readonly ListPriceRange[] | undefined;
  readonly categories?: readonly string[] | undefined;
}

/** [S3.10] The list filters as a screen holds them: the criteria plus the custom min and max. */
export interface ListFilters extends ListCriteria {
  readonly minPrice?: number | null | undefined;
  readonly maxPrice?: number | null | undefined;
}

/** [S2.38] [S3.4] The fields of the create/edit form. */
export interface ListInformationInput {
  readonly title: string;
  readonly childFirstName: string;
  /** [S5.16] 'dd/MM/yy' as typed, or an ISO date; null or '' clears it. */
  readonly childBirthday: string | null;
  readonly welcomeMessage: string;
  readonly coOwnerFirstName: string;
  readonly coOwnerLastName: string;
  readonly coOwnerMail: string;
  readonly isBabyNameHidden: boolean;
  readonly isBabyBirthdayHidden: boolean;
  readonly isSearchable: boolean;
  readonly isPrivate: boolean;
  readonly numberImage: string;
  readonly contactStoreCode: string;
  readonly isPickupStoreAllowed: boolean;
  readonly notificationFrequency: NotificationFrequency;
}

/**
 * [S7.12] [S5.7] `title` required; VALIDATED (default) publishes at once and then needs
 * `contactStoreCode` too (the server refuses it without); a DRAFT may leave the store out (the
 * add-to-list flow's quick list [S4.11], completed later in the list form).
 */
export type CreateListBody = Partial<ListInformationInput> &
  Pick<ListInformationInput, 'title'> & {
    readonly status?: 'DRAFT' | 'VALIDATED' | undefined;
  };

/** [S7.17] Any information field, and/or `defaultList: true` [S4.1], and/or publishing a draft. */
export type UpdateListBody = Partial<ListInformationInput> & {
  readonly defaultList?: boolean | undefined;
  readonly status?: ListStatus | undefined;
};

/** [S7.18] */
export interface UpdateListStoreDataBody {
  readonly isPickupStoreAllowed?: boolean | undefined;
  readonly contactStoreCode?: string | undefined;
}

/** [S7.20] A status-300 answer means "already in list" [S4.11]. */
export interface AddItemBody {
  readonly company?: string | undefined;
  /** The product code (codeAx). */
  readonly productReference: string;
  readonly hidden?: boolean | undefined;
  readonly message?: string | undefined;
  readonly priority?: boolean | undefined;
  readonly quantity?: number | undefined;
}

/** [S7.21] The same, by codeAx or AS400 reference ("add anyway"). */
export interface AddItemByReferenceBody extends Omit<AddItemBody, 'productReference'> {
  readonly reference: string;
}

/** [S7.22] */
export interface UpdateItemBody {
  readonly quantity?: number | undefined;
  readonly message?: string | undefined;
  readonly priority?: boolean | undefined;
  readonly hidden?: boolean | undefined;
}

/** [S5.4] The body of the CANT_REDUCE_QUANTITY refusal: the quantity to set back. */
export interface CantReduceQuantityBody {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly quantityOfContributedItems: number;
  /** The lowest quantity accepted. */
  readonly quantity: number;
}
