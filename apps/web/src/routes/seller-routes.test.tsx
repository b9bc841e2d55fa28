import { resetApiClientConfig } from '@ldn/api-client';
import { selectSelectedCustomer, selectStoreCode } from '@ldn/feature-session';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SELLER, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';

const STORE = {
  name: 'Aubert Lyon',
  storeCode: 'S002',
  store_code: 'S002',
  posSystemName: 'WINSHOP',
};
const CUSTOMER = {
  uid: 'camille@example.fr',
  pk: 'c-camille',
  firstName: 'Camille',
  lastName: 'Martin',
  naosCountryNoFallback: 'FR',
};

afterEach(() => {
  resetApiClientConfig();
});

describe('the seller routes on the session', () => {
  it("[S2.13] [S4.10] SellerPage works on the session: the user's store on entry, then the customer looked up and another store code", async () => {
    const { store, user } = renderWithProviders('/seller', {
      preloadedState: {
        session: sessionOf(SELLER, {
          storeCode: 'S009',
          selectedCustomer: { uid: 'x@example.fr', pk: 'c-x', firstName: 'X', lastName: 'Y' },
        }),
      },
      cookie: SELLER.pk,
      api: {
        getUserProfil: SELLER,
        'users/camille': CUSTOMER,
        getListsByOwnerId: { lists: [] },
        getStoreByCompanyAndStoreCode: STORE,
        getReservedContributionFromWinshopForStore: [],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Espace vendeur' }, { timeout: 5_000 });
    await waitFor(() => expect(selectStoreCode(store.getState())).toBe('S001'));
    expect(selectSelectedCustomer(store.getState())).toBeNull();

    await user.type(
      screen.getByRole('combobox', { name: /E-mail du client/ }),
      'camille@example.fr',
    );
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(selectSelectedCustomer(store.getState())).toEqual({
        uid: 'camille@example.fr',
        pk: 'c-camille',
        firstName: 'Camille',
        lastName: 'Martin',
      }),
    );

    await user.type(screen.getByRole('textbox', { name: /Autre code magasin/ }), 'S002');
    await user.click(screen.getByRole('button', { name: 'Changer de magasin' }));
    await waitFor(() => expect(selectStoreCode(store.getState())).toBe('S002'));
  });

  it('[S2.14] SellerLogin offers the external login back to SellerPage', async () => {
    renderWithProviders('/seller/login', { preloadedState: { session: sessionOf(null) } });
    expect(
      await screen.findByRole('link', { name: 'Se connecter' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', '/login?redirect=%2Fseller');
  });
});
