import { environmentBannerText, screenLabels } from '@ldn/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, PROD_URL } from '../src/servers';
import { signIn } from '../src/sign-in';

/** WCAG 2.5.5 and the kiosk's requirement: fingers, not a mouse. */
const TOUCH_TARGET_PX = 44;

test.describe('the seller kiosk, served under /kiosk', () => {
  test('[S2.15] [S2.62] a SELLER signs in and lands on the kiosk seller page, 44 px targets', async ({
    page,
  }) => {
    await signIn(page, DEMO.seller, '/kiosk/seller');
    await expect(page).toHaveURL(/\/kiosk\/seller$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${screenLabels.LOGOUT}`) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: screenLabels.STAFF_HELP })).toBeVisible();
    await expectNoAxeViolations(page);
    const controls = await page.locator('button:visible, a:visible').all();
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(
        box?.height ?? 0,
        await control.evaluate((element) => element.outerHTML),
      ).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
  });

  test('[S1.7] [S9.12] STAGING shows its banner on the kiosk, from SellerLogin on; PROD none', async ({
    page,
  }) => {
    await page.goto('/kiosk/seller/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion vendeur' })).toBeVisible();
    await expect(page.getByText(environmentBannerText('STAGING'))).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, DEMO.seller, '/kiosk/seller');
    await expect(page).toHaveURL(/\/kiosk\/seller$/);
    await expect(page.getByText(environmentBannerText('STAGING'))).toBeVisible();
    await page.goto(`${PROD_URL}/kiosk/seller/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion vendeur' })).toBeVisible();
    await expect(page.getByText(/Vous êtes sur l'environnement/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('[S2.29] [S2.30] an anonymous visitor of a kiosk page is sent to the login', async ({
    page,
  }) => {
    await page.goto('/kiosk/seller/pendingtransactionslist');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });
});
