import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './servers';
import { expectNoAxeViolations } from './axe';

/**
 * Signs in through the real pages, as a person would: the app's `/login` starts the OpenID flow,
 * the provider shows the French 'Connexion' page, the callback opens the session and comes back.
 */
export async function signIn(
  page: Page,
  email: string,
  redirect = '/',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/login'),
  );
}
