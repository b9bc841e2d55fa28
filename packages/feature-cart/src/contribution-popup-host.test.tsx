import { resetApiClientConfig, EMPTY_CART } from '@ldn/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { ContributionPopupHost } from './contribution-popup-host';
import { cartServer } from './test/cart-server';
import { renderWithProviders } from './test/render-cart';

afterEach(() => {
  resetApiClientConfig();
});

function renderHost(listId: string | null = 'demo00parent') {
  const server = cartServer(EMPTY_CART);
  const result = renderWithProviders(<ContributionPopupHost listId={listId} />, {
    path: '/list/demo00parent',
    routePath: '/list/:id',
    api: { '/user/cart': (request) => server.handle(request) },
  });
  return { ...result, server };
}

const open = (actions: { run: (action: 'openContributionPopup') => boolean }) =>
  act(() => {
    expect(actions.run('openContributionPopup')).toBe(true);
  });

describe('ContributionPopupHost', () => {
  it("[S2.59] [S6.3] the list bar's participate button opens the popup", async () => {
    const { actions } = renderHost();
    open(actions);
    const popup = await screen.findByRole('dialog', { name: 'Participer à la cagnotte' });
    expect(
      within(popup).getByRole('textbox', { name: /Montant de votre participation/ }),
    ).toHaveValue('');
    await expectNoAxeViolations();
  });

  it('[S5.2] refuses less than 5 € and more than 10 000 € with the spec’s messages', async () => {
    const { actions, user, requests } = renderHost();
    open(actions);
    const amount = await screen.findByRole('textbox', { name: /Montant de votre participation/ });
    await user.type(amount, '4,99');
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    expect(amount).toHaveAccessibleDescription(/Le montant minimum est de 5€\./);
    await expectNoAxeViolations();
    await user.clear(amount);
    await user.type(amount, '10001');
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    expect(amount).toHaveAccessibleDescription(/Le montant maximum est de 10 000€\./);
    expect(requests).toEqual([]);
  });

  it('[S2.59] [S9.4] a valid amount becomes the wallet contribution, then the cart', async () => {
    const { actions, user, requests, router, server } = renderHost();
    open(actions);
    await user.type(
      await screen.findByRole('textbox', { name: /Montant de votre participation/ }),
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/list/demo00parent/cart');
    });
    expect(requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { ldnId: 'demo00parent', code: '01176190', quantity: 50 }],
    ]);
    expect(server.current().contributionAmount).toBe(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[S2.59] a refusal keeps the popup (the server’s message is shown as a toast)', async () => {
    const { actions, user, router } = renderWithProviders(
      <ContributionPopupHost listId="demo00parent" />,
      {
        path: '/list/demo00parent',
        routePath: '/list/:id',
        api: {
          '/user/cart': {
            status: 409,
            body: { status: 409, code: 'LIST_CLOSED', message: 'Cette liste est clôturée.' },
          },
        },
      },
    );
    open(actions);
    await user.type(
      await screen.findByRole('textbox', { name: /Montant de votre participation/ }),
      '20',
    );
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Participer' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(router.state.location.pathname).toBe('/list/demo00parent');
  });

  it('[S2.59] without a list shown, nothing opens', () => {
    const { actions } = renderHost(null);
    open(actions);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
