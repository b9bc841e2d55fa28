import { environmentBannerText, screenMessages } from '@ldn/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, PROD_URL } from '../src/servers';
import { signIn } from '../src/sign-in';

test.describe('routes and navigation rules', () => {
  test('[S2.23] [S2.47] an unknown path shows the Not found text', async ({ page }) => {
    await page.goto('/ceci-n-existe-pas');
    await expect(page.getByText(screenMessages.NOT_FOUND)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('[S2.20] the legal notices page is real', async ({ page }) => {
    await page.goto('/mentions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('[S1.7] [S9.12] STAGING shows its banner, PROD none', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(environmentBannerText('STAGING'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${PROD_URL}/`);
    await expect(page.getByText(/Vous êtes sur l'environnement/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('[S2.1] [S2.28] a SELLER who signs in is sent to the seller page', async ({ page }) => {
    await signIn(page, DEMO.seller, '/');
    await expect(page).toHaveURL(/\/seller$/);
    await expectNoAxeViolations(page);
  });

  test('[S2.29] a parent is sent away from the seller pages to Home', async ({ page }) => {
    await signIn(page, DEMO.parent, '/');
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test('[S2.29] [S2.30] an anonymous visitor of a seller page is sent to the login', async ({
    page,
  }) => {
    await page.goto('/seller/pendingtransactionslist');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });
});
