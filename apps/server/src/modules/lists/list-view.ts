import {
  STANDARD_PRICE_BANDS,
  categoryLabel,
  categoryOf,
  filterAndSortListItems,
  formatEuros,
  groupGiftRemainingCents,
  groupItemsByCategory,
  isStaff,
  itemAvailability,
  listStatusLabel,
  sortCategoryCodes,
  type ListItemFilters,
  type PriceRangeCents,
} from '@ldn/domain';
import { productImagePath } from '../images/product-image';
import type { CurrentUser } from '../../identity/session-store';
import type { ItemRow, ListRow } from './lists-queries';
import {
  type ListFiltersBody,
  type ListItemResponse,
  type ListResponse,
  type ListSummary,
} from '@ldn/contract';

/**
 * How the API shows lists and items to a given visitor: the shapes of spec §3 built from rows,
 * with the domain's rules for availability, filters, sorts and categories.
 */

/** Who looks at a list, and as what. */
export interface Viewer {
  readonly user: CurrentUser | null;
  /**
   * [S3.3] [S6.3] The signed-in customer has the owner's rights on the list: its holder
   * (owner_pk), or the co-parent the holder invited and who accepted (co_parent_pk).
   */
  readonly isOwner: boolean;
  /**
   * The list's one holder (owner_pk): the reward, the wallet's self-purchases, the digests, the
   * co-parent's invitation and the list's removal are his alone (docs/decisions.md, co-parent).
   */
  readonly isHolder: boolean;
  /** [S6.4] Staff act for any customer: they see and do what the owner does. */
  readonly isStaff: boolean;
}

/**
 * The one place that says who has the owner's rights on a list: its holder, or its accepted
 * co-parent (read from the list's row on every request, so a revocation takes effect at once).
 */
export function viewerOf(
  user: CurrentUser | null,
  list: Pick<ListRow, 'ownerPk' | 'coParentPk'>,
): Viewer {
  const isHolder = user !== null && user.pk === String(list.ownerPk);
  const isCoParent =
    user !== null && list.coParentPk !== null && user.pk === String(list.coParentPk);
  return { user, isOwner: isHolder || isCoParent, isHolder, isStaff: isStaff(user) };
}

/** [S6.3] [S6.4] The owner (holder or co-parent), or staff acting for him. */
export function actsAsOwner(viewer: Viewer): boolean {
  return viewer.isOwner || viewer.isStaff;
}

/** What only the list's holder, or staff acting for him, may do. */
export function actsAsHolder(viewer: Pick<Viewer, 'isHolder' | 'isStaff'>): boolean {
  return viewer.isHolder || viewer.isStaff;
}

/** A group gift's funding as the API sends it (everyone sees it: relatives fund it). */
function groupGiftOf(
  row: Pick<ItemRow, 'groupTargetCents' | 'groupFundedCents' | 'groupInProgressCents'>,
): Pick<ListItemResponse, 'isGroupGift' | 'groupGift'> {
  if (row.groupTargetCents === null) return { isGroupGift: false };
  return {
    isGroupGift: true,
    groupGift: {
      targetAmount: row.groupTargetCents,
      fundedAmount: row.groupFundedCents,
      inProgressAmount: row.groupInProgressCents,
      remainingAmount: groupGiftRemainingCents({
        priceCents: row.groupTargetCents,
        fundedCents: row.groupFundedCents,
        inProgressCents: row.groupInProgressCents,
      }),
    },
  };
}

/** [S3.7] A price as the API sends it: integer cents and the fr-FR text. */
export function priceOf(cents: number): { amount: number; display: string } {
  return { amount: cents, display: formatEuros(cents) };
}

/**
 * [S3.7] An item of a list as the API sends it. Units received elsewhere count as gifted, so
 * relatives see them taken ("Offert" once nothing remains); only the owner and staff
 * (`forOwner`) are told how many of them came from elsewhere.
 */
export function toListItem(row: ItemRow, company: string, forOwner: boolean): ListItemResponse {
  const quantityOfContributedItems = row.quantityContributed + row.quantityReceivedElsewhere;
  const image = productImagePath(row.codeAx);
  return {
    codeAx: row.codeAx,
    codeAs400: row.codeAs400,
    productName: row.name,
    brand: row.brand,
    quantity: row.quantity,
    quantityOfContributedItems,
    prices: priceOf(row.priceCents),
    imgs: [image],
    originalImg: image,
    message: row.message,
    priority: row.priority,
    hidden: row.hidden,
    company,
    size: row.size ?? undefined,
    color: row.color ?? undefined,
    recommendedPrice: row.recommendedPriceCents ?? undefined,
    availability: itemAvailability({
      quantity: row.quantity,
      quantityOfContributedItems,
      availability: row.availability,
    }),
    stockAvailability: row.availability,
    category: categoryOf(row),
    isPurchaseInProgress: row.quantityInProgress > 0,
    quantityInProgress: row.quantityInProgress,
    ...groupGiftOf(row),
    ...(forOwner ? { quantityReceivedElsewhere: row.quantityReceivedElsewhere } : {}),
  };
}

/**
 * [S3.10] [S9.6] A price range of the filter body in cents. A range equal to a standard band takes
 * that band's bounds rule (20 € belongs to 'De 20 € à 50 €' only); any other (the custom band)
 * includes its maximum.
 */
function toPriceRange(range: {
  minValue?: number | null;
  maxValue?: number | null;
}): PriceRangeCents {
  const band = STANDARD_PRICE_BANDS.find(
    (candidate) => candidate.minValue === range.minValue && candidate.maxValue === range.maxValue,
  );
  return {
    minCents: range.minValue ?? null,
    maxCents: range.maxValue ?? null,
    includesMax: band ? band.includesMax : true,
  };
}

/** [S3.10] The filters of the request body as the domain's filter function reads them. */
export function toItemFilters(body: ListFiltersBody): ListItemFilters {
  return {
    isOffer: body.isOffer,
    isPriority: body.isPriority,
    isPrivate: body.isPrivate,
    orderBy: body.orderBy,
    priceRanges: body.prices?.map(toPriceRange),
    categories: body.categories,
  };
}

/** [S3.8] The categories present among items, in display order, 'autres' last. */
export function categoriesOf(items: readonly Pick<ItemRow, 'category'>[]): readonly string[] {
  return sortCategoryCodes(items.map((item) => categoryOf(item)));
}

export function categoryEntries(codes: readonly string[]): { code: string; label: string }[] {
  return codes.map((code) => ({ code, label: categoryLabel(code) }));
}

const isoDate = (date: string | null): string | null => (date ? `${date}T00:00:00.000Z` : null);
const isoTime = (time: Date | null): string | null => (time ? time.toISOString() : null);

/**
 * [S3.3] [S3.4] [S3.5] A list with its products for one visitor.
 *
 * - `items` (and `itemsByCategory`) are filtered and sorted by `filters` with the domain's rules;
 *   `itemsContributed`, `nbItems`, `minPrice`, `maxPrice` and the categories describe the whole
 *   visible list, so the screen's counters and price bounds do not move while filters change.
 * - `itemRows` must already leave out private items for visitors who do not act as the owner.
 * - Visitors other than the owner and staff do not get the owner's phone and e-mail, the wallet's
 *   balance and total, nor the baby's name or birthday when the owner hid them.
 */
export function toListResponse(
  list: ListRow,
  itemRows: readonly ItemRow[],
  viewer: Viewer,
  filters: ListFiltersBody = {},
): ListResponse {
  const all = itemRows.map((row) => toListItem(row, list.company, actsAsOwner(viewer)));
  const itemFilters = toItemFilters(filters);
  const items = filterAndSortListItems(all, itemFilters);
  const contributed = filterAndSortListItems(all, { orderBy: itemFilters.orderBy, isOffer: true });
  const prices = all.map((item) => item.prices.amount);
  const private_ = !actsAsOwner(viewer);
  return {
    id: list.id,
    isOwner: viewer.isOwner,
    isHolder: viewer.isHolder,
    // Every list of ours belongs to a customer account (owner_pk is required).
    isAttachedToDefaultAccount: true,
    // [S2.42] [S2.59] Only the owner's screens show the wallet: a guest's list bar has just the
    // participate button, so a guest is not told how much the family has gathered.
    ...(private_
      ? {}
      : { walletAmount: list.walletCents, walletTotalAmount: list.walletTotalCents }),
    isDefault: list.isDefault,
    company: list.company,
    informations: {
      title: list.title,
      status: list.status,
      statusLabel: listStatusLabel(list.status),
      number: list.number,
      childFirstName: private_ && list.isBabyNameHidden ? '' : list.childFirstName,
      creationDate: list.createdAt.toISOString(),
      publicationDate: isoTime(list.publishedAt),
      closingDate: isoTime(list.closedAt),
      welcomeMessage: list.welcomeMessage,
      ownerFirstName: list.ownerFirstName,
      ownerLastName: list.ownerLastName,
      ownerPhone: private_ ? '' : list.ownerPhone,
      ownerMail: private_ ? '' : list.ownerMail,
      coOwnerFirstName: list.coOwnerFirstName,
      coOwnerLastName: list.coOwnerLastName,
      coOwnerMail: private_ ? '' : list.coOwnerMail,
      notificationFrequency: list.notificationFrequency,
      numberImage: list.numberImage,
      isBabyNameHidden: list.isBabyNameHidden,
      isBabyBirthdayHidden: list.isBabyBirthdayHidden,
      isSearchable: list.isSearchable,
      isPrivate: list.isPrivate,
      childBirthday: private_ && list.isBabyBirthdayHidden ? null : isoDate(list.childBirthday),
      isGiftDelivered: list.isGiftDelivered,
      categories: [...categoriesOf(itemRows)],
      isPickupStoreAllowed: list.isPickupStoreAllowed,
      contactStoreCode: list.contactStoreCode,
    },
    products: {
      maxPrice: prices.length > 0 ? Math.max(...prices) : 0,
      minPrice: prices.length > 0 ? Math.min(...prices) : 0,
      items: [...items],
      itemsByCategory: groupItemsByCategory(items).map((group) => ({
        category: group.category,
        label: group.label,
        items: [...group.items],
      })),
      itemsContributed: [...contributed],
      nbItems: all.length,
    },
  };
}

/**
 * A list in search results or in a customer's lists. The baby's name and birthday follow the
 * owner's choice for visitors who do not act as the owner.
 */
export function toListSummary(
  list: ListRow,
  viewer: Pick<Viewer, 'isOwner' | 'isStaff'>,
): ListSummary {
  const private_ = !(viewer.isOwner || viewer.isStaff);
  return {
    id: list.id,
    number: list.number,
    company: list.company,
    title: list.title,
    status: list.status,
    statusLabel: listStatusLabel(list.status),
    isDefault: list.isDefault,
    ownerFirstName: list.ownerFirstName,
    ownerLastName: list.ownerLastName,
    coOwnerFirstName: list.coOwnerFirstName,
    coOwnerLastName: list.coOwnerLastName,
    childFirstName: private_ && list.isBabyNameHidden ? '' : list.childFirstName,
    childBirthday: private_ && list.isBabyBirthdayHidden ? null : isoDate(list.childBirthday),
    numberImage: list.numberImage,
    creationDate: list.createdAt.toISOString(),
  };
}
