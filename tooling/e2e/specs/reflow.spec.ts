import { expect, test, type Locator, type Page } from '@playwright/test';
import { openProductsFromShell, overlayProducts, searchProducts } from '../src/layout';
import { appStarted } from '../src/first-view';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * WCAG 1.4.10 Reflow (RGAA 10.11): at 320 CSS px wide (a 1280 px window at
 * 400 %), the visitor's main screens read without horizontal scrolling. Phone project only: it
 * is the touch device of the two, and the 320 px viewport is set here.
 */
const DEMO_LIST = 'demo00parent';

test.use({ viewport: { width: 320, height: 640 } });

/**
 * What scrolls sideways at this width: the page itself (`document.scrollingElement`), or a box of
 * it that can scroll on its own (the overlay, a dialog: `overflow` auto or scroll); and, to name
 * the cause, the innermost elements that stick out past the right edge of the window.
 */
async function horizontalScrolling(page: Page) {
  await appStarted(page);
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const text = element.textContent?.trim().slice(0, 30) ?? '';
      return `<${element.tagName.toLowerCase()}> ${text} (${Math.round(box.left)}..${Math.round(box.right)})`;
    };
    const elements = [...document.querySelectorAll<HTMLElement>('body *')];
    const scrollers = elements
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map(describe);
    const sticking = elements.filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    });
    // The innermost ones name the cause; their ancestors only carry it.
    const culprits = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(describe);
    return {
      clientWidth: width,
      pageScrolls: root.scrollWidth > width + 1,
      scrollers,
      culprits,
    };
  });
}

/**
 * Waits for the page's heading (or `ready`) and its late content, then expects no sideways
 * scrolling.
 */
async function expectNoHorizontalScroll(
  page: Page,
  label: string,
  ready: Locator = page.getByRole('heading', { level: 1 }).first(),
) {
  await expect(ready).toBeVisible();
  // Late content (product cards, the list's pictures) is in before the page is measured.
  await page.waitForLoadState('networkidle');
  const found = await horizontalScrolling(page);
  expect(found.clientWidth, 'the viewport is 320 px wide').toBe(320);
  expect(
    {
      pageScrolls: found.pageScrolls,
      scrollers: found.scrollers,
      culprits: found.pageScrolls || found.scrollers.length > 0 ? found.culprits : [],
    },
    `${label} scrolls sideways at 320 px`,
  ).toEqual({ pageScrolls: false, scrollers: [], culprits: [] });
}

test.describe('reflow at 320 CSS px', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs once, in the phone project');

  test('[S2.1] [S2.3] [S2.6] [S2.9] [S2.20] a visitor’s main screens need no horizontal scrolling', async ({
    page,
  }) => {
    for (const [label, path] of [
      ['Home', '/'],
      ['SearchLDN', '/list/search'],
      ['ListById', `/list/${DEMO_LIST}`],
      ['Cart', `/list/${DEMO_LIST}/cart`],
      ['Mentions', '/mentions'],
      ["the server's 'Connexion' page", '/login'],
    ] as const) {
      await page.goto(path);
      await expectNoHorizontalScroll(page, label);
    }
    // A product of the list, opened from it.
    await page.goto(`/list/${DEMO_LIST}`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expectNoHorizontalScroll(page, 'ViewFromList');
  });

  test('[S2.4] [S2.5] [S2.7] [S2.8] [S2.18] the parent’s screens need no horizontal scrolling', async ({
    page,
  }) => {
    await signIn(page, DEMO.parent, '/');
    await expectNoHorizontalScroll(page, 'Home (signed in)');
    for (const suffix of ['detenteur', 'partage', 'activite', 'cagnotte']) {
      await page.goto(`/list/${DEMO_LIST}/${suffix}`);
      await expectNoHorizontalScroll(page, `/list/${DEMO_LIST}/${suffix}`);
    }
    await page.goto('/parameters');
    await expectNoHorizontalScroll(page, 'Parameters');
    // [S2.49] The products overlay, with results (it scrolls on its own, above the page).
    await page.goto('/');
    await openProductsFromShell(page, true);
    await searchProducts(page, 'biberon');
    await expectNoHorizontalScroll(page, 'the products overlay', overlayProducts(page).first());
    // Its filters, a drawer of their own on a phone.
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtres' });
    await expectNoHorizontalScroll(
      page,
      'the filters',
      filters.getByRole('group', { name: 'Prix' }),
    );
  });
});
