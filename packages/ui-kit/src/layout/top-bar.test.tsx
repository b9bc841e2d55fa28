import { headerFor } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { closedList, ownList, parent, seller } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { TopBar } from './top-bar';

describe('TopBar', () => {
  it("[S2.62] names the cart button with its item count: 'Panier, 3 articles'", async () => {
    const header = headerFor({ user: parent, list: ownList, cartItemCount: 3, staffLayout: false });
    const { container } = renderWithProviders(<TopBar header={header} />);
    const cart = screen.getByRole('link', { name: 'Panier, 3 articles' });
    expect(cart).toHaveAttribute('href', '/list/L42/cart');
    await expectNoAxeViolations(container);
  });

  it("[S2.62] says 'Panier, 1 article' for one item and 'Panier' with an empty cart (no badge)", () => {
    const one = headerFor({ user: parent, list: ownList, cartItemCount: 1, staffLayout: false });
    const { rerender } = renderWithProviders(<TopBar header={one} />);
    expect(screen.getByRole('link', { name: 'Panier, 1 article' })).toBeInTheDocument();
    const empty = headerFor({ user: parent, list: ownList, cartItemCount: 0, staffLayout: false });
    rerender(<TopBar header={empty} />);
    expect(screen.getByRole('link', { name: 'Panier' })).toHaveTextContent('');
  });

  it('[S2.62] shows no cart button unless the list is Validée', () => {
    const header = headerFor({
      user: parent,
      list: closedList,
      cartItemCount: 2,
      staffLayout: false,
    });
    renderWithProviders(<TopBar header={header} />);
    expect(screen.queryByRole('link', { name: /Panier/ })).not.toBeInTheDocument();
  });

  it('[S2.62] leads the logo Home for a parent and renders the header links', () => {
    const header = headerFor({ user: parent, list: ownList, cartItemCount: 0, staffLayout: false });
    renderWithProviders(<TopBar header={header} />);
    expect(screen.getByRole('link', { name: 'Liste de naissance' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ma liste', 'Partager', 'Activité', 'Cagnotte']);
  });

  it('[S2.62] [S4.8] the owner’s Activity link shows and names what is left to thank', async () => {
    const header = headerFor({
      user: parent,
      list: ownList,
      cartItemCount: 0,
      staffLayout: false,
      toThankCount: 2,
    });
    const { container } = renderWithProviders(<TopBar header={header} />);
    const activity = screen.getByRole('link', { name: 'Activité, 2 à remercier' });
    expect(activity).toHaveAttribute('href', '/list/L42/activite');
    expect(activity).toHaveTextContent('Activité2 à remercier');
    await expectNoAxeViolations(container);
  });

  it('[S2.62] [S6.4] gives staff the logo to SellerPage, help, and a logout showing the first name', async () => {
    const onAction = vi.fn();
    const header = headerFor({ user: seller, list: ownList, cartItemCount: 0, staffLayout: true });
    const { user } = renderWithProviders(<TopBar header={header} onAction={onAction} />);
    expect(screen.getByRole('link', { name: 'Liste de naissance' })).toHaveAttribute(
      'href',
      '/seller',
    );
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/seller/help');
    expect(screen.queryByRole('link', { name: 'Partager' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cagnotte' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter (Julie)' }));
    expect(onAction).toHaveBeenCalledWith('staffLogout');
  });

  it('[S2.60] opens the drawer from its menu button, telling whether it is open', async () => {
    const onOpenMenu = vi.fn();
    const header = headerFor({ user: null, list: null, cartItemCount: 0, staffLayout: false });
    const { user } = renderWithProviders(<TopBar header={header} onOpenMenu={onOpenMenu} />);
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onOpenMenu).toHaveBeenCalledOnce();
  });
});
