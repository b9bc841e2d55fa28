import { errorToastMessages } from '@ldn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { anonymousProfile, listSummary, parentProfile, threeLists } from '../test/fixtures';
import { renderWithProviders, type FakeApi } from '../test/render';
import { HomeScreen } from './home-screen';

const hrefs = {
  loginHref: '/login?redirect=%2F',
  signUpHref: '/login?redirect=%2F&inscription=1',
  createListHref: '/login?redirect=%2F%3Fnouvelle-liste%3D1',
};

function renderHome(api: FakeApi, path = '/') {
  return renderWithProviders(
    (toasts) => <HomeScreen brand="Aubert" {...hrefs} toastStore={toasts} />,
    { api, path, routePath: '/' },
  );
}

const loggedIn = (lists: readonly unknown[]): FakeApi => ({
  getUserProfil: parentProfile,
  getListsByHybrisId: { lists },
});

describe('HomeScreen, logged out', () => {
  it('[S2.36] [S1.8] welcomes a visitor: what a birth list is, with the retailer', async () => {
    const { calls } = renderHome({ getUserProfil: anonymousProfile });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur la liste de naissance' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Préparez l’arrivée de bébé en toute sérénité avec Aubert : composez votre liste de naissance, partagez-la avec vos proches et recevez les cadeaux qui vous font vraiment plaisir.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Comment ça marche ?' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/ldn/v1/getUserProfil/']);
    await expectNoAxeViolations(document.body);
  });

  it("[S2.36] [S2.19] offers 'Créer ma liste', log in, sign up and 'Participer à une liste'", async () => {
    renderHome({ getUserProfil: anonymousProfile });
    expect(await screen.findByRole('link', { name: 'Créer ma liste' })).toHaveAttribute(
      'href',
      hrefs.createListHref,
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      hrefs.loginHref,
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      hrefs.signUpHref,
    );
    expect(screen.getByRole('link', { name: 'Participer à une liste' })).toHaveAttribute(
      'href',
      '/list/search',
    );
    expect(
      screen.queryByRole('button', { name: 'Créer une nouvelle liste' }),
    ).not.toBeInTheDocument();
  });

  it('[S2.36] shows the welcome when the profile cannot be read', async () => {
    renderHome({ getUserProfil: { status: 500, body: {} } });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Bienvenue sur la liste de naissance' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('HomeScreen, logged in', () => {
  it('[S2.36] greets the parent by first name; with no list, says none is active', async () => {
    renderHome(loggedIn([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Julie !' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Vous n’avez aucune liste active pour le moment.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vous n’avez pas encore de liste. Créez-la en quelques minutes !'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S2.36] shows one list: its card links to its owner page, with status and default mark', async () => {
    renderHome(loggedIn([listSummary()]));
    expect(await screen.findByText('Vous avez 1 liste active.')).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'La liste de Léa' })).toHaveAttribute(
      'href',
      '/list/demo00parent/detenteur',
    );
    expect(within(card).getByText('Validée')).toBeInTheDocument();
    expect(within(card).getByText('Liste par défaut')).toBeInTheDocument();
    expect(within(card).getByText('N° 100001')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S2.36] [S4.1] counts only the Validée lists as active among three', async () => {
    renderHome(loggedIn(threeLists));
    expect(await screen.findByText('Vous avez 1 liste active.')).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['La liste de Léa', 'Liste pour Jules', 'La liste de Tom']);
    expect(
      cards.map((card) => within(card).getAllByText(/Validée|Brouillon|Cloturée/)[0]?.textContent),
    ).toEqual(['Validée', 'Brouillon', 'Cloturée']);
    expect(screen.getAllByText('Liste par défaut')).toHaveLength(1);
    await expectNoAxeViolations(document.body);
  });

  it('[S2.36] counts several active lists in the plural', async () => {
    renderHome(
      loggedIn([listSummary(), listSummary({ id: 'b', title: 'Deux', isDefault: false })]),
    );
    expect(await screen.findByText('Vous avez 2 listes actives.')).toBeInTheDocument();
  });

  it("[S2.52] the bottom bar's 'createList' action opens the list form", async () => {
    const { screenActions } = renderHome(loggedIn([]));
    await screen.findByRole('heading', { name: 'Bonjour Julie !' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      expect(screenActions.run('createList')).toBe(true);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Créer ma liste de naissance' }),
    ).toBeInTheDocument();
  });

  it('[S2.36] the in-page button (desktop) opens the list form too', async () => {
    const { user } = renderHome(loggedIn([]));
    await user.click(await screen.findByRole('button', { name: 'Créer une nouvelle liste' }));
    expect(screen.getByRole('dialog', { name: 'Créer ma liste de naissance' })).toBeInTheDocument();
  });

  it("[S2.36] back from the login with 'Créer ma liste', opens the form once", async () => {
    const { router } = renderHome(loggedIn([]), '/?nouvelle-liste=1');
    expect(
      await screen.findByRole('dialog', { name: 'Créer ma liste de naissance' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('[S8.2] says when the lists cannot be read, and reads them again on demand', async () => {
    let tries = 0;
    const { user } = renderHome({
      getUserProfil: parentProfile,
      getListsByHybrisId: () => {
        tries += 1;
        return tries <= 4
          ? { status: 503, body: {} }
          : { status: 200, body: { lists: [listSummary()] } };
      },
    });
    expect(
      await screen.findByText(
        errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'La liste de Léa' })).toBeInTheDocument();
  });
});
