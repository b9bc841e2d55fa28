import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { createFakeClient, type FakeClientOptions } from './fake-client';
import { FAKE_ACP, FAKE_SCOPES, FAKE_SUGGESTED_KEYWORDS, fakeCatalogue } from './fake-catalogue';
import { ProductsOverlay, type ProductsOverlayProps } from './products-overlay';
import { installIntersectionObserver, installMatchMedia, renderWithProviders } from './test/render';

const BASE = [
  { match: { field: 'c:canaddtoldn', value: 'Oui' } },
  { match: { field: 'c:isbundle', value: 'Non' } },
];

type Extra = Partial<Omit<ProductsOverlayProps, 'client' | 'discoveryUrl' | 'trackingUrl'>>;

function setup(options: FakeClientOptions = {}, props: Extra = {}) {
  const fake = createFakeClient({
    items: fakeCatalogue(),
    scopes: FAKE_SCOPES,
    acp: FAKE_ACP,
    suggestedKeywords: FAKE_SUGGESTED_KEYWORDS,
    ...options,
  });
  const callbacks = {
    onClose: vi.fn(),
    onAddProduct: vi.fn(),
    onViewProduct: vi.fn(),
    onDisplayBottomButton: vi.fn(),
  };
  const rendered = renderWithProviders(
    <ProductsOverlay open client={fake.client} layout="desktop" {...callbacks} {...props} />,
  );
  return { ...rendered, ...fake, ...callbacks };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Rechercher un article' });
const lastRequest = (requests: ReturnType<typeof createFakeClient>['requests']) => requests.at(-1);

describe('ProductsOverlay: the dialog and the search bar', () => {
  it('[S2.49] is a dialog titled Produits with the search bar, focused, spell check off, axe-clean', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Produits' });
    expect(dialog).toBeInTheDocument();
    const input = searchBox();
    expect(input).toHaveAttribute('placeholder', 'Recherchez un article ...');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'poussette' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S9.10] the empty search offers the suggested keywords (flavor search-home) as chips', async () => {
    const { requests, user } = setup();
    const chips = await screen.findByRole('list', { name: 'Suggestions de recherche' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(FAKE_SUGGESTED_KEYWORDS);
    expect(requests[0]).toMatchObject({
      endpoint: 'suggested_keywords',
      flavor: 'search-home',
      modules: { suggested_keywords: { size: 4 } },
    });
    await user.click(within(chips).getByRole('button', { name: 'biberon' }));
    expect(await screen.findByText('Biberon anti-colique 260 ml')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('biberon');
    expect(lastRequest(requests)).toMatchObject({ endpoint: 'search', terms: 'biberon' });
  });

  it('[S2.49] Fermer and Escape call onClose', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('[S4.12] closed, it renders nothing and asks nothing', () => {
    const { requests } = setup({}, { open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('[S4.12] [S5.18] Enter searches from 2 characters; 1 character asks nothing', async () => {
    const { user, requests } = setup();
    await screen.findByRole('button', { name: 'poussette' });
    await user.type(searchBox(), 'b{Enter}');
    expect(requests.filter((request) => request.endpoint === 'search')).toEqual([]);
    await user.type(searchBox(), 'o{Enter}');
    await screen.findByText('Body bébé manches longues');
    expect(lastRequest(requests)).toMatchObject({ endpoint: 'search', terms: 'bo' });
  });

  it('[S5.18] [S7.53] [S9.10] a search asks 20 items, 32 references, price/colour/size facets, spell check off', async () => {
    const { user, requests } = setup();
    await user.type(searchBox(), 'biberon{Enter}');
    await screen.findByText('Biberon anti-colique 260 ml');
    expect(lastRequest(requests)).toMatchObject({
      endpoint: 'search',
      terms: 'biberon',
      items: { from: 0, size: 20 },
      references: { from: 0, size: 32 },
      facets: ['sf:price', 'sf:semanticColor', 'g:size'],
      spellCheck: false,
      filters: [{ and: BASE }],
      sorts: [],
    });
    // The bundle 'Coffret naissance biberons' is filtered out by the service's rule.
    expect(screen.queryByText('Coffret naissance biberons')).not.toBeInTheDocument();
    expect(screen.getByText('3 articles')).toBeInTheDocument();
  });
});

describe('ProductsOverlay: auto-search after typing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[S4.12] [S9.9] more than 3 characters search by themselves 1 s after the last keystroke', async () => {
    const fake = createFakeClient({ items: fakeCatalogue() });
    renderWithProviders(<ProductsOverlay open client={fake.client} onClose={() => undefined} />);
    vi.useFakeTimers();
    const searches = () => fake.requests.filter((request) => request.endpoint === 'search');
    fireEvent.change(searchBox(), { target: { value: 'bib' } });
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(searches()).toEqual([]);
    fireEvent.change(searchBox(), { target: { value: 'bibe' } });
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(searches()).toEqual([]);
    // Another keystroke starts the second over.
    fireEvent.change(searchBox(), { target: { value: 'bibe ' } });
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(searches()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(searches()).toMatchObject([{ terms: 'bibe' }]);
  });
});

describe('ProductsOverlay: the results', () => {
  it('[S2.49] shows prices in euros, Prix indisponible, and Existe en plusieurs tailles', async () => {
    const { user } = setup();
    await user.type(searchBox(), 'doudou{Enter}');
    const doudou = await screen.findByRole('article', { name: 'Doudou lapin' });
    expect(within(doudou).getByText('Prix indisponible')).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), 'body manches{Enter}');
    const body = await screen.findByRole('article', { name: 'Body bébé manches longues' });
    expect(within(body).getByText('7,99 €')).toBeInTheDocument();
    expect(within(body).getByText('Existe en plusieurs tailles')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S2.49] Chargement des articles... shows while the service answers', async () => {
    const { user } = setup({ delayMs: 'never' });
    await user.type(searchBox(), 'biberon{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles...');
  });

  it('[S8.5] a failed search shows an empty result, no error', async () => {
    const { user } = setup({ failing: ['search'] });
    await user.type(searchBox(), 'biberon{Enter}');
    expect(
      await screen.findByText('Aucun article ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('[S8.5] a failed navigation says Navigation : An error occured during the search., marked as English', async () => {
    setup({ failing: ['navigation'] }, { navigateTo: 'meals/biberons' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Navigation : An error occured during the search.');
    // RGAA 8.7, WCAG 3.1.2: the English passage of a French page carries its language.
    expect(alert).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(document.body);
  });

  it('[S5.18] a numeric term shows only the references that can be added and are not bundles', async () => {
    const catalogue = fakeCatalogue();
    const bundle = catalogue.find((item) => item['c:isbundle'] === 'Oui');
    const poussette = catalogue.find((item) => item['g:title'] === 'Poussette citadine Lune');
    const { user, requests } = setup({ items: catalogue });
    await user.type(searchBox(), `${bundle?.['g:id']}{Enter}`);
    expect(
      await screen.findByText('Aucun article ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    expect(lastRequest(requests)?.filters).toEqual([]);
    await user.clear(searchBox());
    await user.type(searchBox(), `${poussette?.['g:id']}{Enter}`);
    expect(
      await screen.findByRole('article', { name: 'Poussette citadine Lune' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('[S2.49] viewProduct and addProduct give the product in cents and track visited / addedToCart once', async () => {
    const { user, onViewProduct, onAddProduct, events } = setup();
    await user.type(searchBox(), 'poussette citadine{Enter}');
    const card = await screen.findByRole('article', { name: 'Poussette citadine Lune' });
    await user.click(within(card).getByRole('button', { name: 'Poussette citadine Lune' }));
    expect(onViewProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Poussette citadine Lune',
        brand: 'Petit Nid',
        priceCents: 24_990,
      }),
    );
    const product = onViewProduct.mock.calls[0]?.[0] as { id: string };
    await user.click(within(card).getByRole('button', { name: 'Ajouter à ma liste' }));
    await user.click(within(card).getByRole('button', { name: 'Ajouter à ma liste' }));
    expect(onAddProduct).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'visited', id: product.id },
        { type: 'addedToCart', id: product.id },
      ]),
    );
  });
});

describe('ProductsOverlay: what can be added, the sizes, a search that does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("[S6.4] [S3.9] a product out of stock says so and offers no 'Ajouter à ma liste'; staff may add it", async () => {
    const { user, onAddProduct } = setup();
    await user.type(searchBox(), 'lit barreaux{Enter}');
    const card = await screen.findByRole('article', { name: 'Lit à barreaux Nuage' });
    expect(within(card).getByText('Indisponible')).toBeInTheDocument();
    const add = within(card).getByRole('button', { name: 'Ajouter à ma liste' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Lit à barreaux Nuage Indisponible');
    await user.click(add);
    expect(onAddProduct).not.toHaveBeenCalled();
    // The search stays on screen.
    expect(screen.getByRole('dialog', { name: 'Produits' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('[S6.4] staff add a product whatever its stock', async () => {
    const { user, onAddProduct } = setup({}, { staff: true });
    await user.type(searchBox(), 'lit barreaux{Enter}');
    const card = await screen.findByRole('article', { name: 'Lit à barreaux Nuage' });
    await user.click(within(card).getByRole('button', { name: 'Ajouter à ma liste' }));
    expect(onAddProduct).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lit à barreaux Nuage', availability: 'UNAVAILABLE' }),
    );
  });

  it('[S2.49] [S3.17] the size filter lists sizes in size order (Naissance, 1 mois, 3 mois, ...), not by count', async () => {
    const sizes = ['6 mois', '6 mois', '6 mois', '1 mois', '1 mois', 'Naissance', '3 mois'];
    const items = fakeCatalogue()
      .filter((item) => item['c:isbundle'] === 'Non' && item['c:canaddtoldn'] === 'Oui')
      .slice(0, sizes.length)
      .map((item, index) => ({ ...item, 'g:title': `Body ${index}`, 'g:size': sizes[index] }));
    const { user } = setup({ items });
    await user.type(searchBox(), 'body{Enter}');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtres' });
    const group = await within(sidebar).findByRole('group', { name: 'Taille' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Naissance (1)', '1 mois (2)', '3 mois (1)', '6 mois (3)']);
  });

  it("[S2.49] a search still unanswered after 10 s: an error and 'Réessayer', which searches again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = false;
    const fake = createFakeClient({ items: fakeCatalogue(), delayMs: 'never' });
    const answering = createFakeClient({ items: fakeCatalogue() });
    const client = {
      ...fake.client,
      query: (endpoint: Parameters<typeof fake.client.query>[0]) =>
        (answer ? answering.client : fake.client).query(endpoint),
    };
    const { user } = renderWithProviders(
      <ProductsOverlay open client={client} layout="desktop" onClose={vi.fn()} />,
    );
    await user.type(searchBox(), 'biberon{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles...');
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La recherche n’a pas abouti. Vérifiez votre connexion à Internet, puis réessayez.',
    );
    expect(screen.queryByText('Chargement des articles...')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    answer = true;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Biberon anti-colique 260 ml')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ProductsOverlay: infinite scroll and the bottom button', () => {
  it('[S4.12] [S9.10] loads 20 more at the end of the list while loaded < total, then says there is no more', async () => {
    const observer = installIntersectionObserver();
    try {
      const { user, requests } = setup({ items: fakeCatalogue(3) });
      // Every description reads 'X, par Brand.': 42 products, 36 addable and not bundles.
      await user.type(searchBox(), 'par{Enter}');
      expect(await screen.findByText('36 articles')).toBeInTheDocument();
      const total = 36;
      // The first frame shows the first cards, the others follow once it is painted.
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
      expect(screen.queryByText("Il n'y a pas d'autres articles")).not.toBeInTheDocument();
      // The end of the list is watched from the effect that follows the last cards' render: wait
      // for it, as a browser's observer reports only once it observes.
      await waitFor(() => expect(observer.count).toBe(1));
      act(() => observer.intersect());
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total));
      expect(lastRequest(requests)).toMatchObject({ call: 'next', items: { from: 20, size: 20 } });
      expect(screen.getByText("Il n'y a pas d'autres articles")).toBeInTheDocument();
      const nexts = requests.filter((request) => request.call === 'next').length;
      act(() => observer.intersect());
      expect(requests.filter((request) => request.call === 'next')).toHaveLength(nexts);
    } finally {
      observer.uninstall();
    }
  });

  it('[S2.49] [S9.9] displayBottomButton: true beyond 250 px, false at 250 px; back to top', async () => {
    const { user, onDisplayBottomButton } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Produits' });
    const scrollTo = (top: number) => {
      dialog.scrollTop = top;
      dialog.dispatchEvent(new Event('scroll'));
    };
    act(() => scrollTo(250));
    expect(onDisplayBottomButton).not.toHaveBeenCalled();
    act(() => scrollTo(251));
    expect(onDisplayBottomButton).toHaveBeenLastCalledWith(true);
    act(() => scrollTo(250));
    expect(onDisplayBottomButton).toHaveBeenLastCalledWith(false);
    act(() => scrollTo(600));
    await user.click(screen.getByRole('button', { name: 'Revenir en haut' }));
    expect(dialog.scrollTop).toBe(0);
    expect(onDisplayBottomButton).toHaveBeenLastCalledWith(false);
    expect(onDisplayBottomButton).toHaveBeenCalledTimes(4);
    expect(searchBox()).toHaveFocus();
  });
});

describe('ProductsOverlay: sort and filters', () => {
  it('[S2.49] [S9.8] Trier lists the settings ranking, Pertinence first; a choice reruns from the start', async () => {
    const { user, requests } = setup();
    await user.type(searchBox(), 'biberon{Enter}');
    await screen.findByText('3 articles');
    await user.click(screen.getByRole('button', { name: 'Trier' }));
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '✓Pertinence',
      'Prix croissant',
      'Prix décroissant',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Pertinence' })).toBeChecked();
    await user.click(screen.getByRole('menuitemradio', { name: 'Prix croissant' }));
    await waitFor(() =>
      expect(lastRequest(requests)).toMatchObject({
        terms: 'biberon',
        items: { from: 0, size: 20 },
        sorts: [{ field: 'sf:price', order: 'asc' }],
      }),
    );
    const titles = (await screen.findAllByRole('article')).map((card) =>
      card.getAttribute('aria-labelledby'),
    );
    expect(titles).toHaveLength(3);
    expect(
      screen
        .getAllByRole('article')
        .map((card) => within(card).getAllByRole('button')[0]?.textContent),
    ).toEqual([
      'Biberon verre 150 ml',
      'Biberon anti-colique 260 ml',
      'Chauffe-biberon électrique',
    ]);
  });

  it('[S2.49] [S4.12] desktop: the sidebar filters by colour, reruns, resets; a new search clears filters', async () => {
    const { user, requests } = setup();
    await user.type(searchBox(), 'biberon{Enter}');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtres' });
    // The facets fill the sidebar one frame after the results.
    const colours = await within(sidebar).findByRole('group', { name: 'Couleur' });
    const [firstColour] = within(colours).getAllByRole('checkbox');
    expect(firstColour).toBeDefined();
    if (firstColour === undefined) return;
    const colourName = firstColour.parentElement?.textContent?.replace(/ \(\d+\)$/, '') ?? '';
    await user.click(firstColour);
    await waitFor(() =>
      expect(lastRequest(requests)?.filters).toEqual([
        { and: [...BASE, { match: { field: 'sf:semanticColor', value: colourName } }] },
      ]),
    );
    expect(lastRequest(requests)?.items).toEqual({ from: 0, size: 20 });
    await user.click(within(sidebar).getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(lastRequest(requests)?.filters).toEqual([{ and: BASE }]));
    await user.click(within(colours).getAllByRole('checkbox')[0] as HTMLElement);
    await waitFor(() => expect(lastRequest(requests)?.filters[0]).not.toEqual({ and: BASE }));
    await user.clear(searchBox());
    await user.type(searchBox(), 'poussette{Enter}');
    await waitFor(() =>
      expect(lastRequest(requests)).toMatchObject({ terms: 'poussette', filters: [{ and: BASE }] }),
    );
  });

  it('[S5.15] the custom price: comma decimals, empty max is 100000, errors in French', async () => {
    const { user, requests } = setup();
    await user.type(searchBox(), 'biberon{Enter}');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtres' });
    await user.type(within(sidebar).getByLabelText('Prix minimum (€)'), '10,5');
    await user.click(within(sidebar).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(lastRequest(requests)?.filters).toEqual([
        { and: [...BASE, { range: { field: 'sf:price', gte: 10.5, lte: 100000 } }] },
      ]),
    );
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    await user.type(within(sidebar).getByLabelText('Prix maximum (€)'), '5');
    await user.click(within(sidebar).getByRole('button', { name: 'Appliquer' }));
    expect(within(sidebar).getByRole('alert')).toHaveTextContent(
      "Le prix maximum n'est pas valide.",
    );
    expect(within(sidebar).getByLabelText('Prix maximum (€)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(document.body);
  });

  it('draws the search field and the price fields with a 3:1 border (WCAG 1.4.11)', async () => {
    const { user } = setup();
    // `muted` (#675A62): 6.5:1 on white, see the ui-kit's theme test of non-text pairs.
    expect(searchBox()).toHaveStyle({ borderColor: '#675A62' });
    await user.type(searchBox(), 'biberon{Enter}');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtres' });
    for (const label of ['Prix minimum (€)', 'Prix maximum (€)']) {
      expect(within(sidebar).getByLabelText(label)).toHaveStyle({ borderColor: '#675A62' });
    }
  });

  it('[S2.49] phones: Filtrer opens a drawer with the filters, Réinitialiser les filtres and Fermer', async () => {
    installMatchMedia(true);
    const fake = createFakeClient({ items: fakeCatalogue() });
    const { user } = renderWithProviders(
      <ProductsOverlay open client={fake.client} onClose={() => undefined} />,
    );
    await user.type(searchBox(), 'biberon{Enter}');
    await screen.findByText('3 articles');
    expect(screen.queryByRole('complementary', { name: 'Filtres' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(drawer).getByRole('group', { name: 'Prix' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Réinitialiser les filtres' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog', { name: 'Filtres' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Produits' })).toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});

describe('ProductsOverlay: navigation mode', () => {
  it('[S4.12] [S5.18] navigateTo opens the category with both service filters and the scope cards', async () => {
    const { requests, user } = setup({}, { navigateTo: 'meals/biberons' });
    await screen.findByText('3 articles');
    expect(requests[0]).toMatchObject({
      endpoint: 'navigation',
      scopes: ['meals/biberons'],
      filters: [{ and: BASE }],
      scopePages: { from: 0, size: 4 },
    });
    const cards = screen.getByRole('list', { name: 'Catégories' });
    const poussettes = within(cards).getByRole('button', { name: /Poussettes/ });
    expect(poussettes).toHaveTextContent('PoussettesBalade31 produit(s)');
    await user.click(poussettes);
    await waitFor(() =>
      expect(lastRequest(requests)).toMatchObject({
        endpoint: 'navigation',
        scopes: ['outings/poussettes'],
      }),
    );
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
