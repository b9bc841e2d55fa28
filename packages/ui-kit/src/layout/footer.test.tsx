import { footerFor } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { parent, seller } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('[S2.61] renders nothing on mobile', () => {
    const { container } = renderWithProviders(
      <Footer footer={footerFor({ user: parent, isMobile: true })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('[S2.61] [S2.48] shows the useful and legal links of a signed-in parent', async () => {
    const onAction = vi.fn();
    const { user, container } = renderWithProviders(
      <Footer footer={footerFor({ user: parent, isMobile: false })} onAction={onAction} />,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Liens utiles' });
    expect(within(main).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/parameters',
    );
    await user.click(within(main).getByRole('button', { name: 'Produits' }));
    expect(onAction).toHaveBeenCalledWith('openExternalProducts');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mentions légales',
      'Conditions générales de vente',
      'Droit de rétractation',
      'Données personnelles',
      'Modes de livraison',
      'Moyens de paiement',
    ]);
    expect(within(legal).getByRole('link', { name: 'Droit de rétractation' })).toHaveAttribute(
      'href',
      '/mentions#droit-de-retractation',
    );
    await expectNoAxeViolations(container);
  });

  it('[S2.61] [S6.4] [S2.28] shows staff neither the products panel, My account nor Participer à une liste', () => {
    renderWithProviders(<Footer footer={footerFor({ user: seller, isMobile: false })} />);
    expect(screen.queryByRole('button', { name: 'Produits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mon compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Participer à une liste' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
  });
});
