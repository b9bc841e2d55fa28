import { EMPTY_CART, resetApiClientConfig, type ApiListItem, type Product } from '@ldn/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, listWith, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';

const LIST_ID = 'demo00parent';
const CODE = '12345678';

/** The list's line of a stroller: 3 wanted, 1 gifted, unless told otherwise. */
function item(overrides: Partial<ApiListItem> = {}): ApiListItem {
  return {
    codeAx: CODE,
    codeAs400: '7654321',
    productName: 'Poussette citadine Lune',
    brand: 'Petit Nid',
    quantity: 3,
    quantityOfContributedItems: 1,
    prices: { amount: 24990, display: '249,90 €' },
    imgs: [],
    originalImg: '',
    message: '',
    priority: false,
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

/** The catalogue's page of the stroller. */
const PRODUCT: Product = {
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
  availability: 'AVAILABLE',
  imgs: [],
  originalImg: '',
  isBundle: false,
  canAddToLdn: true,
  variants: [],
};

/** The visitor's cart of the list, empty. */
const EMPTY_LIST_CART = { ...EMPTY_CART, ldnId: LIST_ID };

/** A phone: narrower than every `min-width` breakpoint, within every `max-width` one. */
function phone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function showProduct(line: ApiListItem) {
  return renderWithProviders(`/product/${LIST_ID}/${CODE}`, {
    preloadedState: { session: sessionOf(null) },
    api: {
      getItemsOfListByIdAndCompanyAndCriterias: listWith(LIST_ID, { isOwner: false }),
      getItemByCompanyAndCodeAxAndListId: line,
      getProductByCompanyAndCodeAx: PRODUCT,
      '/user/cart': EMPTY_LIST_CART,
      getUserProfil: { logged: false },
    },
  });
}

/** The phone's bottom bar, once the product page is shown. */
async function bottomBar() {
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Poussette citadine Lune' },
    { timeout: 5000 },
  );
  return screen.findByRole('region', { name: 'Actions de la page' }, { timeout: 5000 });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  phone();
});

afterEach(() => {
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe("the phone bar's 'Ajouter au panier' on a list's product", () => {
  it('[S2.54] [S5.5] [S3.9] is disabled, with the page’s reason, when every unit is gifted', async () => {
    const { container } = showProduct(
      item({ quantity: 2, quantityOfContributedItems: 2, availability: 'GIFTED' }),
    );
    const bar = await bottomBar();
    const button = within(bar).getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Ce produit a déjà été entièrement offert.');
    // Said once in the document: by the page, the bar's button only described by it.
    expect(screen.getAllByText('Ce produit a déjà été entièrement offert.')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('[S2.54] [S5.5] is enabled while something remains to gift', async () => {
    showProduct(item());
    const bar = await bottomBar();
    const button = within(bar).getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('title');
  });
});
