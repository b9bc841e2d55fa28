import { apiClientConfig, resetApiClientConfig } from '@ldn/api-client';
import { screenMessages } from '@ldn/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, PARENT, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

function setAppEnvMeta(content: string | null) {
  document.head.querySelector('meta[name="ldn-app-env"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'ldn-app-env';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  resetApiClientConfig();
  setAppEnvMeta(null);
});

describe('layout', () => {
  it("[S1.7] shows the banner of the page's environment label (the server's meta tag)", async () => {
    setAppEnvMeta('STAGING');
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await heading('Mentions légales');
    expect(screen.getByRole('note', { name: 'Environnement' })).toHaveTextContent(
      "Vous êtes sur l'environnement STAGING !",
    );
  });

  it('[S1.7] under vite dev (placeholder not replaced) the banner says DEV', async () => {
    setAppEnvMeta('%LDN_APP_ENV%');
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await heading('Mentions légales');
    expect(screen.getByRole('note')).toHaveTextContent("Vous êtes sur l'environnement DEV !");
  });

  it('[S1.7] PROD shows no banner', async () => {
    setAppEnvMeta('PROD');
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await heading('Mentions légales');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("[S1.8] the page title is 'Liste de naissance' followed by the brand", async () => {
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await heading('Mentions légales');
    expect(document.title).toBe('Liste de naissance | Aubert');
  });

  it('[S2.61] [S2.60] the footer and the drawer come from the domain, with the app version', async () => {
    const { user } = renderWithProviders('/', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
      api: { getUserProfil: PARENT, getListsByHybrisId: { lists: [] } },
    });
    await heading('Bonjour Camille !');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/mentions',
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/parameters',
    );
    expect(await within(drawer).findByText('Version 1.4.0')).toBeInTheDocument();
    expect(within(drawer).getByText('Martin Camille')).toBeInTheDocument();
  });

  it('[S2.60] [S7.48] the drawer login button is a full page load of the external login', async () => {
    const { user, services } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(null) },
    });
    await heading('Mentions légales');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(services.assign).toHaveBeenCalledWith('/login?redirect=%2Fmentions');
  });

  it('[S2.27] rule 3: a navigation closes the menu', async () => {
    const { router, store } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(null) },
    });
    await heading('Mentions légales');
    act(() => {
      store.dispatch({ type: 'ui/menuOpened' });
    });
    await act(async () => {
      await router.navigate('/closed');
    });
    await heading('Liste clôturée');
    expect(store.getState().ui.menuOpen).toBe(false);
  });

  it('[S7.1] the api client shows Not found in place and sends the login as a full page load', async () => {
    const { services, router } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(null) },
    });
    await heading('Mentions légales');
    act(() => {
      apiClientConfig().onNavigate('/404', 'notFound');
    });
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mentions');
    apiClientConfig().onNavigate('/login?redirect=%2Fmentions', 'login');
    expect(services.assign).toHaveBeenCalledWith('/login?redirect=%2Fmentions');
    expect(apiClientConfig().currentLocation()).toBe('/');
  });

  it("the first Tab stop is the skip link 'Aller au contenu' to the main content (RGAA 12.7)", async () => {
    const { user } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(null) },
    });
    await heading('Mentions légales');
    const skipLink = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skipLink).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    await user.tab();
    expect(skipLink).toHaveFocus();
  });

  it('[S2.20] a whole page has no accessibility violation', async () => {
    setAppEnvMeta('STAGING');
    renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
    });
    await heading('Mentions légales');
    // jsdom computes no colours: contrast is proven by the ui-kit's theme test.
    await expectNoAxeViolations(document.body, { page: true });
  });
});
