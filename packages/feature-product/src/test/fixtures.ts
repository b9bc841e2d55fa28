import type {
  ApiListItem,
  BirthList,
  ListSummary,
  Product,
  SignedInProfile,
} from '@ldn/api-client';
import { LIST_INFORMATIONS, listSummary, NO_PRODUCTS, profile } from '@ldn/test-kit/fixtures';

/** Fake data of the product pages' tests and stories (no network). */

export const CODE = '12345678';
export const OTHER_CODE = '12345679';
export const LIST_ID = 'demo00parent';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    codeAx: CODE,
    codeAs400: '7654321',
    productName: 'Poussette citadine Lune',
    brand: 'Petit Nid',
    description: 'Une poussette légère et pliable d’une main, pour la ville.',
    company: 'aufr',
    category: 'outings',
    categoryLabel: 'Balade',
    modelCode: 'M000001',
    size: 'Taille unique',
    color: 'Gris chiné',
    prices: { amount: 24990, display: '249,90 €' },
    recommendedPrice: 27990,
    availability: 'AVAILABLE',
    imgs: ['/images/products/12345678.svg'],
    originalImg: '/images/products/12345678.svg',
    isBundle: false,
    canAddToLdn: true,
    variants: [],
    ...overrides,
  };
}

/** A body in three sizes and two colours. */
export function makeProductWithVariants(): Product {
  const variant = (codeAx: string, size: string, color: string) => ({
    codeAx,
    codeAs400: `9${codeAx.slice(1, 7)}`,
    productName: 'Body manches longues',
    size,
    color,
    prices: { amount: 1290, display: '12,90 €' },
    availability: 'AVAILABLE' as const,
    imgs: [`/images/products/${codeAx}.svg`],
  });
  return makeProduct({
    productName: 'Body manches longues',
    brand: 'Coton Doux',
    category: 'look',
    categoryLabel: 'Look',
    size: '3 mois',
    color: 'Blanc',
    prices: { amount: 1290, display: '12,90 €' },
    recommendedPrice: undefined,
    variants: [
      variant(OTHER_CODE, '6 mois', 'Blanc'),
      variant('12345680', '3 mois', 'Rose poudré'),
      variant('12345681', '12 mois', 'Rose poudré'),
    ],
  });
}

/** The list's line of the stroller of `makeProduct` (its codes, name and brand). */
export function makeItem(overrides: Partial<ApiListItem> = {}): ApiListItem {
  const { codeAx, codeAs400, productName, brand } = makeProduct();
  return {
    codeAx,
    codeAs400,
    productName,
    brand,
    quantity: 3,
    quantityOfContributedItems: 1,
    prices: { amount: 24990, display: '249,90 €' },
    imgs: ['/images/products/12345678.svg'],
    originalImg: '/images/products/12345678.svg',
    message: 'Pour nos promenades au parc !',
    priority: true,
    hidden: false,
    company: 'aufr',
    size: 'Taille unique',
    color: 'Gris chiné',
    category: 'outings',
    availability: 'AVAILABLE',
    stockAvailability: 'AVAILABLE',
    isPurchaseInProgress: false,
    quantityInProgress: 0,
    ...overrides,
  };
}

/** A group gift of 300 € (wanted once): 120 € funded, 30 € being paid, 150 € left. */
export function makeGroupGiftItem(overrides: Partial<ApiListItem> = {}): ApiListItem {
  return makeItem({
    quantity: 1,
    quantityOfContributedItems: 0,
    prices: { amount: 30000, display: '300,00 €' },
    isGroupGift: true,
    groupGift: {
      targetAmount: 30000,
      fundedAmount: 12000,
      inProgressAmount: 3000,
      remainingAmount: 15000,
    },
    ...overrides,
  });
}

export function makeList(
  overrides: Partial<BirthList> = {},
  status: BirthList['informations']['status'] = 'VALIDATED',
): BirthList {
  return {
    id: LIST_ID,
    isOwner: false,
    isAttachedToDefaultAccount: true,
    walletAmount: 0,
    walletTotalAmount: 0,
    isDefault: true,
    company: 'aufr',
    informations: {
      ...LIST_INFORMATIONS,
      status,
      statusLabel: status === 'CLOSED' ? 'Cloturée' : status === 'DRAFT' ? 'Brouillon' : 'Validée',
      number: 1,
      publicationDate: null,
      welcomeMessage: '',
    },
    products: NO_PRODUCTS,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return listSummary({
    id: 'mylist01',
    number: 2,
    title: 'Ma liste de naissance',
    childFirstName: '',
    numberImage: 'img1',
    creationDate: '2026-09-01T00:00:00.000Z',
    ...overrides,
  });
}

export function makeProfile(overrides: Partial<SignedInProfile> = {}): SignedInProfile {
  return profile({ pk: 'pk-parent', favoriteStoreCode: null, ...overrides });
}

export const STAFF_PROFILE = makeProfile({
  pk: 'pk-seller',
  email: 'vendeur@example.fr',
  roles: ['SELLER'],
  store: 'S001',
  isStaff: true,
});
