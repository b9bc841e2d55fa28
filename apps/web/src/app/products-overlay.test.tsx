import { assistantOpened, selectAssistantOpen } from '@ldn/feature-session';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, PARENT, server, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';
import { discoveryUrls } from '@ldn/app-shell';

/** [S7.49] The settings the discovery client validates requests with. */
const SETTINGS = {
  id: 'settings-1',
  settings: {
    fields: [
      'g:id',
      'g:title',
      'g:brand',
      'g:size',
      'sf:price',
      'sf:semanticColor',
      'c:canaddtoldn',
      'c:isbundle',
    ].map((field) => ({
      field,
      filterable: true,
      sortable: field === 'sf:price',
      facet: true,
      labels: { fr: field },
    })),
    ranking: [
      { key: 'pertinence', label: 'Pertinence', field: '_score', order: 'desc' },
      { key: 'price_asc', label: 'Prix croissant', field: 'sf:price', order: 'asc' },
      { key: 'price_desc', label: 'Prix décroissant', field: 'sf:price', order: 'desc' },
    ],
    shortcuts: [],
    spotlights: [],
  },
};

const BIBERON = {
  'g:id': '01234567',
  'g:title': 'Biberon anti-colique 260 ml',
  'g:brand': 'Petit Nid',
  'g:price': '12.90 EUR',
  'sf:price': 12.9,
  'c:isbundle': 'Non',
  'c:canaddtoldn': 'Oui',
};

/** The discovery service of the test, on the page's origin: every call recorded, answers by path. */
function fakeDiscovery() {
  const calls: { url: string; body: unknown }[] = [];
  server.use(
    http.all(`${window.location.origin}/*`, async ({ request }) => {
      const text = await request.text();
      calls.push({ url: request.url, body: text === '' ? null : (JSON.parse(text) as unknown) });
      if (request.url.endsWith('/discovery/settings')) return HttpResponse.json(SETTINGS);
      return HttpResponse.json({
        status: 200,
        settings_id: 'settings-1',
        modules: {
          items: { total: 1, from: 0, size: 20, parts: [BIBERON] },
          references: { total: 0, from: 0, size: 32, parts: [] },
          facets: { parts: [] },
          acp: { parts: [] },
          scopes: { total: 0, parts: [] },
          suggested_keywords: { parts: [{ expression: 'biberon' }] },
        },
      });
    }),
  );
  return { calls };
}

describe('products overlay in the web app', () => {
  it('[S7.49] [S7.51] the discovery service and tracking are at the site root', () => {
    expect(discoveryUrls('https://liste.example')).toEqual({
      discoveryUrl: 'https://liste.example/discovery',
      trackingUrl: 'https://liste.example',
    });
  });

  it('[S2.49] [S2.26] the drawer entry opens the lazy overlay; Fermer closes it; a product opens ViewFromSearch', async () => {
    const { calls } = fakeDiscovery();
    const { store, router, user } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
    });
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, { timeout: 5_000 });
    expect(screen.queryByRole('dialog', { name: 'Produits' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(assistantOpened());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Produits' }, { timeout: 5_000 });
    // The overlay puts the focus in its field when it opens: typed there as a user would, with no
    // pointer (Radix re-renders the dialog's content with `pointer-events: auto` one render after
    // it disables them on the page, and a loaded machine could click in between).
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await user.keyboard('biberon{Enter}');
    const card = await within(dialog).findByRole('article', {
      name: 'Biberon anti-colique 260 ml',
    });
    const search = calls.find((call) => call.url.endsWith('/discovery/search'));
    expect(search?.url).toBe(`${window.location.origin}/discovery/search`);
    expect(search?.body).toMatchObject({
      query: { terms: 'biberon' },
      modules: { items: { from: 0, size: 20 } },
    });
    await user.click(within(card).getByRole('button', { name: 'Biberon anti-colique 260 ml' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/01234567'));
    expect(selectAssistantOpen(store.getState())).toBe(false);
    act(() => {
      store.dispatch(assistantOpened());
    });
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(selectAssistantOpen(store.getState())).toBe(false);
  });

  it('[S4.12] opening with a category path asks the navigation endpoint on that scope', async () => {
    const { calls } = fakeDiscovery();
    const { store } = renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
    });
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, { timeout: 5_000 });
    act(() => {
      store.dispatch(assistantOpened({ navigateTo: 'meals/biberons' }));
    });
    await screen.findByRole('article', { name: 'Biberon anti-colique 260 ml' }, { timeout: 5_000 });
    const navigation = calls.find((call) => call.url.endsWith('/discovery/navigation'));
    expect(navigation?.body).toMatchObject({ query: { scope_id: 'meals/biberons' } });
  });
});
