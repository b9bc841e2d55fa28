import type { ApiListItem, BirthList, ListCategoryGroup, ListSummary } from '@ldn/api-client';
import {
  STANDARD_PRICE_BANDS,
  filterAndSortListItems,
  formatEuros,
  groupItemsByCategory,
  itemAvailability,
  listStatusLabel,
} from '@ldn/domain';
import { profile } from '@ldn/test-kit/fixtures';

/**
 * Fake data shaped like the server's answers (apps/server/src/modules/lists/list-view.ts), for
 * tests and stories. Prices in cents.
 */

export function item(overrides: Partial<ApiListItem> & { readonly codeAx: string }): ApiListItem {
  const base: ApiListItem = {
    codeAx: overrides.codeAx,
    codeAs400: '1234567',
    productName: `Produit ${overrides.codeAx}`,
    brand: 'Bébé Confort',
    quantity: 1,
    quantityOfContributedItems: 0,
    prices: { amount: 2500, display: formatEuros(2500) },
    imgs: [`/images/products/${overrides.codeAx}.svg`],
    originalImg: `/images/products/${overrides.codeAx}.svg`,
    message: '',
    priority: false,
    hidden: false,
    company: 'aufr',
    category: 'bedroom',
    availability: 'AVAILABLE',
    stockAvailability: 'AVAILABLE',
    isPurchaseInProgress: false,
    quantityInProgress: 0,
  };
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    prices: { amount: merged.prices.amount, display: formatEuros(merged.prices.amount) },
    availability: itemAvailability({ ...merged, availability: merged.stockAvailability }),
  };
}

/** The four products of the demo list, over three categories and 'autres'. */
export const DEMO_ITEMS: readonly ApiListItem[] = [
  item({
    codeAx: '10000001',
    productName: 'Lit à barreaux Jade',
    brand: 'Sauthon',
    prices: { amount: 18990, display: '' },
    category: 'bedroom',
    priority: true,
    message: 'Le modèle blanc, s’il vous plaît !',
  }),
  item({
    codeAx: '10000002',
    productName: 'Poussette trio Urban',
    brand: 'Chicco',
    prices: { amount: 49900, display: '' },
    category: 'outings',
    quantity: 1,
    quantityOfContributedItems: 1,
  }),
  item({
    codeAx: '10000003',
    productName: 'Lot de 3 bodies',
    brand: 'Petit Bateau',
    prices: { amount: 1990, display: '' },
    category: 'look',
    quantity: 3,
    quantityOfContributedItems: 2,
    stockAvailability: 'UNAVAILABLE',
  }),
  item({
    codeAx: '10000004',
    productName: 'Veilleuse étoile',
    brand: 'Pabobo',
    prices: { amount: 3490, display: '' },
    category: 'autres',
    hidden: true,
    stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
  }),
];

const groups = (items: readonly ApiListItem[]): readonly ListCategoryGroup[] =>
  groupItemsByCategory(items).map((group) => ({ ...group, items: [...group.items] }));

export interface ListOptions {
  readonly id?: string;
  readonly isOwner?: boolean;
  readonly status?: BirthList['informations']['status'];
  /** Every visible item, before filtering. */
  readonly all?: readonly ApiListItem[];
  /** The items the filters kept (all by default). */
  readonly shown?: readonly ApiListItem[];
  /** The shown items are not grouped by category (a price or priority sort). */
  readonly informations?: Partial<BirthList['informations']>;
  readonly walletTotalAmount?: number;
}

/** A list answer as the server sends it for the given viewer. */
export function birthList(options: ListOptions = {}): BirthList {
  const all = options.all ?? DEMO_ITEMS;
  const shown = options.shown ?? all;
  const status = options.status ?? 'VALIDATED';
  const prices = all.map((entry) => entry.prices.amount);
  return {
    id: options.id ?? 'demo00parent',
    isOwner: options.isOwner ?? true,
    isAttachedToDefaultAccount: true,
    walletAmount: 4000,
    walletTotalAmount: options.walletTotalAmount ?? 12500,
    isDefault: true,
    company: 'aufr',
    informations: {
      title: 'La liste de Léa',
      status,
      statusLabel: listStatusLabel(status),
      number: 1042,
      childFirstName: 'Léa',
      creationDate: '2026-09-01T10:00:00.000Z',
      publicationDate: status === 'DRAFT' ? null : '2026-09-02T10:00:00.000Z',
      closingDate: status === 'CLOSED' ? '2026-12-20T10:00:00.000Z' : null,
      welcomeMessage: 'Merci de partager notre bonheur !',
      ownerFirstName: 'Marie',
      ownerLastName: 'Dupont',
      ownerPhone: '',
      ownerMail: '',
      coOwnerFirstName: 'Paul',
      coOwnerLastName: 'Martin',
      coOwnerMail: '',
      notificationFrequency: 'WEEKLY',
      numberImage: 'img3',
      isBabyNameHidden: false,
      isBabyBirthdayHidden: false,
      isSearchable: true,
      isPrivate: false,
      childBirthday: '2027-03-05T00:00:00.000Z',
      isGiftDelivered: false,
      categories: [...new Set(groups(all).map((group) => group.category))],
      isPickupStoreAllowed: false,
      contactStoreCode: 'S001',
      ...options.informations,
    },
    products: {
      maxPrice: prices.length > 0 ? Math.max(...prices) : 0,
      minPrice: prices.length > 0 ? Math.min(...prices) : 0,
      items: [...shown],
      itemsByCategory: [...groups(shown)],
      itemsContributed: all.filter((entry) => entry.quantityOfContributedItems > 0),
      nbItems: all.length,
    },
  };
}

/** The guest's answer: no private item (the server leaves them out). */
export function guestList(options: ListOptions = {}): BirthList {
  const all = (options.all ?? DEMO_ITEMS).filter((entry) => !entry.hidden);
  return birthList({ ...options, isOwner: false, all });
}

const CATEGORY_CYCLE = [
  'bedroom',
  'outings',
  'travels',
  'meals',
  'toilet',
  'look',
  'awakening',
  'autres',
];
const STOCK_CYCLE = [
  'AVAILABLE',
  'AVAILABLE',
  'UNAVAILABLE',
  'AVAILABLE',
  'PERMANENTLY_OUT_OF_STOCK',
] as const;

/** `count` generated items (the demo list demo00items500 has 500). */
export function manyItems(count: number): readonly ApiListItem[] {
  return Array.from({ length: count }, (_unused, index) =>
    item({
      codeAx: String(20000000 + index),
      productName: `Article n° ${index + 1}`,
      prices: { amount: 500 + ((index * 737) % 30000), display: '' },
      category: CATEGORY_CYCLE[index % CATEGORY_CYCLE.length] ?? 'autres',
      quantity: 1 + (index % 3),
      quantityOfContributedItems: index % 7 === 0 ? 1 : 0,
      priority: index % 11 === 0,
      stockAvailability: STOCK_CYCLE[index % STOCK_CYCLE.length] ?? 'AVAILABLE',
    }),
  );
}

export function summary(overrides: Partial<ListSummary> & { readonly id: string }): ListSummary {
  return {
    number: 1,
    company: 'aufr',
    title: 'Ma liste',
    status: 'VALIDATED',
    statusLabel: 'Validée',
    isDefault: false,
    ownerFirstName: 'Marie',
    ownerLastName: 'Dupont',
    coOwnerFirstName: '',
    coOwnerLastName: '',
    childFirstName: '',
    childBirthday: null,
    numberImage: 'img1',
    creationDate: '2026-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in parent's profile answer. */
export const PARENT_PROFILE = profile({ pk: '1001', firstName: 'Marie', lastName: 'Dupont' });

/** A seller's profile answer. */
export const SELLER_PROFILE = profile({
  ...PARENT_PROFILE,
  pk: '9001',
  roles: ['SELLER'],
  isStaff: true,
});

interface WireFilters {
  readonly isOffer?: boolean;
  readonly isPriority?: boolean;
  readonly isPrivate?: boolean;
  readonly orderBy?: 'category' | 'price_asc' | 'price_desc' | 'priority';
  readonly prices?: readonly { minValue?: number | null; maxValue?: number | null }[];
  readonly categories?: readonly string[];
}

/**
 * The server's list read for a body of filters, as apps/server/src/modules/lists/list-view.ts
 * answers it: the domain's filters and sorts over the visible items.
 */
export function answerWithFilters(base: BirthList, body: unknown): BirthList {
  const filters = (body ?? {}) as WireFilters;
  const all = [...base.products.items];
  const shown = filterAndSortListItems(all, {
    isOffer: filters.isOffer,
    isPriority: filters.isPriority,
    isPrivate: filters.isPrivate,
    orderBy: filters.orderBy,
    priceRanges: filters.prices?.map((range) => {
      const band = STANDARD_PRICE_BANDS.find(
        (candidate) =>
          candidate.minValue === range.minValue && candidate.maxValue === range.maxValue,
      );
      return {
        minCents: range.minValue ?? null,
        maxCents: range.maxValue ?? null,
        includesMax: band ? band.includesMax : true,
      };
    }),
    categories: filters.categories,
  });
  return {
    ...base,
    products: { ...base.products, items: [...shown], itemsByCategory: [...groups(shown)] },
  };
}
