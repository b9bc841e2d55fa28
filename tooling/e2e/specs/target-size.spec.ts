import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';
import { smallTargets } from '../src/target-size';

/**
 * Every interactive target of every screen measures at least 24x24 CSS px
 * (WCAG 2.2 2.5.8), and on the phone every main action at least 44x44, measured in the page by
 * `src/target-size.ts` on each route of spec §2 a visitor, a parent and a seller reach.
 */
const DEMO_LIST = 'demo00parent';

/** Opens `path`, waits for its main heading, and lists the targets below their minimum. */
async function expectTargetsLargeEnough(page: Page, path: string, isMobile: boolean) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { measured, small } = await smallTargets(page, {
    minimum: 24,
    mainMinimum: isMobile ? 44 : 24,
  });
  // Every screen has a header with a few targets: a page with none or one was not measured.
  expect(measured, `targets measured on ${path}`).toBeGreaterThan(2);
  expect(small, `targets too small on ${path}`).toEqual([]);
}

test.describe('target sizes', () => {
  test('[S2.1] [S2.3] [S2.6] [S2.9] [S2.19] [S2.20] [S2.21] [S2.23] a visitor’s screens: every target at least 24x24, main actions 44x44 on the phone', async ({
    page,
    isMobile,
  }) => {
    for (const path of [
      '/',
      '/list/search',
      `/list/${DEMO_LIST}`,
      `/list/${DEMO_LIST}/cart`,
      '/mentions',
      '/closed',
      '/page-qui-n-existe-pas',
    ]) {
      await expectTargetsLargeEnough(page, path, isMobile);
    }
    // A product of the list, opened from it.
    await page.goto(`/list/${DEMO_LIST}`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expectTargetsLargeEnough(page, new URL(page.url()).pathname, isMobile);
  });

  test('[S2.4] [S2.5] [S2.7] [S2.8] [S2.18] the parent’s screens', async ({ page, isMobile }) => {
    await signIn(page, DEMO.parent, '/');
    for (const suffix of ['detenteur', 'partage', 'activite', 'cagnotte']) {
      await expectTargetsLargeEnough(page, `/list/${DEMO_LIST}/${suffix}`, isMobile);
    }
    await expectTargetsLargeEnough(page, '/parameters', isMobile);
  });

  test('[S2.13] [S2.15] [S2.17] the seller’s screens', async ({ page, isMobile }) => {
    await signIn(page, DEMO.seller, '/seller');
    for (const path of ['/seller', '/seller/pendingtransactionslist', '/seller/help']) {
      await expectTargetsLargeEnough(page, path, isMobile);
    }
  });
});
