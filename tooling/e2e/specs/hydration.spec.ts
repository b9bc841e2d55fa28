import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { appStarted, readListAnswer } from '../src/first-view';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * The server-rendered first view is hydrated, not replaced (docs/decisions.md, "The server-rendered
 * first view"): the browser adopts the server's element nodes, asks the API for nothing the server
 * already read for the page, shifts nothing, and React reports no mismatch.
 */

const DEMO_LIST = 'demo00parent';

/** The list read (`getList`) and the profile read (`getUserProfile`), as the browser would ask. */
const LIST_API = /\/api\/ldn\/public\/v1\/getItemsOfListByIdAndCompanyAndCriterias\//;
const PROFILE_API = /\/api\/ldn\/v1\/getUserProfil\//;
const CART_API = /\/api\/ldn\/v1\/user\/cart(\?|$)/;
/** A product page's reads: the list's item and the catalogue's product. */
const PRODUCT_APIS = [/\/getItemByCompanyAndCodeAxAndListId\//, /\/getProductByCompanyAndCodeAx\//];

declare global {
  interface Window {
    /** Element nodes of the server's markup, taken before the app's script ran. */
    __firstNodes?: Record<string, Element | null>;
    /** The layout shifts seen since the page started (CLS's sum, without input). */
    __layoutShift?: number;
  }
}

/**
 * Before any script of the page: once the server's markup is parsed (`interactive`, before the
 * app's module runs), keep references to the elements `selectors` name; and sum layout shifts.
 */
async function markFirstNodes(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((marks: Record<string, string>) => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      window.__firstNodes = Object.fromEntries(
        Object.entries(marks).map(([name, selector]) => [name, document.querySelector(selector)]),
      );
    });
  }, selectors);
}

interface Watch {
  /** Browser requests matching the given patterns, by pattern. */
  readonly requests: Map<RegExp, string[]>;
  /** Console errors and warnings (React's hydration reports among them). */
  readonly problems: string[];
}

function watch(page: Page, apis: readonly RegExp[]): Watch {
  const requests = new Map(apis.map((api) => [api, [] as string[]]));
  const problems: string[] = [];
  page.on('request', (request) => {
    for (const api of apis) if (api.test(request.url())) requests.get(api)?.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { requests, problems };
}

/**
 * Opens `path`, waits for the app to be hydrated, and checks that the marked nodes are the
 * page's own (`current` selects each again now), that none of `apis` was asked for by the browser,
 * that nothing shifted and that nothing was reported.
 */
async function expectHydratedInPlace(
  page: Page,
  path: string,
  marks: Record<string, string>,
  apis: readonly RegExp[],
): Promise<void> {
  await markFirstNodes(page, marks);
  const seen = watch(page, apis);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // The server wrote the page and its state, and no inline script that would run.
  expect(html).toContain('<script type="application/json" id="first-view-state">');
  expect(html).not.toContain('data-first-view');
  expect(html).toContain('<div id="root" inert>');
  await appStarted(page).catch((error: unknown) => {
    throw new Error(`the app did not start: ${seen.problems.join('; ')}`, { cause: error });
  });
  // The app's first effects (the version read, idle preloads) settle.
  await page.waitForLoadState('networkidle');

  const kept = await page.evaluate((selectors: Record<string, string>) => {
    const first = window.__firstNodes ?? {};
    return Object.fromEntries(
      Object.entries(selectors).map(([name, selector]) => {
        const node = first[name] ?? null;
        return [
          name,
          {
            marked: node !== null,
            connected: node !== null && document.contains(node),
            same: node !== null && node === document.querySelector(selector),
          },
        ];
      }),
    );
  }, marks);
  for (const [name, node] of Object.entries(kept)) {
    expect(node, `the server's ${name}`).toEqual({ marked: true, connected: true, same: true });
  }
  for (const [api, urls] of seen.requests) {
    expect(urls, `browser requests to ${String(api)}`).toEqual([]);
  }
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
  expect(seen.problems).toEqual([]);
  // Inert until hydrated (a press would be lost), then live.
  expect(await page.locator('#root[inert], #root [inert]').count()).toBe(0);
}

test.describe('the server-rendered first view, hydrated', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // A phone's browser says it is one (`Sec-CH-UA-Mobile`, or its user agent), and the server
    // lays the first view out for a phone; Playwright's phone keeps a computer's user agent.
    if (testInfo.project.use.isMobile === true) {
      await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
    }
  });

  test("[S2.3] [S2.39] a relative opening a shared list: the server's nodes are kept, the list is not asked for again, nothing shifts", async ({
    page,
  }) => {
    await expectHydratedInPlace(
      page,
      `/list/${DEMO_LIST}`,
      { title: 'main h1', firstCard: 'main article', firstImage: 'main article img' },
      [LIST_API, PROFILE_API],
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // The hydrated page works: a product's link navigates within the app, without a page load.
    await page.evaluate(() => {
      (window as Window & { __samePage?: boolean }).__samePage = true;
    });
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${DEMO_LIST}/.+`));
    expect(
      await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage),
    ).toBe(true);
  });

  test('[S2.4] [S3.3] the parent opening their own list, signed in: hydrated in place, private', async ({
    page,
  }) => {
    await signIn(page, DEMO.parent, '/');
    const answer = await page.request.get(`/list/${DEMO_LIST}`);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expectHydratedInPlace(
      page,
      `/list/${DEMO_LIST}`,
      { title: 'main h1', firstCard: 'main article' },
      [LIST_API, PROFILE_API],
    );
    await expectNoAxeViolations(page);
  });

  test('[S2.1] Home: hydrated in place, the profile not asked for again', async ({ page }) => {
    await expectHydratedInPlace(
      page,
      '/',
      { title: 'main h1', firstLink: 'main a', topBar: 'header' },
      [PROFILE_API],
    );
    await expectNoAxeViolations(page);
  });

  test('[S2.46] SearchLDN and [S2.9] a product of the list: hydrated in place', async ({
    page,
  }) => {
    await expectHydratedInPlace(page, '/list/search', { title: 'main h1', field: 'main input' }, [
      PROFILE_API,
    ]);
    await expectNoAxeViolations(page);
    const list = await readListAnswer<{ products: { items: { codeAx: string }[] } }>(
      page,
      DEMO_LIST,
    );
    const product = list.products.items[0]?.codeAx;
    expect(product).toBeDefined();
    await expectHydratedInPlace(
      page,
      `/product/${DEMO_LIST}/${String(product)}`,
      { title: 'main h1' },
      [LIST_API, PROFILE_API, ...PRODUCT_APIS],
    );
  });

  test("[S2.43] a relative's cart: hydrated in place, the cart not asked for again", async ({
    page,
  }) => {
    // A product into the cart from its page.
    await page.goto(`/list/${DEMO_LIST}`);
    await appStarted(page);
    await page.locator('main article a').first().click();
    // The button does nothing until the page has its item: wait for what it shows of it.
    await expect(page.getByRole('region', { name: 'Offrir ce produit' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await expect(page.getByText('Dans votre panier : 1')).toBeVisible();

    await expectHydratedInPlace(
      page,
      `/list/${DEMO_LIST}/cart`,
      { title: 'main h1', firstLine: 'main h2' },
      [CART_API, LIST_API, PROFILE_API],
    );
    await expectNoAxeViolations(page);
  });
});
