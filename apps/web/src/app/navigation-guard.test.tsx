import { resetApiClientConfig } from '@ldn/api-client';
import { screenMessages } from '@ldn/domain';
import { STAFF_FLAG_STORAGE_KEY } from '@ldn/feature-session';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARENT, SELLER, sessionOf } from '@ldn/test-kit';
import { listAnswer, PUBLISHED_LIST } from '../test/fixtures';
import { renderWithProviders } from '../test/render';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

/**
 * Lets the page's pending effects run. react-router's `useBlocker` registers the guard's blocker
 * over two passes of effects (a key in one, the blocker in the next), and `findBy...` can resolve on
 * the commit that shows the page, before them: a navigation started right then is not blocked. The
 * guard's `pageshow` listener is an effect too: an event dispatched before it is in place is lost
 * (seen on a slow CI machine).
 */
const guardInPlace = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  resetApiClientConfig();
  document.head.querySelector('meta[name="robots"]')?.remove();
});

describe('navigation guard: the rules of [S2.25]-[S2.34] through decideNavigation', () => {
  it('[S2.28] [S2.1] staff with no customer selected on / go to SellerPage', async () => {
    const { router } = renderWithProviders('/', {
      preloadedState: { session: sessionOf(SELLER) },
      cookie: SELLER.pk,
    });
    await heading('Espace vendeur');
    expect(router.state.location.pathname).toBe('/seller');
    // The redirect replaced the entry: going back does not return to Home.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[S2.29] a parent on /seller goes to Home', async () => {
    const { router } = renderWithProviders('/seller', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
      api: { getUserProfil: PARENT, getListsByHybrisId: { lists: [] } },
    });
    await heading('Bonjour Camille !');
    expect(router.state.location.pathname).toBe('/');
  });

  it('[S2.29] [S2.1] a logged-out former staff member on a seller page goes to SellerLogin', async () => {
    const { router } = renderWithProviders('/seller/help', {
      preloadedState: { session: sessionOf(null, { wasStaffLoggedIn: true }) },
    });
    await heading('Connexion vendeur');
    expect(router.state.location.pathname).toBe('/seller/login');
  });

  it('[S2.30] an anonymous visitor on a page that needs login goes to the external login', async () => {
    const { services } = renderWithProviders('/parameters?onglet=alertes', {
      preloadedState: { session: sessionOf(null) },
    });
    await waitFor(() =>
      expect(services.assign).toHaveBeenCalledWith('/login?redirect=%2Fparameters'),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('[S2.29] an anonymous visitor on a staff page goes to the external login with the redirect', async () => {
    const { services } = renderWithProviders('/seller/pendingtransactionslist', {
      preloadedState: { session: sessionOf(null) },
    });
    await waitFor(() =>
      expect(services.assign).toHaveBeenCalledWith(
        '/login?redirect=%2Fseller%2Fpendingtransactionslist',
      ),
    );
  });

  it('[S2.23] [S2.47] an unknown path shows the Not found text', async () => {
    renderWithProviders('/nulle-part', { preloadedState: { session: sessionOf(null) } });
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('[S2.1] /home is Home', async () => {
    renderWithProviders('/home', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
      api: { getUserProfil: PARENT, getListsByHybrisId: { lists: [] } },
    });
    await heading('Bonjour Camille !');
  });

  it('[S2.25] reads the profile on the first navigation and when the principal cookie changed', async () => {
    const { store, requests } = renderWithProviders('/seller', {
      cookie: SELLER.pk,
      api: { getUserProfil: SELLER },
    });
    await heading('Espace vendeur');
    expect(store.getState().session.profile).toEqual(SELLER);
    expect(store.getState().session.principalCookie).toBe(SELLER.pk);
    expect(requests.some((request) => request.url.includes('getUserProfil'))).toBe(true);
  });

  it('[S2.26] while the assistant panel is open, a navigation is cancelled and the panel closes', async () => {
    const { router, store } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
    });
    await heading('Mentions légales');
    await guardInPlace();
    act(() => {
      store.dispatch({ type: 'ui/assistantOpened' });
    });
    await act(async () => {
      await router.navigate('/closed');
    });
    await waitFor(() => expect(store.getState().ui.assistantOpen).toBe(false));
    expect(router.state.location.pathname).toBe('/mentions');
  });

  it('[S2.31] loads the list of the address, then shows the page', async () => {
    // Activity tells a visitor it is the parents' page, whatever the list answer holds.
    const { store } = renderWithProviders('/list/demo00parent/activite', {
      preloadedState: { session: sessionOf(null) },
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: listAnswer('demo00parent', 'VALIDATED'),
        getUserProfil: { logged: false },
      },
    });
    await heading('Activité');
    expect(store.getState().currentList.list).toEqual({
      id: 'demo00parent',
      phase: 'published',
      isOwner: false,
      walletAmountCents: 4_250,
    });
  });

  it('[S2.33] [S2.34] a closed list sends a relative to Closed', async () => {
    const { router } = renderWithProviders('/list/vieille/cagnotte', {
      preloadedState: { session: sessionOf(null) },
      api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('vieille', 'CLOSED') },
    });
    await heading('Liste clôturée');
    expect(router.state.location.pathname).toBe('/closed');
  });

  it('[S2.34] a draft list opened by a relative shows Not found in place', async () => {
    const { router } = renderWithProviders('/list/brouillon', {
      preloadedState: { session: sessionOf(null) },
      api: { getItemsOfListByIdAndCompanyAndCriterias: listAnswer('brouillon', 'DRAFT') },
    });
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list/brouillon');
  });

  it('[S7.1] [S2.23] a list the server does not know shows Not found in place', async () => {
    const { router } = renderWithProviders('/list/inconnue', {
      preloadedState: { session: sessionOf(null) },
    });
    expect(await screen.findByText(screenMessages.NOT_FOUND)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list/inconnue');
  });
});

describe('after navigation [S2.35]', () => {
  it('[S2.35] a list page carries robots noindex, nofollow; Mentions does not', async () => {
    const { router } = renderWithProviders(`/list/${PUBLISHED_LIST.id}/activite`, {
      preloadedState: { session: sessionOf(null), currentList: { list: PUBLISHED_LIST } },
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: listAnswer(PUBLISHED_LIST.id, 'VALIDATED'),
        getUserProfil: { logged: false },
      },
    });
    await heading('Activité');
    expect(robots()).toBe('noindex, nofollow');
    await act(async () => {
      await router.navigate('/mentions');
    });
    await heading('Mentions légales');
    expect(robots()).toBeUndefined();
  });

  it('[S2.35] the list is reset on a non-list page, and kept on a list page', async () => {
    const { router, store } = renderWithProviders(`/list/${PUBLISHED_LIST.id}/activite`, {
      preloadedState: { session: sessionOf(null), currentList: { list: PUBLISHED_LIST } },
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: listAnswer(PUBLISHED_LIST.id, 'VALIDATED'),
        getUserProfil: { logged: false },
      },
    });
    await heading('Activité');
    expect(store.getState().currentList.list).toEqual(PUBLISHED_LIST);
    await act(async () => {
      await router.navigate('/mentions');
    });
    await heading('Mentions légales');
    expect(store.getState().currentList.list).toBeNull();
  });

  it('[S2.35] the scroll returns to the top', async () => {
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await heading('Mentions légales');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('[S2.35] back/forward: a restored page goes to SellerLogin after a staff logout', async () => {
    const { router } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(null, { wasStaffLoggedIn: true }) },
    });
    await heading('Mentions légales');
    await guardInPlace();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await heading('Connexion vendeur');
    expect(router.state.location.pathname).toBe('/seller/login');
  });

  it('[S2.35] back/forward: a restored cart page without a list reloads', async () => {
    const { services, store } = renderWithProviders(`/list/${PUBLISHED_LIST.id}/cart`, {
      preloadedState: { session: sessionOf(null), currentList: { list: PUBLISHED_LIST } },
    });
    await heading('Panier');
    await guardInPlace();
    act(() => {
      store.dispatch({ type: 'currentList/listReset' });
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(services.reload).toHaveBeenCalledTimes(1);
  });

  it('[S2.62] staff logout sets the flag in sessionStorage, then leaves for /logout', async () => {
    const { services, user } = renderWithProviders('/seller', {
      preloadedState: { session: sessionOf(SELLER) },
      cookie: SELLER.pk,
    });
    await heading('Espace vendeur');
    await user.click(screen.getByRole('button', { name: `Se déconnecter (${SELLER.firstName})` }));
    expect(services.storage?.getItem(STAFF_FLAG_STORAGE_KEY)).toBe('true');
    expect(services.assign).toHaveBeenCalledWith('/logout');
  });
});
