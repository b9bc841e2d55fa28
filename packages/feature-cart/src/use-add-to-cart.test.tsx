import { resetApiClientConfig } from '@ldn/api-client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartSummary } from './use-cart-summary';
import { useAddToCart } from './use-add-to-cart';
import { cartServer } from './test/cart-server';
import { cartAnswer, entry, walletEntry } from './test/fixtures';
import { renderWithProviders } from './test/render-cart';
import { contributorEmailTyped } from './cart-draft-slice';
import { act } from 'react';

afterEach(() => {
  resetApiClientConfig();
});

/** A product page as the product route would wire it. */
function ProductPage({ listId }: { readonly listId: string }) {
  const { addToCart, inCartQuantity, adding } = useAddToCart(listId);
  const summary = useCartSummary(listId);
  return (
    <div>
      <p>dans le panier : {inCartQuantity('10000123')}</p>
      <p>badge : {summary.itemCount}</p>
      <p>total : {summary.bar.totalCents}</p>
      <p>bouton : {summary.validateDisabled ? 'désactivé' : 'actif'}</p>
      <button type="button" disabled={adding} onClick={() => void addToCart('10000123', 2)}>
        Ajouter
      </button>
    </div>
  );
}

describe('useAddToCart and useCartSummary', () => {
  it('[S2.54] [S5.5] [S2.62] adds to the cart; the count in the cart and the badge follow', async () => {
    const server = cartServer(
      cartAnswer({ entries: [walletEntry(30)], contributionAmount: 3000 }),
      [entry({ quantity: 0 })],
    );
    const { user, requests } = renderWithProviders(<ProductPage listId="demo00parent" />, {
      api: { '/user/cart': (request) => server.handle(request) },
    });
    expect(await screen.findByText('badge : 1')).toBeVisible();
    expect(screen.getByText('dans le panier : 0')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('dans le panier : 2')).toBeVisible();
    expect(screen.getByText('badge : 3')).toBeVisible();
    expect(screen.getByText('total : 5580')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { ldnId: 'demo00parent', code: '10000123', quantity: 2 },
    ]);
  });

  it('[S2.31] [S2.62] the cart of another list counts 0 here; adding replaces it', async () => {
    const server = cartServer(cartAnswer({ ldnId: 'autreliste' }), [entry({ quantity: 0 })]);
    const { user } = renderWithProviders(<ProductPage listId="demo00parent" />, {
      api: { '/user/cart': (request) => server.handle(request) },
    });
    await waitFor(() => {
      expect(screen.getByText('badge : 0')).toBeVisible();
    });
    expect(screen.getByText('bouton : désactivé')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('badge : 2')).toBeVisible();
    expect(server.current().ldnId).toBe('demo00parent');
  });

  it('[S8.2] a refusal resolves false', async () => {
    let outcome: boolean | undefined;
    function Page() {
      const { addToCart } = useAddToCart('demo00parent');
      return (
        <button
          type="button"
          onClick={() => void addToCart('10000123', 5).then((ok) => (outcome = ok))}
        >
          Ajouter
        </button>
      );
    }
    const { user } = renderWithProviders(<Page />, {
      api: {
        '/user/cart/entries': {
          status: 409,
          body: { status: 409, code: 'QUANTITY_NOT_AVAILABLE', message: 'Il en reste 1.' },
        },
        '/user/cart': { status: 200, body: cartAnswer() },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => {
      expect(outcome).toBe(false);
    });
  });

  it('[S5.1] the bar follows the e-mail typed on the cart page', async () => {
    const server = cartServer(cartAnswer());
    const { store } = renderWithProviders(<ProductPage listId="demo00parent" />, {
      api: { '/user/cart': (request) => server.handle(request) },
    });
    expect(await screen.findByText('bouton : actif')).toBeVisible();
    act(() => {
      store.dispatch(contributorEmailTyped('josette@'));
    });
    expect(screen.getByText('bouton : désactivé')).toBeVisible();
    act(() => {
      store.dispatch(contributorEmailTyped('josette@example.fr'));
    });
    expect(screen.getByText('bouton : actif')).toBeVisible();
  });
});
