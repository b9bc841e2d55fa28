import { cartMessages, parseCartError } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { CartErrorPopup } from './cart-error-popup';

describe('CartErrorPopup', () => {
  it("[S8.4] [S4.4] lists the refused products by name, said once (not the server's message too)", async () => {
    const outcome = parseCartError({
      status: 409,
      code: 'CART_ITEMS_REFUSED',
      message:
        'Certains articles de votre panier ne sont plus disponibles : ils ont été retirés de votre panier.',
      ldnErrorMsg: {
        errMessage:
          'Certains articles de votre panier ne sont plus disponibles : ils ont été retirés de votre panier.',
        reason: 'QUANTITY_EXCEEDED',
        items: [{ codeAx: 'A1', reason: 'QUANTITY_EXCEEDED', remaining: 0 }],
      },
    });
    const { user } = renderWithProviders(
      <CartErrorPopup
        open
        onClose={() => {}}
        outcome={outcome}
        refusedItems={[{ code: 'A1', productName: 'Body en coton' }]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Votre panier n’a pas pu être validé' });
    expect(
      within(dialog).getByText(
        'Les produits suivants ne sont plus disponibles et ont été retirés de votre panier :',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Certains articles/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Body en coton');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
  });

  it('[S5.5] [S8.4] says products refused only because someone else is paying for them now are being bought, not gone', async () => {
    const outcome = parseCartError({
      status: 409,
      code: 'CART_ITEMS_REFUSED',
      message: 'En cours d’achat.',
      ldnErrorMsg: {
        errMessage: 'En cours d’achat.',
        reason: 'PURCHASE_IN_PROGRESS',
        items: [{ codeAx: 'A1', reason: 'PURCHASE_IN_PROGRESS', remaining: 0 }],
      },
    });
    renderWithProviders(
      <CartErrorPopup
        open
        onClose={() => {}}
        outcome={outcome}
        refusedItems={[{ code: 'A1', productName: 'Body en coton' }]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Votre panier n’a pas pu être validé' });
    expect(
      within(dialog).getByText(
        'Les produits suivants sont en cours d’achat par une autre personne en ce moment et ont été retirés de votre panier (s’ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes) :',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/ne sont plus disponibles/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Body en coton');
    await expectNoAxeViolations(document.body);
  });

  it('[S8.4] lists the refused codes when the names are unknown', () => {
    const outcome = parseCartError({ ldnErrorMsg: { items: ['B2', 'C3'] } });
    renderWithProviders(<CartErrorPopup open onClose={() => {}} outcome={outcome} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['B2', 'C3']);
  });

  it("[S8.4] shows the server's message when no product is named", () => {
    const outcome = parseCartError({ errorMsg: 'Paiement refusé' });
    renderWithProviders(<CartErrorPopup open onClose={() => {}} outcome={outcome} />);
    expect(screen.getByText('Paiement refusé')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('[S8.4] falls back to DIFFICULTIES_TO_VALIDATE_CART, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <CartErrorPopup open onClose={onClose} outcome={parseCartError(null)} />,
    );
    expect(screen.getByText(cartMessages.DIFFICULTIES_TO_VALIDATE_CART)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
