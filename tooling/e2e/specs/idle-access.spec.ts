import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, SHORT_ACCESS_SECONDS, SHORT_ACCESS_URL } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * [S7.1] A person idle longer than the access lifetime and then loading a page (a reload, another
 * address, a new tab) gets the page, never the API's `{"code":"ACCESS_EXPIRED",...}`. The server
 * of this journey gives an access of a few seconds (`LDN_ACCESS_TTL_SECONDS`) instead of 15
 * minutes, so that the wait is real but short.
 */
test.use({ baseURL: SHORT_ACCESS_URL });

/** Idle until the access has expired. */
const idlePastTheAccess = (page: Page) => page.waitForTimeout((SHORT_ACCESS_SECONDS + 2) * 1000);

/** The page is the app's HTML, with no trace of the API's refusal. */
async function expectAPage(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('body')).not.toContainText('ACCESS_EXPIRED');
}

test.describe('an access that expired while the page was idle', () => {
  test('[S7.1] a parent reloads his list, opens the legal notices and a new tab: pages, not JSON', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.parent, '/list/demo00parent/detenteur');
    await expect(page).toHaveURL(/\/list\/demo00parent\/detenteur$/);
    const listTitle = page.getByRole('heading', { level: 1, name: 'Bienvenue Léa !' });
    await expect(listTitle).toBeVisible();

    await idlePastTheAccess(page);
    await expectAPage(page, await page.reload());
    // Still signed in: the owner's page, with his list.
    await expect(page).toHaveURL(/\/list\/demo00parent\/detenteur$/);
    await expect(listTitle).toBeVisible();
    await expectNoAxeViolations(page);

    await idlePastTheAccess(page);
    await expectAPage(page, await page.goto('/mentions'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await idlePastTheAccess(page);
    const tab = await context.newPage();
    await expectAPage(tab, await tab.goto('/list/demo00parent/detenteur'));
    await expect(tab.getByRole('heading', { level: 1, name: 'Bienvenue Léa !' })).toBeVisible();
    await expectNoAxeViolations(tab);
  });

  test('[S7.1] [S2.13] a seller idle past the access reloads SellerPage and stays signed in', async ({
    page,
  }) => {
    await signIn(page, DEMO.seller, '/seller');
    await expect(page).toHaveURL(/\/seller$/);
    const sellerTitle = page.getByRole('heading', { level: 1, name: 'Espace vendeur' });
    await expect(sellerTitle).toBeVisible();

    await idlePastTheAccess(page);
    await expectAPage(page, await page.goto('/seller'));
    await expect(page).toHaveURL(/\/seller$/);
    await expect(sellerTitle).toBeVisible();
    await expectNoAxeViolations(page);

    await idlePastTheAccess(page);
    await expectAPage(page, await page.goto('/kiosk/seller'));
    await expect(page).toHaveURL(/\/kiosk\/seller$/);
    await expect(sellerTitle).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
