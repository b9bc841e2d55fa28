import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The password of every account a journey creates (the sign-up rule: 8 to 128 characters, not a common one). */
export const NEW_ACCOUNT_PASSWORD = 'Bebe2026ok';

/** A new person of a journey. */
export interface NewAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * A fresh e-mail for each run, project and purpose, so a journey never meets an account of an
 * earlier run (the servers start on fresh databases, but `reuseExistingServer` may change).
 */
export function freshAccount(testInfo: TestInfo, purpose: string, firstName = 'Julie'): NewAccount {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    email: `${purpose}.${testInfo.project.name}.${unique}@example.fr`,
    firstName,
    lastName: 'Lefranc',
  };
}

/**
 * [S2.36] [S7.48] Signs up through the real pages, as a new parent would: Home's 'Créer un compte'
 * opens the provider's French 'Création de compte' page at once (France selected), not the
 * sign-in; the account is created, signed in, and the browser lands back on Home. Axe scans the
 * Home and the sign-up pages on the way.
 */
export async function signUpFromHome(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bienvenue sur la liste de naissance' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Création de compte' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pays de résidence' })).toHaveValue('FR');
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByLabel('Prénom').fill(account.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByLabel('Confirmation du mot de passe').fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/login'),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Bonjour ${account.firstName} !` }),
  ).toBeVisible();
}
