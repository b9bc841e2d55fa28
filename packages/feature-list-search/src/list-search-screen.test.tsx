import { resetApiClientConfig } from '@ldn/api-client';
import { screenMessages } from '@ldn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { ListSearchScreen } from './list-search-screen';
import { searchAnswer, summary } from './test/fixtures';

const ROUTE = { routePath: '/list/search' };
const field = () => screen.getByRole('textbox', { name: /Nom des parents, e-mail ou numéro/ });

afterEach(() => {
  resetApiClientConfig();
});

describe('SearchLDN', () => {
  it('[S2.19] shows the search form, nothing searched yet', async () => {
    renderWithProviders(<ListSearchScreen />, { ...ROUTE, path: '/list/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Participer à une liste' })).toBeVisible();
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('[S5.14] [S7.15] searches the normalised text and shows the lists found', async () => {
    const { user, requests, router } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
      api: {
        searchLists: {
          status: 200,
          body: {
            lists: [
              summary(),
              summary({
                id: 'list2',
                number: 1002,
                title: 'Bienvenue Noé',
                coOwnerFirstName: '',
                coOwnerLastName: '',
                childFirstName: '',
                childBirthday: null,
              }),
            ],
            tooMany: false,
          },
        },
      },
    });
    await user.type(field(), '  Dupont / Martin ');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const first = await screen.findByRole('article', { name: 'La liste de Léa' });
    expect(requests.map((request) => request.url)).toEqual([
      'http://ldn.test/api/ldn/public/v1/searchLists/aufr/Dupont%20Martin',
    ]);
    expect(router.state.location.search).toBe('?q=Dupont+Martin');
    expect(field()).toHaveValue('Dupont Martin');
    expect(screen.getByText('2 listes trouvées')).toBeVisible();
    expect(within(first).getByText('Camille Martin et Paul Durand')).toBeVisible();
    expect(within(first).getByText('Bébé : Léa')).toBeVisible();
    expect(within(first).getByText('Naissance prévue le 05/03/26')).toBeVisible();
    expect(
      within(first).getByRole('link', { name: 'Participer à la liste « La liste de Léa »' }),
    ).toHaveAttribute('href', '/list/demo00parent');
    const second = screen.getByRole('article', { name: 'Bienvenue Noé' });
    expect(within(second).getByText('Camille Martin')).toBeVisible();
    expect(within(second).queryByText(/Bébé/)).not.toBeInTheDocument();
    expect(within(second).queryByText(/Naissance prévue/)).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('[S2.46] too many results: the refine message, with the first lists', async () => {
    const { user } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
      api: { searchLists: { status: 200, body: searchAnswer(20, true) } },
    });
    await user.type(field(), 'Martin{Enter}');
    expect(await screen.findByText(screenMessages.TOO_MANY_RESULTS)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await expectNoAxeViolations();
  });

  it("[S2.46] no result: 'Aucune liste trouvée.'", async () => {
    const { user } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
      api: { searchLists: { status: 200, body: searchAnswer(0) } },
    });
    await user.type(field(), 'Zorglub{Enter}');
    // The status first says 'Recherche en cours...', then the answer.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aucune liste trouvée.'),
    );
    await expectNoAxeViolations();
  });

  it('[S7.1] [S7.15] a 400 answer is "no list found", never the Not found page', async () => {
    const { user, navigations } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
      api: {
        searchLists: { status: 400, body: { status: 400, code: 'BAD_REQUEST', message: 'x' } },
      },
    });
    await user.type(field(), 'Zorglub{Enter}');
    expect(await screen.findByText('Aucune liste trouvée.')).toBeVisible();
    expect(navigations).toEqual([]);
  });

  it('[S9.9] fewer than 2 characters: nothing is sent, the field says why', async () => {
    const { user, requests } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
    });
    await user.type(field(), ' L / {Enter}');
    expect(field()).toHaveAccessibleDescription(/Saisissez au moins 2 caractères\./);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    await user.type(field(), 'a');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations();
  });

  it("[S2.46] [S9.9] a one-letter search after one with no result: 'Aucune liste trouvée.' goes", async () => {
    const { user, requests } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search',
      api: { searchLists: { status: 200, body: searchAnswer(0) } },
    });
    await user.type(field(), 'Zorglub{Enter}');
    expect(await screen.findByText('Aucune liste trouvée.')).toBeVisible();
    await user.clear(field());
    await user.type(field(), 'L{Enter}');
    expect(field()).toHaveAccessibleDescription(/Saisissez au moins 2 caractères\./);
    expect(screen.queryByText('Aucune liste trouvée.')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('searchLists'))).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('[S2.46] the address keeps the search: opening it shows the results again', async () => {
    renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search?q=Martin',
      api: { searchLists: { status: 200, body: searchAnswer(1) } },
    });
    expect(await screen.findByRole('article', { name: 'Liste 1' })).toBeVisible();
    expect(field()).toHaveValue('Martin');
    expect(screen.getByText('1 liste trouvée')).toBeVisible();
  });

  it('[S7.15] a server failure says so and searches again on Réessayer', async () => {
    let calls = 0;
    const { user } = renderWithProviders(<ListSearchScreen />, {
      ...ROUTE,
      path: '/list/search?q=Martin',
      api: {
        searchLists: () => {
          calls += 1;
          return calls === 1
            ? { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'x' } }
            : { status: 200, body: searchAnswer(1) };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors du chargement des données, veuillez réessayer plus tard.',
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Liste 1' })).toBeVisible();
  });
});
