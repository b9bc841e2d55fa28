// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderFirstView, type ApiFetch, type FirstViewRequest } from './entry-server';
import type { ApiListItem, BirthList } from '@ldn/api-client';
import { listAnswer } from './test/fixtures';
import type { FirstViewState } from './app/first-view';

/** The API's answers by a fragment of the path; anything else is a 404, as the server says. */
function fakeApi(answers: Record<string, unknown>) {
  return vi.fn<ApiFetch>(async (request) => {
    const key = Object.keys(answers).find((fragment) => request.url.includes(fragment));
    return new Response(
      JSON.stringify(key === undefined ? { status: 404, code: 'NOT_FOUND' } : answers[key]),
      { status: key === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } },
    );
  });
}

/** The state a first view carries, read back from its data block as the browser does. */
function stateOf(view: { readonly state: string } | null): FirstViewState {
  const block = /^<script type="application\/json" id="first-view-state">(.*)<\/script>$/s.exec(
    view?.state ?? '',
  );
  if (block?.[1] === undefined) throw new Error(`no data block in ${String(view?.state)}`);
  return JSON.parse(block[1]) as FirstViewState;
}

const ANONYMOUS = { getUserProfil: { logged: false }, getVersion: { version: '1.4.0' } };

function request(url: string, fetchApi: ApiFetch, cookie = ''): FirstViewRequest {
  return { url, cookie, appEnv: 'STAGING', viewport: 'mobile', fetchApi };
}

describe('the server-rendered first view', () => {
  it("[S2.1] renders Home for a visitor with the app's own screen, its styles and no script", async () => {
    const fetchApi = fakeApi(ANONYMOUS);
    const view = await renderFirstView(request('/', fetchApi));
    expect(view).not.toBeNull();
    expect(view?.html).toContain('Créer ma liste');
    expect(view?.html).not.toContain('<script');
    expect(view?.styles).toMatch(/^<style[^>]*data-styled/);
    // [S2.25] The guard read the visitor's profile through the API, as in the browser.
    expect(fetchApi.mock.calls.map(([call]) => new URL(call.url).pathname)).toContain(
      '/api/ldn/v1/getUserProfil/',
    );
  });

  it('[S1.7] shows the environment banner of the server it runs in', async () => {
    const view = await renderFirstView(request('/', fakeApi(ANONYMOUS)));
    expect(view?.html).toContain('STAGING');
  });

  it("[S2.3] renders a relative's view of a published list from the list read", async () => {
    const view = await renderFirstView(
      request(
        '/list/demo00parent',
        fakeApi({ ...ANONYMOUS, demo00parent: publishedList('La liste de Hélène') }),
      ),
    );
    expect(view?.html).toContain('La liste de Hélène');
    expect(view?.html).toContain('Lit à barreaux Jade');
    // The first row's pictures load at once: one of them is likely the largest paint.
    expect(view?.html).toContain('src="/images/products/10000001.svg" alt="" loading="eager"');
    expect(view?.html).not.toContain('<script');
  });

  it("[S2.3] carries the state it rendered from, for the browser to hydrate on: the list, the profile, the guard's run", async () => {
    const view = await renderFirstView(
      request(
        '/list/demo00parent',
        fakeApi({ ...ANONYMOUS, demo00parent: publishedList('La liste de Hélène') }),
      ),
    );
    const state = stateOf(view);
    expect(state.viewport).toBe('mobile');
    const queries = Object.values(state.api.ldnApi?.queries ?? {});
    expect(queries.map((query) => query.endpointName).sort()).toEqual([
      'getList',
      'getUserProfile',
    ]);
    expect(queries.every((query) => query.status === 'fulfilled')).toBe(true);
    expect(state.slices.session.profile).toEqual({ logged: false });
    expect(state.slices.currentList.list).toMatchObject({ id: 'demo00parent', phase: 'published' });
    expect(state.slices.ui.pendingLocation).toBeNull();
    // The layout route's loader (the navigation guard) ran: the browser does not run it again.
    expect(state.loaderData).toEqual({ '0': null });
  });

  it('[S2.9] renders a product of the list from its item and product, read before the render and carried to the browser', async () => {
    const list = publishedList('La liste de Hélène');
    const bed = list.products.items[0];
    const product = {
      codeAx: '10000001',
      codeAs400: '1234567',
      productName: 'Lit à barreaux Jade',
      brand: 'Sauthon',
      description: 'Un lit en hêtre massif.',
      company: 'aufr',
      category: 'bedroom',
      categoryLabel: 'Chambre',
      modelCode: 'M000001',
      size: '60 x 120 cm',
      color: 'Blanc',
      prices: { amount: 25_900, display: '259,00 €' },
      recommendedPrice: 25_900,
      availability: 'AVAILABLE',
      imgs: ['/images/products/10000001.svg'],
      originalImg: '/images/products/10000001.svg',
      isBundle: false,
      canAddToLdn: true,
      variants: [],
    };
    // The item's and the product's paths name the list too: they are matched first.
    const view = await renderFirstView(
      request(
        '/product/demo00parent/10000001',
        fakeApi({
          getItemByCompanyAndCodeAxAndListId: bed,
          getProductByCompanyAndCodeAx: product,
          ...ANONYMOUS,
          demo00parent: list,
        }),
      ),
    );
    expect(view?.html).toContain('<h1');
    expect(view?.html).toContain('Lit à barreaux Jade');
    const endpoints = Object.values(stateOf(view).api.ldnApi?.queries ?? {}).map(
      (query) => query.endpointName,
    );
    expect(endpoints.sort()).toEqual(['getList', 'getListItem', 'getProduct', 'getUserProfile']);
  });

  it('[S2.3] keeps a hostile list title data: it cannot close the data block', async () => {
    const title = '</script><script>alert(1)</script>';
    const view = await renderFirstView(
      request('/list/demo00parent', fakeApi({ ...ANONYMOUS, demo00parent: publishedList(title) })),
    );
    expect(view?.state.match(/<\/script/gi)).toHaveLength(1);
    expect(view?.state).not.toMatch(/<script(?! type="application\/json")/);
    const list = Object.values(stateOf(view).api.ldnApi?.queries ?? {}).find(
      (query) => query.endpointName === 'getList',
    );
    expect((list?.data as BirthList).informations.title).toBe(title);
  });
});

/** A published list with one bed, titled `title`. */
function publishedList(title: string): BirthList {
  const bed = {
    codeAx: '10000001',
    codeAs400: '1234567',
    productName: 'Lit à barreaux Jade',
    brand: 'Sauthon',
    quantity: 1,
    quantityOfContributedItems: 0,
    prices: { amount: 25_900, display: '259,00 €' },
    imgs: ['/images/products/10000001.svg'],
    originalImg: '/images/products/10000001.svg',
    message: '',
    priority: true,
    hidden: false,
    company: 'aufr',
    category: 'bedroom',
    availability: 'AVAILABLE',
    stockAvailability: 'AVAILABLE',
    isPurchaseInProgress: false,
    quantityInProgress: 0,
  } as ApiListItem;
  const base = listAnswer('demo00parent', 'VALIDATED');
  const list = {
    ...base,
    informations: {
      ...base.informations,
      title,
      categories: ['bedroom'],
      childFirstName: 'Nino',
      welcomeMessage: 'Merci !',
      creationDate: '2026-09-01T10:00:00.000Z',
      publicationDate: '2026-09-02T10:00:00.000Z',
      childBirthday: '2027-03-05T00:00:00.000Z',
      ownerFirstName: 'Hélène',
      ownerLastName: 'Martin',
    },
    products: {
      maxPrice: 25_900,
      minPrice: 25_900,
      items: [bed],
      itemsByCategory: [{ category: 'bedroom', label: 'Chambre', items: [bed] }],
      itemsContributed: [],
      nbItems: 1,
    },
  } as unknown as BirthList;
  return list;
}

describe('the server-rendered first view, when the browser does it', () => {
  it('[S2.23] leaves Not found to the browser: an unknown list gives no first view', async () => {
    const view = await renderFirstView(request('/list/nowhere00', fakeApi(ANONYMOUS)));
    expect(view).toBeNull();
  });

  it("keeps concurrent renders apart: each render's API calls go to its own visitor's fetch", async () => {
    const home = fakeApi(ANONYMOUS);
    const list = fakeApi(ANONYMOUS);
    await Promise.all([
      renderFirstView(request('/', home, 'principalCookie=a')),
      renderFirstView(request('/list/nowhere00', list, 'principalCookie=b')),
    ]);
    const paths = (fetchApi: typeof home) =>
      fetchApi.mock.calls.map(([call]) => new URL(call.url).pathname);
    expect(paths(list).some((path) => path.includes('nowhere00'))).toBe(true);
    expect(paths(home).some((path) => path.includes('nowhere00'))).toBe(false);
    expect(paths(home)).toContain('/api/ldn/v1/getUserProfil/');
  });
});
