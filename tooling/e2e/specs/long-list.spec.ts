import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { appStarted, readListAnswer } from '../src/first-view';

/**
 * [S2.39] A relative opens a list of 500 items (the demo's `demo00items500`): the server's first
 * view shows the list's first rows, and once the browser has hydrated it the grid is virtualised by
 * @tanstack/react-virtual (packages/feature-list, `long-grid.tsx`).
 */
const LONG_LIST = '/list/demo00items500';

/** The sum of the page's layout shifts (the Layout Instability API) since `resetShifts()`. */
declare global {
  interface Window {
    layoutShiftSum: number;
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.layoutShiftSum = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[])
        window.layoutShiftSum += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test('[S2.39] a list of 500 items: its first rows at once, then the virtualiser places those very cards without a shift, and scrolling reaches its last card', async ({
  page,
}) => {
  // The page's JavaScript arrives when the test lets it, as over a slow network.
  let release = () => {};
  const arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await arrival;
    await route.continue();
  });
  // A first render warms the server, so that the first view comes within its time limit (else the
  // server sends the bare page and the browser renders the list itself, virtualised at once).
  expect((await page.request.get(LONG_LIST)).status()).toBe(200);
  // Not until DOMContentLoaded: that waits for the page's module scripts.
  await page.goto(LONG_LIST, { waitUntil: 'commit' });
  await expect(page.locator('[data-first-rows="true"] article').first()).toBeVisible();
  const firstCards = page.locator('article');
  const firstCount = await firstCards.count();
  expect(firstCount).toBeGreaterThan(0);
  expect(firstCount).toBeLessThan(40);
  const firstCard = await firstCards.first().elementHandle();
  await page.evaluate(() => {
    window.layoutShiftSum = 0;
  });

  release();
  await appStarted(page);
  await expect(page.locator('[data-virtualized="true"]')).toBeAttached();
  await expect(page.locator('[data-first-rows]')).toHaveCount(0);
  // The same element, now placed by the virtualiser: the card was not rendered a second time.
  expect(await firstCard?.evaluate((card) => card.closest('[data-virtualized]') !== null)).toBe(
    true,
  );
  expect(await page.evaluate(() => window.layoutShiftSum)).toBe(0);

  // At the bottom of the page, the last card of the last category, and still only a few cards.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll('[role="listitem"][aria-setsize]')];
        const last = items.at(-1);
        return (
          last !== undefined &&
          last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize')
        );
      }),
    )
    .toBe(true);
  await expect(page.locator('[role="listitem"][aria-setsize] article').last()).toBeInViewport();
  expect(await page.locator('article').count()).toBeLessThan(60);

  // Scanned deep in the last category, its heading far above the rows in view (RGAA 9.1). The
  // window is first set on a row's top edge, just under the sticky top bar: wherever the scroll
  // stops, a card's title may sit half under the bar, which axe counts as a target too small.
  await page.evaluate(() => {
    // The bars' bottom edge: the first line down the window where the page's main content shows.
    let barBottom = 0;
    const main = document.querySelector('main');
    while (barBottom < window.innerHeight / 2) {
      const shown = document.elementFromPoint(window.innerWidth / 2, barBottom);
      if (shown !== null && main?.contains(shown) === true) break;
      barBottom += 1;
    }
    const rows = [...document.querySelectorAll('[data-virtualized] > [data-index]')];
    const cut = rows.find((row) => {
      const box = row.getBoundingClientRect();
      return box.top < barBottom && box.bottom > barBottom;
    });
    if (cut) window.scrollBy(0, cut.getBoundingClientRect().top - barBottom);
  });
  await expectNoAxeViolations(page);
});

test('[S2.39] [S4.11] an address naming a product far down a list of 500 items shows its card', async ({
  page,
}) => {
  const list = await readListAnswer<{
    products: { itemsByCategory: { items: { codeAx: string }[] }[] };
  }>(page, LONG_LIST.split('/').at(-1) ?? '');
  // The last card of the grid: the last item of its last category.
  const far = list.products.itemsByCategory.at(-1)?.items.at(-1)?.codeAx;
  if (far === undefined) throw new Error('the demo list of 500 items has no item');

  await page.goto('about:blank');
  await page.goto(`${LONG_LIST}#produit-${far}`);
  await appStarted(page);
  await expect(page.locator(`[id="produit-${far}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
});
