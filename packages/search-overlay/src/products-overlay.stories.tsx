import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { createFakeClient, type FakeClientOptions } from './fake-client';
import { FAKE_ACP, FAKE_SCOPES, FAKE_SUGGESTED_KEYWORDS, fakeCatalogue } from './fake-catalogue';
import { ProductsOverlay } from './products-overlay';

/** An in-memory discovery service (no network), with the stories' catalogue. */
const clientWith = (options: FakeClientOptions = {}) =>
  createFakeClient({
    items: fakeCatalogue(3),
    scopes: FAKE_SCOPES,
    acp: FAKE_ACP,
    suggestedKeywords: FAKE_SUGGESTED_KEYWORDS,
    ...options,
  }).client;

const meta = {
  title: 'search-overlay/ProductsOverlay',
  component: ProductsOverlay,
  args: {
    open: true,
    client: clientWith(),
    layout: 'desktop',
    onClose: fn(),
    onAddProduct: fn(),
    onViewProduct: fn(),
    onDisplayBottomButton: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductsOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.49] Closed: nothing is shown. */
export const Closed: Story = { args: { open: false } };

/** [S2.49] [S9.10] Opened on the empty search: the suggested keywords as chips. */
export const OpenedEmpty: Story = {};

/** [S2.49] A search with results, chips (acp), scope cards, sort and the filter sidebar. */
export const SearchWithResults: Story = { args: { initialTerm: 'biberon' } };

/** [S2.49] 'Chargement des articles...' while the service answers. */
export const Loading: Story = {
  args: { initialTerm: 'biberon', client: clientWith({ delayMs: 'never' }) },
};

/** [S2.49] [S4.12] Every article is shown: 'Il n'y a pas d'autres articles'. */
export const EndOfResults: Story = {
  args: { initialTerm: 'poussette', client: clientWith({ items: fakeCatalogue(1) }) },
};

/** [S2.49] [S8.5] Nothing found (a failed search looks the same). */
export const NoResults: Story = { args: { initialTerm: 'trottinette' } };

/** [S2.49] Phones: the filters in a drawer, opened from 'Filtrer'. */
export const FiltersMobileDrawer: Story = {
  args: { initialTerm: 'body', layout: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Filtrer' }));
    await expect(await screen.findByRole('dialog', { name: 'Filtres' })).toBeInTheDocument();
  },
};

/** [S2.49] Desktop: the filters in a sidebar beside the 4-column grid. */
export const FiltersDesktopSidebar: Story = { args: { initialTerm: 'body', layout: 'desktop' } };

/** [S2.49] [S9.8] The 'Trier' menu: the settings' ranking, Pertinence by default. */
export const SortMenu: Story = {
  args: { initialTerm: 'biberon' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Trier' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Pertinence' })).toBeInTheDocument();
  },
};

/** [S2.49] [S4.12] Navigation mode on a category, with its scope cards ('48 produit(s)'). */
export const NavigationMode: Story = { args: { navigateTo: 'meals/biberons' } };

/** [S8.5] A failed navigation: 'Navigation : An error occured during the search.' */
export const NavigationError: Story = {
  args: { navigateTo: 'meals/biberons', client: clientWith({ failing: ['navigation'] }) },
};

/** [S2.49] A product without a price: 'Prix indisponible'. */
export const PriceUnavailable: Story = { args: { initialTerm: 'doudou' } };

/** [S2.49] Models with several variants: 'Existe en plusieurs tailles'. */
export const MultiSizeProduct: Story = { args: { initialTerm: 'body bébé' } };

/** [S5.18] The service corrected the terms ('pousette' -> 'poussette'). */
export const SpellCorrected: Story = {
  args: { initialTerm: 'poussette', client: clientWith({ correctedTerms: 'poussette' }) },
};
