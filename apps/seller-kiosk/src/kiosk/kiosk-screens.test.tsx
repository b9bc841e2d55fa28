import { resetApiClientConfig } from '@ldn/api-client';
import { screenLabels } from '@ldn/domain';
import { selectAssistantOpen, selectCurrentListId } from '@ldn/feature-session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, SELLER } from '@ldn/test-kit';
import { LIST_ID, listAnswer } from '../test/fixtures';
import { renderKiosk } from '../test/render-kiosk';

// The customer pages' screens are tested by their packages; here, which screen each kiosk route
// renders and what it is given (no bottom bar: the page's own buttons).
vi.mock('@ldn/feature-list', async (importOriginal) => {
  const { screenStub } = await import('../test/screen-stub');
  return {
    ...(await importOriginal<object>()),
    ListByIdScreen: screenStub('ListByIdScreen'),
    ListByIdOwnerScreen: screenStub('ListByIdOwnerScreen'),
  };
});
vi.mock('@ldn/feature-product', async (importOriginal) => {
  const { screenStub } = await import('../test/screen-stub');
  return {
    ...(await importOriginal<object>()),
    ViewFromListScreen: screenStub('ViewFromListScreen'),
    ViewFromClosedListScreen: screenStub('ViewFromClosedListScreen'),
    EditProductScreen: screenStub('EditProductScreen'),
    ViewFromSearchScreen: screenStub('ViewFromSearchScreen'),
  };
});
vi.mock('@ldn/feature-cart', async (importOriginal) => {
  const { screenStub } = await import('../test/screen-stub');
  return { ...(await importOriginal<object>()), CartScreen: screenStub('CartScreen') };
});
vi.mock('@ldn/feature-activity', async (importOriginal) => {
  const { screenStub } = await import('../test/screen-stub');
  return { ...(await importOriginal<object>()), ActivityScreen: screenStub('ActivityScreen') };
});
vi.mock('@ldn/feature-wallet', async (importOriginal) => {
  const { screenStub } = await import('../test/screen-stub');
  return { ...(await importOriginal<object>()), WalletScreen: screenStub('WalletScreen') };
});

afterEach(() => {
  resetApiClientConfig();
});

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

/** A seller acting for the customer, on the customer's Validée list. */
const renderForCustomer = (path: string) =>
  renderKiosk(path, SELLER, {
    session: { selectedCustomer: CUSTOMER, storeCode: 'S002' },
    api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('VALIDATED') },
  });

describe('the customer pages of the kiosk', () => {
  it.each([
    ['ListByIdOwner', `/kiosk/list/${LIST_ID}/detenteur`, 'ListByIdOwnerScreen'],
    ['ListById', `/kiosk/list/${LIST_ID}`, 'ListByIdScreen'],
    ['ViewFromList', `/kiosk/product/${LIST_ID}/10000123`, 'ViewFromListScreen'],
    ['EditProduct', `/kiosk/product/${LIST_ID}/10000123/edit`, 'EditProductScreen'],
    ['Cart', `/kiosk/list/${LIST_ID}/cart`, 'CartScreen'],
    ['Activity', `/kiosk/list/${LIST_ID}/activite`, 'ActivityScreen'],
    ['Wallet', `/kiosk/list/${LIST_ID}/cagnotte`, 'WalletScreen'],
  ])(
    '[S2.3]-[S2.11] [S2.31] %s loads the list and renders its screen in the kiosk',
    async (_, path, name) => {
      const { store, services } = renderForCustomer(path);
      await heading(name);
      expect(selectCurrentListId(store.getState())).toBe(LIST_ID);
      expect(services.assign).not.toHaveBeenCalled();
    },
  );

  it('[S2.12] ViewFromSearch renders its screen with its own button', async () => {
    const { services } = renderForCustomer('/kiosk/product/10000123');
    await heading('ViewFromSearchScreen');
    expect(screen.getByText('Boutons de la page')).toBeVisible();
    expect(services.assign).not.toHaveBeenCalled();
  });

  it.each([
    [`/kiosk/product/${LIST_ID}/10000123`, 'ViewFromListScreen'],
    [`/kiosk/product/${LIST_ID}/10000123/edit`, 'EditProductScreen'],
    [`/kiosk/list/${LIST_ID}/cart`, 'CartScreen'],
  ])(
    '[S2.51] %s shows the page its own buttons (no bottom bar in the kiosk)',
    async (path, name) => {
      renderForCustomer(path);
      await heading(name);
      expect(screen.getByText('Boutons de la page')).toBeVisible();
    },
  );

  it('[S2.10] a closed list shows ViewFromClosedList', async () => {
    renderKiosk(`/kiosk/product/${LIST_ID}/10000123`, SELLER, {
      session: { selectedCustomer: CUSTOMER },
      api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('CLOSED') },
    });
    await heading('ViewFromClosedListScreen');
  });

  it('[S4.5] [S2.13] the cart is made in the store chosen on SellerPage', async () => {
    renderForCustomer(`/kiosk/list/${LIST_ID}/cart`);
    await heading('CartScreen');
    expect(screen.getByText('Magasin S002')).toBeVisible();
  });

  it("[S2.49] the list's 'Produits' opens the products overlay", async () => {
    const user = userEvent.setup();
    const { store } = renderForCustomer(`/kiosk/list/${LIST_ID}/detenteur`);
    await heading('ListByIdOwnerScreen');
    await user.click(screen.getByRole('button', { name: 'Produits' }));
    await waitFor(() => expect(selectAssistantOpen(store.getState())).toBe(true));
  });

  it('[S2.8] the wallet page carries the closing section', async () => {
    renderForCustomer(`/kiosk/list/${LIST_ID}/cagnotte`);
    await heading('WalletScreen');
    expect(screen.getByText('Clôture')).toBeVisible();
  });

  it("[S2.62] the top bar leads to the customer's list, activity and in-store cart, not the wallet", async () => {
    renderForCustomer(`/kiosk/list/${LIST_ID}/activite`);
    await heading('ActivityScreen');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: screenLabels.CUSTOMER_LIST })).toHaveAttribute(
      'href',
      `/kiosk/list/${LIST_ID}/detenteur`,
    );
    expect(within(nav).getByRole('link', { name: screenLabels.ACTIVITY })).toHaveAttribute(
      'href',
      `/kiosk/list/${LIST_ID}/activite`,
    );
    expect(screen.getByRole('link', { name: new RegExp(screenLabels.CART) })).toHaveAttribute(
      'href',
      `/kiosk/list/${LIST_ID}/cart`,
    );
    expect(within(nav).queryByRole('link', { name: screenLabels.WALLET })).toBeNull();
  });
});
