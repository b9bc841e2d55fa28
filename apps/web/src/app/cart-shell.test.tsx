import { resetApiClientConfig, type BirthList } from '@ldn/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listWith, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';

/** A published list of a relative's view (not the owner). */
const LIST: BirthList = {
  ...listWith('demo00parent', { isOwner: false, walletAmount: 4_250 }),
  walletTotalAmount: 9_000,
};

const CART = {
  ldnId: 'demo00parent',
  giftMessageData: { message: '', from: '' },
  entries: [
    {
      code: '10000123',
      codeAs400: 'AS10000123',
      quantity: 2,
      isSetAside: false,
      details: { productName: 'Body manches longues', img: '', qtyMax: 3, price: 1290 },
    },
    {
      code: '01176190',
      codeAs400: '01176190',
      quantity: 50,
      isSetAside: false,
      details: { productName: 'Participation à la cagnotte', img: '', qtyMax: 10000, price: 100 },
    },
  ],
  contributorName: '',
  contributorEmail: '',
  message: '',
  contributionAmount: 5000,
  walletAmount: 0,
  makeAvailableToTheHolder: false,
  holderFavoriteStore: 'S001',
  clientType: 'RELATIVE',
  transactionType: 'CMD',
  deliveryOption: 'NONE',
  itemCount: 3,
  productsTotal: 2580,
  deliveryFee: 0,
  total: 7580,
  storeDeliveryAvailable: true,
};

const API = {
  getItemsOfListByIdAndCompanyAndCriterias: LIST,
  '/user/cart': CART,
  getUserProfil: { logged: false },
};

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

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('the shell and the cart', () => {
  it("[S2.62] [S9.4] the top bar's cart button counts the cart's items, the contribution as 1", async () => {
    renderWithProviders('/list/demo00parent/cart', {
      preloadedState: { session: sessionOf(null) },
      api: API,
    });
    const cart = await screen.findByRole('link', { name: 'Panier, 3 articles' }, { timeout: 5000 });
    expect(cart).toHaveAttribute('href', '/list/demo00parent/cart');
    // Desktop: no bottom bar, the page validates itself.
    expect(await screen.findByRole('button', { name: 'Valider mon panier' })).toBeEnabled();
  });

  it('[S2.43] [S2.56] on a phone the cart bar shows the total and validates', async () => {
    phone();
    renderWithProviders('/list/demo00parent/cart', {
      preloadedState: { session: sessionOf(null) },
      api: API,
    });
    const bar = await screen.findByRole(
      'region',
      { name: 'Actions de la page' },
      { timeout: 5000 },
    );
    await waitFor(() => {
      expect(within(bar).getByText('75,80 €')).toBeVisible();
    });
    expect(within(bar).getByRole('button', { name: 'Valider mon panier' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Valider mon panier' })).toHaveLength(1);
  });

  it("[S2.59] [S6.3] a relative's participate button opens the contribution popup", async () => {
    phone();
    const { user } = renderWithProviders('/list/demo00parent', {
      preloadedState: { session: sessionOf(null) },
      api: API,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Participer à la cagnotte' }, { timeout: 5000 }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Participer à la cagnotte' });
    await user.type(within(popup).getByRole('textbox'), '4');
    await user.click(within(popup).getByRole('button', { name: 'Participer' }));
    expect(within(popup).getByRole('textbox')).toHaveAccessibleDescription(
      /Le montant minimum est de 5€\./,
    );
  });
});
