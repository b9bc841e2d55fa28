import { screenLabels } from '@ldn/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';
import { overlayProducts, searchProducts } from '../src/layout';

/** [S2.60] The drawer's external-products entry opens the overlay. */
async function openProducts(page: Page) {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer
    .getByRole('button', { name: screenLabels.PRODUCTS })
    .or(drawer.getByRole('link', { name: screenLabels.PRODUCTS }))
    .click();
  const overlay = page.getByRole('dialog', { name: screenLabels.PRODUCTS });
  await expect(overlay).toBeVisible();
  return overlay;
}

test.describe('the products overlay', () => {
  test('[S2.49] [S5.18] biberon, pousette (typo) and body bébé find faceted results; filter, sort, close', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, DEMO.parent, '/');
    const overlay = await openProducts(page);
    await expect(page.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveAttribute(
      'placeholder',
      'Recherchez un article ...',
    );
    await expectNoAxeViolations(page);

    await searchProducts(page, 'biberon');
    await expect(overlayProducts(page).first()).toBeVisible();
    await expect(overlayProducts(page).first()).toContainText(/biberon/i);
    await expect(
      overlay.getByText(/^\d+ articles?$/).or(overlay.getByText(/Résultats pour/)),
    ).toBeVisible();
    if (isMobile) await overlay.getByRole('button', { name: 'Filtrer' }).click();
    const filters = isMobile
      ? page.getByRole('dialog', { name: 'Filtres' })
      : overlay.getByRole('complementary', { name: 'Filtres' });
    await expect(filters.getByRole('group', { name: 'Prix' })).toBeVisible();
    await expect(filters.getByRole('group', { name: 'Couleur' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter by colour: the count of articles becomes the colour's own count (its bucket).
    const colour = filters.getByRole('group', { name: 'Couleur' }).getByRole('checkbox').first();
    const colourName = await colour.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
    );
    const bucket = Number(/\((\d+)\)\s*$/.exec(colourName)?.[1] ?? 0);
    expect(bucket).toBeGreaterThan(0);
    await colour.check();
    await expect(colour).toBeChecked();
    // On a phone the filters drawer covers the grid (modal): it is closed to see the results.
    if (isMobile)
      await page
        .getByRole('dialog', { name: 'Filtres' })
        .getByRole('button', { name: 'Fermer' })
        .click();
    await expect(
      overlay.getByText(bucket === 1 ? '1 article' : `${bucket} articles`, { exact: true }),
    ).toBeVisible();
    await expect(overlayProducts(page).first()).toBeVisible();

    // Sort by price, ascending: prices go up.
    await overlay.getByRole('button', { name: 'Trier' }).click();
    await page.getByRole('menuitemradio', { name: 'Prix croissant' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Chargement des articles...' }),
    ).toHaveCount(0);
    const prices = await overlayProducts(page)
      .getByText(/\d+,\d{2}\s€/)
      .allTextContents();
    const cents = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    await expectNoAxeViolations(page);

    // A typo still finds poussettes [S5.18] (typo tolerance of the service).
    await searchProducts(page, 'pousette');
    await expect(overlayProducts(page).first()).toContainText(/poussette/i);

    await searchProducts(page, 'body bébé');
    await expect(overlayProducts(page).first()).toContainText(/body/i);
    await expectNoAxeViolations(page);

    await overlay.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(page.getByRole('dialog', { name: screenLabels.PRODUCTS })).toHaveCount(0);
  });

  test('[S2.49] results that come late move nothing already on screen: the count, Filtrer, Trier, the suggestions, the categories and the products stay put (no layout shift)', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, DEMO.parent, '/');
    await openProducts(page);
    // A slow network: the answer comes a second after Enter, past the half second after an input
    // in which the browser forgives a shift (Layout Instability API, `hadRecentInput`).
    await page.route('**/discovery/search', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const box = page.getByRole('searchbox', { name: 'Rechercher un article' });
    await box.pressSequentially('biberon');
    await page.evaluate(() => {
      const shifts: LayoutShift[] = [];
      Object.assign(window, { ldnShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            // On a desktop the filters' own lists follow the search's facets, by nature.
            inFilters: entry.sources.every(
              (source) => source.node?.parentElement?.closest('aside') !== null,
            ),
            nodes: entry.sources.map((source) => source.node?.textContent?.slice(0, 40) ?? ''),
          });
        }
      }).observe({ type: 'layout-shift' });

      interface LayoutShift {
        value: number;
        inFilters: boolean;
        nodes: string[];
      }
      interface LayoutShiftEntry {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }
    });
    await box.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Chargement des articles...' }),
    ).toBeVisible();
    await expect(overlayProducts(page).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Catégories' })).toBeVisible();
    // Two more frames: the filters follow the results by one.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    const shifts = await page.evaluate(
      () =>
        (
          window as unknown as {
            ldnShifts: { value: number; inFilters: boolean; nodes: string[] }[];
          }
        ).ldnShifts,
    );
    // On a phone (the filters in a drawer) nothing moves at all.
    expect(isMobile ? shifts : shifts.filter((shift) => !shift.inFilters)).toEqual([]);
  });
});
