// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderFirstView, type ApiFetch, type FirstViewRequest } from './entry-server';
import type { ApiListItem, BirthList } from '@ldn/api-client';
import { listAnswer } from './test/fixtures';

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
        title: 'La liste de Hélène',
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
    const view = await renderFirstView(
      request('/list/demo00parent', fakeApi({ ...ANONYMOUS, demo00parent: list })),
    );
    expect(view?.html).toContain('La liste de Hélène');
    expect(view?.html).toContain('Lit à barreaux Jade');
    // The first row's pictures load at once: one of them is likely the largest paint.
    expect(view?.html).toContain('src="/images/products/10000001.svg" alt="" loading="eager"');
    expect(view?.html).not.toContain('<script');
  });

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
