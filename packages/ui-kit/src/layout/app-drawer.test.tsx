import { drawerEntries, screenLabels } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { parent, seller } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { AppDrawer } from './app-drawer';

describe('AppDrawer', () => {
  it('[S2.60] lists every entry for a signed-in parent, with the version and the name', async () => {
    const entries = drawerEntries({ user: parent, appVersion: '1.4.0' });
    renderWithProviders(
      <AppDrawer open onOpenChange={() => {}} entries={entries} onAction={() => {}} />,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Produits' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/parameters',
    );
    expect(within(nav).getByRole('link', { name: 'Participer à une liste' })).toBeInTheDocument();
    expect(
      within(nav).getByRole('link', { name: `${screenLabels.NEED_HELP} (nouvel onglet)` }),
    ).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/mentions',
    );
    expect(within(drawer).getByText('Version 1.4.0')).toBeInTheDocument();
    expect(within(drawer).getByText('Martin Camille')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S2.60] names each social link for screen readers', () => {
    const entries = drawerEntries({ user: null, appVersion: null });
    renderWithProviders(
      <AppDrawer open onOpenChange={() => {}} entries={entries} onAction={() => {}} />,
    );
    const socials = screen.getByRole('navigation', { name: 'Réseaux sociaux' });
    const links = within(socials).getAllByRole('link');
    expect(links).toHaveLength(5);
    ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'Pinterest'].forEach((network, index) => {
      expect(links[index]).toHaveAccessibleName(`${network} (nouvel onglet)`);
      expect(links[index]).toHaveAttribute('target', '_blank');
      expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('[S2.60] offers login when signed out, and closes the drawer before running it', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const entries = drawerEntries({ user: null, appVersion: null });
    const { user } = renderWithProviders(
      <AppDrawer open onOpenChange={onOpenChange} entries={entries} onAction={onAction} />,
    );
    expect(screen.queryByRole('button', { name: 'Produits' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onAction).toHaveBeenCalledWith('login');
  });

  it('[S2.60] [S2.62] logs staff out with the staff logout action, and shows them no account link', async () => {
    const onAction = vi.fn();
    const entries = drawerEntries({ user: seller, appVersion: null });
    const { user } = renderWithProviders(
      <AppDrawer open onOpenChange={() => {}} entries={entries} onAction={onAction} />,
    );
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/seller');
    expect(screen.queryByRole('link', { name: 'Mon compte' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onAction).toHaveBeenCalledWith('staffLogout');
  });

  it('[S2.60] runs the products panel entry from the keyboard', async () => {
    const onAction = vi.fn();
    const entries = drawerEntries({ user: parent, appVersion: null });
    const { user } = renderWithProviders(
      <AppDrawer open onOpenChange={() => {}} entries={entries} onAction={onAction} />,
    );
    screen.getByRole('button', { name: 'Produits' }).focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('openExternalProducts');
  });
});
