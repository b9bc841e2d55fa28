import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { freshAccount, NEW_ACCOUNT_PASSWORD, signUpFromHome } from '../src/sign-up';
import { smallTargets } from '../src/target-size';
import { anotherBrowser } from '../src/devices';

/** The password the journey changes to (the sign-up rule: not a common one, not the name). */
const CHANGED_PASSWORD = 'Hochet-Vert-2027';

/** Signs in through the real 'Connexion' page with a password, landing on `redirect`. */
async function signInWith(page: Page, email: string, password: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * The account-security part alone: once the page has scrolled to it on a phone, the settings'
 * radio buttons above are partly covered by the sticky top bar, and axe's target-size measures
 * only their uncovered part (the whole page is scanned at the top, before).
 */
const SECURITY_PART = 'section[aria-labelledby$="-security"]';

const signedIn = async (page: Page): Promise<boolean> =>
  ((await (await page.request.get('/api/ldn/v1/getUserProfil/')).json()) as { logged: boolean })
    .logged;

test.describe('Sécurité du compte (Parameters)', () => {
  test('[S2.45] [ASVS V7.5.2] [ASVS V6.2.2] [ASVS V6.2.3] [ASVS V7.4.3] a parent sees her devices, changes her password, her other browser is signed out, and only the new password signs in', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    const account = freshAccount(testInfo, 'securite', 'Camille');
    await signUpFromHome(page, account);

    // A second browser of the same parent (another device), signed in with the same password.
    const otherDevice = await anotherBrowser(browser, testInfo);
    try {
      const other = await otherDevice.newPage();
      await signInWith(other, account.email, NEW_ACCOUNT_PASSWORD, '/parameters');
      await expect(other.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
      expect(await signedIn(other)).toBe(true);

      // Parameters: 'Sécurité du compte', this browser marked 'Cet appareil', the other listed.
      await page.goto('/parameters');
      const security = page.getByRole('region', { name: 'Sécurité du compte' });
      await expect(security).toBeVisible();
      const devices = security.getByRole('list', { name: 'Appareils connectés' });
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByRole('listitem').first()).toContainText('Cet appareil');
      await expect(devices.getByRole('listitem').first()).toContainText(/Chrome/);
      await expect(devices.getByRole('listitem').nth(1)).toContainText(
        /Connecté le \d{2}\/\d{2}\/\d{2}/,
      );
      await expect(
        security.getByRole('button', { name: /^Déconnecter .*connecté le/ }),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);
      const { small } = await smallTargets(page, {
        minimum: 24,
        mainMinimum: isMobile ? 44 : 24,
      });
      expect(small, 'targets too small on /parameters').toEqual([]);

      // A wrong current password is refused on its field.
      await security.getByLabel('Mot de passe actuel').fill('Pas-le-bon-2026');
      await security.getByLabel('Nouveau mot de passe', { exact: true }).fill(CHANGED_PASSWORD);
      await security.getByLabel('Confirmation du nouveau mot de passe').fill(CHANGED_PASSWORD);
      await security.getByRole('button', { name: 'Changer mon mot de passe' }).click();
      await expect(security.getByLabel('Mot de passe actuel')).toHaveAccessibleDescription(
        'Le mot de passe actuel est incorrect.',
      );
      await expect(security.getByLabel('Mot de passe actuel')).toBeFocused();
      await expectNoAxeViolations(page, { include: SECURITY_PART });

      // The right one: changed, and 'Déconnecter mes autres appareils' is checked by default.
      await expect(security.getByLabel('Déconnecter mes autres appareils')).toBeChecked();
      await security.getByLabel('Mot de passe actuel').fill(NEW_ACCOUNT_PASSWORD);
      await security.getByRole('button', { name: 'Changer mon mot de passe' }).click();
      await expect(
        security.getByText(
          'Votre mot de passe a été changé et vos autres appareils ont été déconnectés.',
        ),
      ).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      await expect(
        security.getByText('Aucun autre appareil n’est connecté à votre compte.'),
      ).toBeVisible();
      await expectNoAxeViolations(page, { include: SECURITY_PART });

      // The other browser has lost its session.
      expect(await signedIn(other)).toBe(false);
    } finally {
      await otherDevice.close();
    }

    // Sign out; the old password no longer signs in, the new one does.
    await page.goto('/logout');
    await expect(page.getByRole('status')).toHaveText('Vous êtes déconnecté.');
    expect(await signedIn(page)).toBe(false);
    await signInWith(page, account.email, NEW_ACCOUNT_PASSWORD, '/parameters');
    await expect(page.getByRole('alert')).toContainText('E-mail ou mot de passe incorrect.');
    await page.getByLabel('Mot de passe', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    expect(await signedIn(page)).toBe(true);
    await expect(
      page
        .getByRole('list', { name: 'Appareils connectés' })
        .getByRole('listitem')
        .filter({ hasText: 'Cet appareil' }),
    ).toHaveCount(1);
  });
});
