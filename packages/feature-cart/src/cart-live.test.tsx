import type { ApiCart } from '@ldn/api-client';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@ldn/vitest-preset/event-source';
import { expectNoAxeViolations, listAnswer } from '@ldn/test-kit';
import { newlyUnavailableCodes } from './cart-model';
import { CartScreen } from './cart-screen';
import { ANONYMOUS, cartAnswer, entry } from './test/fixtures';
import { renderWithProviders } from './test/render-cart';

const STROLLER = entry({
  code: '10000002',
  quantity: 1,
  details: { productName: 'Poussette trio Urban', qtyMax: 1, price: 29_900 },
});
const BODY = entry({ code: '10000123', quantity: 1 });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CartScreen, live', () => {
  it('[S2.6] [S4.4] a product of the cart given by someone else meanwhile is flagged on its line, without a reload', async () => {
    let cart: ApiCart = cartAnswer({ entries: [STROLLER, BODY] });
    const { container, unmount } = renderWithProviders(<CartScreen goToCheckout={vi.fn()} />, {
      path: '/list/demo00parent/cart',
      routePath: '/list/:id/cart',
      api: {
        '/user/cart': () => ({ status: 200, body: cart }),
        getUserProfil: { status: 200, body: ANONYMOUS },
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 200,
          body: listAnswer('demo00parent', 'VALIDATED', false),
        },
      },
    });
    const stroller = await screen.findByRole('article', { name: 'Poussette trio Urban' });
    expect(within(stroller).queryByRole('alert')).toBeNull();
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toMatch(/\/getListEventsByCompanyAndListId\/aufr\/demo00parent$/);

    // Another relative pays for the stroller: the server's cart now has none of it left.
    cart = cartAnswer({
      entries: [{ ...STROLLER, details: { ...STROLLER.details, qtyMax: 0 } }, BODY],
    });
    source.emit('list-changed');
    const flagged = await within(
      await screen.findByRole('article', { name: 'Poussette trio Urban' }),
    ).findByRole('alert');
    expect(flagged).toHaveTextContent('Ce produit vient d’être offert : retirez-le du panier.');
    expect(
      within(screen.getByRole('article', { name: 'Body manches longues' })).queryByRole('alert'),
    ).toBeNull();
    await expectNoAxeViolations(container);

    unmount();
    await vi.waitFor(() => expect(source.closed).toBe(true));
  });
});

describe('CartScreen, live, during the visitor’s own validation', () => {
  it('[S4.3] the units the visitor’s own validation holds are not flagged as given by someone else', async () => {
    let cart: ApiCart = cartAnswer({ entries: [STROLLER] });
    const goToCheckout = vi.fn();
    const { user } = renderWithProviders(<CartScreen goToCheckout={goToCheckout} />, {
      path: '/list/demo00parent/cart',
      routePath: '/list/:id/cart',
      api: {
        '/user/cart': () => ({ status: 200, body: cart }),
        // The payment is created; the page then waits for the checkout to take over.
        'create-contribution': {
          status: 201,
          body: { paymentId: 'a'.repeat(32), checkoutUrl: `/paiement/${'a'.repeat(32)}` },
        },
        getUserProfil: { status: 200, body: ANONYMOUS },
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 200,
          body: listAnswer('demo00parent', 'VALIDATED', false),
        },
      },
    });
    await screen.findByRole('article', { name: 'Poussette trio Urban' });
    await user.click(screen.getByRole('button', { name: 'Valider mon panier' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledOnce());
    // Its hold is a change of the list: the cart is read again, with nothing left of the line.
    cart = cartAnswer({ entries: [{ ...STROLLER, details: { ...STROLLER.details, qtyMax: 0 } }] });
    const source = FakeEventSource.opened[0] as FakeEventSource;
    source.emit('list-changed');
    expect(
      await within(await screen.findByRole('article', { name: 'Poussette trio Urban' })).findByText(
        'Ce produit n’est plus disponible : retirez-le du panier.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Ce produit vient d’être offert : retirez-le du panier.')).toBeNull();
  });
});

describe('newlyUnavailableCodes', () => {
  const before = cartAnswer({ entries: [STROLLER, BODY] });
  const gone = (line: typeof STROLLER) => ({ ...line, details: { ...line.details, qtyMax: 0 } });

  it('[S4.4] names the lines that had units left and have none now', () => {
    expect(newlyUnavailableCodes(before, cartAnswer({ entries: [gone(STROLLER), BODY] }))).toEqual([
      '10000002',
    ]);
  });

  it('[S4.4] a line that had nothing left already, a first read, or another list’s cart is not news', () => {
    const already = cartAnswer({ entries: [gone(STROLLER)] });
    expect(newlyUnavailableCodes(already, already)).toEqual([]);
    expect(newlyUnavailableCodes(undefined, already)).toEqual([]);
    expect(
      newlyUnavailableCodes(before, cartAnswer({ ldnId: 'autreliste', entries: [gone(STROLLER)] })),
    ).toEqual([]);
  });
});
