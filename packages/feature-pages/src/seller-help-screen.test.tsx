import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { SellerHelpScreen } from './seller-help-screen';

describe('SellerHelpScreen', () => {
  it('[S2.17] the staff guide: every step a named region at its anchor, listed in the table of contents', async () => {
    const { container } = renderWithProviders(<SellerHelpScreen />, {
      path: '/seller/help',
      routePath: '/seller/help',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Guide du vendeur' })).toBeVisible();
    const steps = [
      ['Rechercher un client', 'rechercher-un-client'],
      ['Créer un compte client', 'creer-un-compte'],
      ['Constituer un panier en magasin', 'panier-en-magasin'],
      ['Transactions en attente et ticket de caisse', 'transactions-en-attente'],
      ['Annuler une transaction', 'annuler-une-transaction'],
      ['Code magasin', 'code-magasin'],
    ] as const;
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    for (const [title, id] of steps) {
      expect(screen.getByRole('region', { name: title })).toHaveAttribute('id', id);
      expect(within(contents).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/seller/help#${id}`,
      );
    }
    // [S5.11] The ticket pattern, told in words with an example.
    expect(screen.getByText(/AM01-2-004512/)).toBeVisible();
    // [S4.10] verbatim.
    expect(screen.getByText(/« Code inconnu »/)).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
