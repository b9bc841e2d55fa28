import { errorToastMessages, successToastMessages } from '@ldn/domain';
import { toast, useScreenAction } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { ListByIdOwnerScreen, ListByIdScreen, MyListScreen } from './list-screens';
import {
  PARENT_PROFILE,
  SELLER_PROFILE,
  answerWithFilters,
  birthList,
  guestList,
  manyItems,
  summary,
} from './test/fixtures';
import { renderWithProviders, type FakeApi, type RecordedCall } from './test/render';

const READ = 'getItemsOfListByIdAndCompanyAndCriterias';

/** The list read answering as the server does for the filters in the body. */
const listApi = (list: ReturnType<typeof birthList>, extra: FakeApi = {}): FakeApi => ({
  [READ]: (call: RecordedCall) => answerWithFilters(list, call.body),
  ...extra,
});

const reads = (calls: readonly RecordedCall[]) => calls.filter((call) => call.url.includes(READ));

function renderListById(api: FakeApi, props: Parameters<typeof ListByIdScreen>[0] = {}) {
  return renderWithProviders(<ListByIdScreen {...props} />, {
    api,
    path: '/list/demo00parent',
    routePath: '/list/:id',
  });
}

function renderOwner(api: FakeApi, props: Parameters<typeof ListByIdOwnerScreen>[0] = {}) {
  return renderWithProviders(<ListByIdOwnerScreen {...props} />, {
    api,
    path: '/list/demo00parent/detenteur',
    routePath: '/list/:id/detenteur',
  });
}

/** Phones: every `(min-width: ...)` query fails. */
function usePhoneWidth() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** Stands for the shell's contribution popup host: records the action the page runs. */
function ContributionProbe({ onOpen }: { readonly onOpen: () => void }) {
  useScreenAction('openContributionPopup', onOpen);
  return null;
}

describe('ListByIdScreen (guest)', () => {
  it('[S2.59] [S6.3] on a computer (no bottom bar) a relative participates to the wallet from the page', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProviders(
      <>
        <ListByIdScreen />
        <ContributionProbe onOpen={onOpen} />
      </>,
      { api: listApi(guestList()), path: '/list/demo00parent', routePath: '/list/:id' },
    );
    await user.click(await screen.findByRole('button', { name: 'Participer à la cagnotte' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('[S2.59] on a phone the bottom bar carries it: no button in the page', async () => {
    usePhoneWidth();
    renderListById(listApi(guestList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.queryByRole('button', { name: 'Participer à la cagnotte' })).toBeNull();
  });

  it('[S2.3] [S7.14] reads the list by its id with no filter and shows the loading text first', async () => {
    const { calls } = renderListById(listApi(guestList()));
    expect(screen.getByText('Chargement de la liste...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' })).toBeVisible();
    expect(reads(calls)).toHaveLength(1);
    expect(reads(calls)[0]).toMatchObject({
      method: 'POST',
      url: `http://ldn.test/api/ldn/public/v1/${READ}/aufr/demo00parent`,
      body: {},
    });
  });

  it('[S3.4] [S3.18] shows the header: title, baby, birth date dd/MM/yy, parents, welcome message, image colour', async () => {
    const { container } = renderListById(listApi(guestList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    const facts = screen.getByText('Bébé').closest('dl');
    expect(facts).not.toBeNull();
    const texts = within(facts as HTMLElement)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(texts).toEqual(['Léa', '05/03/27', 'Marie Dupont et Paul Martin']);
    expect(screen.getByText('Merci de partager notre bonheur !')).toBeVisible();
    expect(container.querySelector('[data-image="img3"]')).not.toBeNull();
    // The motif is drawn once its code is loaded (lazy); the colour shows at once.
    await waitFor(() => expect(container.querySelector('[data-motif="balloons"]')).not.toBeNull());
  });

  it('[S3.4] hides the baby name and birth date when the parents hid them', async () => {
    renderListById(
      listApi(guestList({ informations: { isBabyNameHidden: true, isBabyBirthdayHidden: true } })),
    );
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.queryByText('Bébé')).toBeNull();
    expect(screen.queryByText('Naissance prévue le')).toBeNull();
    expect(screen.queryByText('05/03/27')).toBeNull();
  });

  it('[S3.6] shows the counts of products and offers, and no gathered amount to a guest', async () => {
    renderListById(listApi(guestList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    const figures = screen.getByRole('list', { name: 'La liste en chiffres' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((node) => node.textContent),
    ).toEqual(['3 produits', '3 offerts']);
  });

  it('[S3.6] shows the messages count when the app gives it', async () => {
    renderListById(listApi(guestList()), { messageCount: 4 });
    const figures = await screen.findByRole('list', { name: 'La liste en chiffres' });
    expect(within(figures).getByText('4 messages')).toBeVisible();
  });

  it('[S2.39] [S3.8] groups products by category with their labels, Autres last', async () => {
    renderListById(listApi(guestList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent)).toEqual([
      'Chambre',
      'Balade',
      'Look',
    ]);
  });

  it('[S3.7] [S3.9] each card: name, brand, price, quantities, badge, indispensable mark and comment', async () => {
    renderListById(listApi(guestList()));
    const card = await screen.findByRole('article', { name: 'Lit à barreaux Jade' });
    expect(within(card).getByText('Sauthon')).toBeVisible();
    // Testing Library normalises the no-break space before '€' to a plain space.
    expect(within(card).getByText('189,90 €')).toBeVisible();
    expect(within(card).getByText('Souhaité : 1 · Offert : 0')).toBeVisible();
    expect(within(card).getByText('En stock')).toBeVisible();
    expect(within(card).getByText('Indispensable')).toBeVisible();
    expect(within(card).getByText('Le modèle blanc, s’il vous plaît !')).toBeVisible();
    const bodies = screen.getByRole('article', { name: 'Lot de 3 bodies' });
    expect(within(bodies).getByText('Indisponible')).toBeVisible();
    expect(within(bodies).getByText('Souhaité : 3 · Offert : 2')).toBeVisible();
    const stroller = screen.getByRole('article', { name: 'Poussette trio Urban' });
    expect(within(stroller).getByText('Offert')).toBeVisible();
  });

  it('[S2.9] a card leads to the product page of the list', async () => {
    renderListById(listApi(guestList()));
    await screen.findByRole('article', { name: 'Lit à barreaux Jade' });
    expect(screen.getByRole('link', { name: 'Lit à barreaux Jade' })).toHaveAttribute(
      'href',
      '/product/demo00parent/10000001',
    );
  });

  it('[S2.39] [S6.3] a guest gets no private filter, no owner button and no suggestion', async () => {
    const { container } = renderListById(listApi(guestList()), {
      onOpenProducts: vi.fn(),
      onEditList: vi.fn(),
    });
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.queryByRole('checkbox', { name: 'Produits privés' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter des produits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier ma liste' })).toBeNull();
    expect(
      screen.queryByRole('heading', { name: 'Des idées pour compléter votre liste' }),
    ).toBeNull();
    expect(screen.queryByText('Privé')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('[S2.3] [S6.3] the owner opening /list/{id} gets the owner view', async () => {
    renderListById(listApi(birthList(), { getUserProfil: PARENT_PROFILE }), {
      onOpenProducts: vi.fn(),
    });
    expect(await screen.findByRole('button', { name: 'Ajouter des produits' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Produits privés' })).toBeVisible();
  });

  it('[S6.4] staff acting for the customer get the owner view, with staff labels', async () => {
    renderListById(listApi(birthList({ isOwner: false }), { getUserProfil: SELLER_PROFILE }), {
      onOpenProducts: vi.fn(),
      onEditList: vi.fn(),
    });
    expect(await screen.findByRole('button', { name: 'Ajouter des produits' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modifier la liste du client' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Modifier ma liste' })).toBeNull();
  });

  it("[S6.4] [S4.1] staff see a customer's draft with staff labels: 'Publier la liste du client'", async () => {
    renderListById(
      listApi(birthList({ isOwner: false, status: 'DRAFT' }), { getUserProfil: SELLER_PROFILE }),
    );
    const banner = await screen.findByRole('region', {
      name: 'La liste du client est en brouillon',
    });
    expect(
      within(banner).getByRole('button', { name: 'Publier la liste du client' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publier ma liste' })).toBeNull();
  });

  it('[S8.2] a list that cannot be read shows the error and reads again on Réessayer', async () => {
    let attempts = 0;
    const { user, calls } = renderListById({
      [READ]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { message: 'boom' } } : guestList();
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' })).toBeVisible();
    expect(reads(calls)).toHaveLength(2);
  });
});

describe('filters and sorts', () => {
  it('[S3.10] offered sends isOffer to the server and counts the result', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 produits');
    await user.click(screen.getByRole('checkbox', { name: 'Produits offerts' }));
    await waitFor(() => expect(screen.getByText('2 produits sur 4')).toBeVisible());
    expect(reads(calls).at(-1)?.body).toEqual({ isOffer: true });
    expect(screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'))).toEqual([
      'Poussette trio Urban',
      'Lot de 3 bodies',
    ]);
  });

  it('[S3.10] indispensable and private (owner) combine', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await user.click(screen.getByRole('checkbox', { name: 'Produits indispensables' }));
    await user.click(screen.getByRole('checkbox', { name: 'Produits privés' }));
    await waitFor(() =>
      expect(reads(calls).at(-1)?.body).toEqual({ isPriority: true, isPrivate: true }),
    );
    expect(await screen.findByText('Aucun produit ne correspond à vos filtres.')).toBeVisible();
  });

  it('[S3.10] [S9.6] price bands are sent in cents and keep the matching products', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await user.click(screen.getByRole('checkbox', { name: 'Moins de 20\u00a0€' }));
    await user.click(screen.getByRole('checkbox', { name: 'De 20\u00a0€ à 50\u00a0€' }));
    await waitFor(() =>
      expect(reads(calls).at(-1)?.body).toEqual({
        prices: [
          { label: 'Moins de 20\u00a0€', minValue: 0, maxValue: 2000 },
          { label: 'De 20\u00a0€ à 50\u00a0€', minValue: 2000, maxValue: 5000 },
        ],
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'))).toEqual(
        ['Lot de 3 bodies', 'Veilleuse étoile'],
      ),
    );
  });

  it('[S5.15] the personalised band takes a comma decimal and replaces the ticked bands', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await user.click(screen.getByRole('checkbox', { name: 'Moins de 20\u00a0€' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Prix minimum (en euros)' }),
      '34,90',
    );
    await user.type(screen.getByRole('textbox', { name: 'Prix maximum (en euros)' }), '200');
    await user.click(screen.getByRole('button', { name: 'Appliquer ce prix' }));
    await waitFor(() =>
      expect(reads(calls).at(-1)?.body).toEqual({
        prices: [{ label: 'Personnalisé', minValue: 3490, maxValue: 20000 }],
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Moins de 20\u00a0€' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'))).toEqual(
        ['Lit à barreaux Jade', 'Veilleuse étoile'],
      ),
    );
    // Back to the ticked band, whose answer RTK Query still holds (no second read).
    const readsBefore = reads(calls).length;
    await user.click(screen.getByRole('button', { name: 'Effacer ce prix' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'))).toEqual(
        ['Lot de 3 bodies'],
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Moins de 20\u00a0€' })).toBeChecked();
    expect(reads(calls)).toHaveLength(readsBefore);
  });

  it('[S5.15] [S5.7] an unreadable or reversed personalised band shows the error and is not sent', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    const min = await screen.findByRole('textbox', { name: 'Prix minimum (en euros)' });
    await user.type(min, 'douze');
    await user.click(screen.getByRole('button', { name: 'Appliquer ce prix' }));
    expect(min).toHaveAccessibleDescription("Le prix minimum n'est pas valide.");
    await user.clear(min);
    await user.type(min, '50');
    const max = screen.getByRole('textbox', { name: 'Prix maximum (en euros)' });
    await user.type(max, '20');
    await user.click(screen.getByRole('button', { name: 'Appliquer ce prix' }));
    expect(max).toHaveAccessibleDescription("Le prix maximum n'est pas valide.");
    expect(reads(calls)).toHaveLength(1);
  });

  it('[S3.10] [S9.8] the price sort shows a flat grid in the server order', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price_asc');
    await waitFor(() => expect(reads(calls).at(-1)?.body).toEqual({ orderBy: 'price_asc' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent)).toEqual([
        'Lot de 3 bodies',
        'Veilleuse étoile',
        'Lit à barreaux Jade',
        'Poussette trio Urban',
      ]),
    );
    expect(screen.getAllByRole('option').map((node) => node.textContent)).toEqual([
      'Par catégorie',
      'Prix croissant',
      'Prix décroissant',
      'Indispensables en premier',
    ]);
  });

  it('[S3.10] Réinitialiser from the no-result notice shows the whole list again', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await user.click(screen.getByRole('checkbox', { name: 'Produits privés' }));
    await user.click(screen.getByRole('checkbox', { name: 'Produits indispensables' }));
    const notice = await screen.findByText('Aucun produit ne correspond à vos filtres.');
    await expectNoAxeViolations(document.body);
    await user.click(
      within(notice.parentElement as HTMLElement).getByRole('button', { name: 'Réinitialiser' }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getByRole('checkbox', { name: 'Produits privés' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Produits indispensables' })).not.toBeChecked();
    // The unfiltered answer is still cached: no third read.
    expect(reads(calls).map((call) => call.body)).toEqual([
      {},
      { isPrivate: true },
      { isPriority: true, isPrivate: true },
    ]);
  });

  it('[S3.10] the categories filter is sent as ticked', async () => {
    const { user, calls } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    const categories = screen.getByRole('group', { name: 'Catégories' });
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((node) => node.parentElement?.textContent),
    ).toEqual(['Chambre', 'Balade', 'Look', 'Autres']);
    await user.click(within(categories).getByRole('checkbox', { name: 'Look' }));
    await waitFor(() => expect(reads(calls).at(-1)?.body).toEqual({ categories: ['look'] }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('[S2.51] [S3.10] on phones the filters are in a drawer that shows the result count', async () => {
    usePhoneWidth();
    const { user } = renderOwner(listApi(birthList()));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.queryByRole('checkbox', { name: 'Produits offerts' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filtrer et trier' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrer et trier' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Produits offerts' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Voir les 2 produits' })).toBeVisible(),
    );
    await expectNoAxeViolations(document.body);
    await user.click(within(drawer).getByRole('button', { name: 'Voir les 2 produits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filtrer et trier (1)' })).toBeVisible();
  });
});

describe('ListByIdOwnerScreen (owner)', () => {
  it('[S2.4] [S3.6] shows the gathered amount and the private mark', async () => {
    const { container } = renderOwner(listApi(birthList()), {
      onOpenProducts: vi.fn(),
      onEditList: vi.fn(),
    });
    const figures = await screen.findByRole('list', { name: 'La liste en chiffres' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((node) => node.textContent),
    ).toEqual(['4 produits', '3 offerts', 'Montant récolté : 125,00\u00a0€']);
    const lamp = screen.getByRole('article', { name: 'Veilleuse étoile' });
    expect(within(lamp).getByText('Privé')).toBeVisible();
    expect(within(lamp).getByText('Définitivement en rupture')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('[S2.39] [S2.49] Ajouter des produits, a category button and a suggestion open the overlay', async () => {
    const onOpenProducts = vi.fn();
    const { user } = renderOwner(listApi(birthList()), { onOpenProducts });
    await user.click(await screen.findByRole('button', { name: 'Ajouter des produits' }));
    expect(onOpenProducts).toHaveBeenLastCalledWith();
    await user.click(screen.getByRole('button', { name: 'Ajouter des produits en Chambre' }));
    expect(onOpenProducts).toHaveBeenLastCalledWith('bedroom');
    const suggestions = await screen.findByRole('region', {
      name: 'Des idées pour compléter votre liste',
    });
    const tiles = within(suggestions).getAllByRole('button');
    // The categories the list lacks come first.
    // [WCAG 2.5.3] The name is the visible text: category, empty note, 'Découvrir'.
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'VoyageAucun produit pour le momentDécouvrir',
      'RepasAucun produit pour le momentDécouvrir',
      'ToiletteAucun produit pour le momentDécouvrir',
      'ÉveilAucun produit pour le momentDécouvrir',
      'ChambreDécouvrir',
      'BaladeDécouvrir',
      'LookDécouvrir',
    ]);
    await user.click(tiles[1] as HTMLElement);
    expect(onOpenProducts).toHaveBeenLastCalledWith('meals');
  });

  it('[S2.38] Modifier ma liste hands the list to the app', async () => {
    const onEditList = vi.fn();
    const { user } = renderOwner(listApi(birthList()), { onEditList });
    await user.click(await screen.findByRole('button', { name: 'Modifier ma liste' }));
    expect(onEditList).toHaveBeenCalledWith(expect.objectContaining({ id: 'demo00parent' }));
  });

  it('[S4.1] [S7.17] [S8.1] a draft shows the publish banner; publishing sends VALIDATED and toasts LIST_UPDATED', async () => {
    let status: 'DRAFT' | 'VALIDATED' = 'DRAFT';
    const onPublished = vi.fn();
    const { user, calls, container } = renderOwner(
      {
        [READ]: () => birthList({ status }),
        updateListByCompanyAndListId: () => {
          status = 'VALIDATED';
          return birthList({ status });
        },
      },
      { onPublished },
    );
    const banner = await screen.findByRole('region', { name: 'Votre liste est en brouillon' });
    await expectNoAxeViolations(container);
    await user.click(within(banner).getByRole('button', { name: 'Publier ma liste' }));
    await waitFor(() => expect(toast.current()?.message).toBe(successToastMessages.LIST_UPDATED));
    const update = calls.find((call) => call.url.includes('updateListByCompanyAndListId'));
    expect(update).toMatchObject({
      method: 'PUT',
      url: 'http://ldn.test/api/ldn/v1/updateListByCompanyAndListId/aufr/demo00parent',
      body: { status: 'VALIDATED' },
    });
    expect(onPublished).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Votre liste est en brouillon' })).toBeNull(),
    );
  });

  it('[S8.2] a failed publication toasts ERROR_OCCURED_TRY_AGAIN and keeps the banner', async () => {
    const { user } = renderOwner({
      [READ]: () => birthList({ status: 'DRAFT' }),
      updateListByCompanyAndListId: { status: 409, body: { message: 'non' } },
    });
    const banner = await screen.findByRole('region', { name: 'Votre liste est en brouillon' });
    await user.click(within(banner).getByRole('button', { name: 'Publier ma liste' }));
    await waitFor(() =>
      expect(toast.current()?.message).toBe(errorToastMessages.ERROR_OCCURED_TRY_AGAIN),
    );
    expect(screen.getByRole('region', { name: 'Votre liste est en brouillon' })).toBeVisible();
  });

  it('[S4.1] [S2.53] a closed list is reduced: the notice, no adding, editing or suggestions', async () => {
    const { container } = renderOwner(listApi(birthList({ status: 'CLOSED' })), {
      onOpenProducts: vi.fn(),
      onEditList: vi.fn(),
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Cette liste est clôturée : vos proches ne peuvent plus offrir de produits ni participer à la cagnotte.Liste clôturée le 20/12/26.',
    );
    expect(screen.queryByRole('button', { name: 'Ajouter des produits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier ma liste' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ajouter des produits en/ })).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Des idées pour compléter votre liste' }),
    ).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });

  it('[S2.39] a list without products invites the owner to add some', async () => {
    const { container } = renderOwner(listApi(birthList({ all: [] })), { onOpenProducts: vi.fn() });
    expect(
      await screen.findByText(
        'Votre liste ne contient encore aucun produit. Ajoutez vos premières envies !',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Des idées pour compléter votre liste' }),
    ).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('[S2.39] 500 items: the grid is virtualised, only the rows near the window render', async () => {
    const list = birthList({ id: 'demo00items500', all: manyItems(500) });
    const { container } = renderWithProviders(<ListByIdOwnerScreen />, {
      api: listApi(list),
      path: '/list/demo00items500/detenteur',
      routePath: '/list/:id/detenteur',
    });
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    // The first rows come at once; the virtualiser places them once its module has loaded.
    await waitFor(() =>
      expect(container.querySelector('[data-virtualized="true"]')).not.toBeNull(),
    );
    const rendered = screen.getAllByRole('article').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByText('500 produits', { selector: '[role="status"]' })).toBeVisible();
    expect(container.querySelector('[data-first-rows]')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Chambre' })).toBeVisible();
    // RGAA 9.3: the rendered cards are list items that say their place in their category.
    const [first] = screen
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-setsize'));
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(Number(first?.getAttribute('aria-setsize'))).toBeGreaterThan(1);
    await expectNoAxeViolations(container);
  });

  it('[S4.11] 500 items: the row of the product the address names is scrolled into view', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    // jsdom lays nothing out: give the page the height of the grid, as a browser would.
    const height = vi
      .spyOn(document.documentElement, 'scrollHeight', 'get')
      .mockReturnValue(200_000);
    const list = birthList({ id: 'demo00items500', all: manyItems(500) });
    renderWithProviders(<ListByIdOwnerScreen />, {
      api: listApi(list),
      path: '/list/demo00items500/detenteur#produit-20000450',
      routePath: '/list/:id/detenteur',
    });
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    const [options] = scrollTo.mock.calls.at(-1) as [ScrollToOptions];
    // Far down the page: well past the first rows.
    expect(options.top).toBeGreaterThan(10_000);
    height.mockRestore();
    vi.unstubAllGlobals();
  });

  it('[S4.11] each card carries the anchor produit-<codeAx> and takes the focus without a tab stop', async () => {
    renderOwner(listApi(birthList({ all: manyItems(3) })));
    const card = await screen.findByRole('article', { name: 'Article n° 2' });
    expect(card).toHaveAttribute('id', 'produit-20000001');
    expect(card).toHaveAttribute('tabindex', '-1');
    card.focus();
    expect(card).toHaveFocus();
  });

  it('[S2.39] 60 items or fewer render plainly, every card in the page', async () => {
    const { container } = renderOwner(listApi(birthList({ all: manyItems(60) })));
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(container.querySelector('[data-virtualized="true"]')).toBeNull();
  });
});

describe('MyListScreen (/list)', () => {
  const renderMyList = (api: FakeApi, props: Parameters<typeof MyListScreen>[0] = {}) =>
    renderWithProviders(<MyListScreen {...props} />, { api, path: '/list', routePath: '/list' });

  it('[S2.2] [S7.23] shows the default list in the owner view', async () => {
    const { calls } = renderMyList({
      getListsByHybrisId: {
        lists: [summary({ id: 'demo00draft' }), summary({ id: 'demo00parent', isDefault: true })],
      },
      ...listApi(birthList()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' })).toBeVisible();
    expect(reads(calls)[0]?.url).toBe(
      `http://ldn.test/api/ldn/public/v1/${READ}/aufr/demo00parent`,
    );
    expect(screen.getByRole('checkbox', { name: 'Produits privés' })).toBeVisible();
  });

  it('[S2.2] without a default list, shows the first one', async () => {
    const { calls } = renderMyList({
      getListsByHybrisId: {
        lists: [summary({ id: 'demo00draft' }), summary({ id: 'demo00other' })],
      },
      ...listApi(birthList({ id: 'demo00draft' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'La liste de Léa' });
    expect(reads(calls)[0]?.url).toBe(`http://ldn.test/api/ldn/public/v1/${READ}/aufr/demo00draft`);
  });

  it('[S2.2] with no list, the empty state links Créer ma liste home', async () => {
    const { container } = renderMyList({ getListsByHybrisId: { lists: [] } });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Vous n'avez pas encore de liste de naissance",
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer ma liste' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('[S2.2] [S2.38] with no list and the app’s create callback, Créer ma liste calls it', async () => {
    const onCreateList = vi.fn();
    const { user } = renderMyList({ getListsByHybrisId: { lists: [] } }, { onCreateList });
    await user.click(await screen.findByRole('button', { name: 'Créer ma liste' }));
    expect(onCreateList).toHaveBeenCalledTimes(1);
  });
});
