import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { waitForMailTo } from '../src/mails';
import { STAGING_URL } from '../src/servers';
import { signIn } from '../src/sign-in';
import { freshAccount, NEW_ACCOUNT_PASSWORD, signUpFromHome } from '../src/sign-up';

/** The password the journey chooses on the reset page (the sign-up rule: not a common one). */
const RESET_PASSWORD = 'Berceau-bleu-2027';

test.describe('Mot de passe oublié', () => {
  test('[ASVS V6.4.3] a parent who forgot the password gets a single-use link by mail, chooses a new one and signs in with it', async ({
    browser,
    page,
  }, testInfo) => {
    const account = freshAccount(testInfo, 'reset', 'Margaux');
    await signUpFromHome(page, account);
    await page.goto('/logout');
    await expect(page.getByRole('status')).toHaveText('Vous êtes déconnecté.');
    await expectNoAxeViolations(page);

    // 'Connexion' -> 'Mot de passe oublié ?' -> 'Réinitialiser le mot de passe'.
    await page.goto('/login?redirect=/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.',
    );
    await expectNoAxeViolations(page);

    // The mail, as the development mail page shows it once the outbox has delivered it: to its
    // recipient only, signed in (here in another browser, with the password not yet forgotten,
    // as one reads a mailbox where one is still signed in).
    const mailbox = await browser.newContext({ baseURL: STAGING_URL, locale: 'fr-FR' });
    const reader = await mailbox.newPage();
    await signIn(reader, account.email, '/', NEW_ACCOUNT_PASSWORD);
    const mail = await waitForMailTo(reader.request, account.email);
    await mailbox.close();
    expect(mail.kind).toBe('password-reset');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain(`Bonjour ${account.firstName},`);
    const link = /https?:\/\/\S+\/oidc\/password-reset\/new\?token=[A-Za-z0-9_-]{43}/.exec(
      mail.text,
    )?.[0];
    expect(link, mail.text).toBeTruthy();

    // The link: the token leaves the address bar at once.
    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }),
    ).toBeVisible();
    expect(page.url()).not.toContain('token');
    await expectNoAxeViolations(page);
    await page.getByLabel('Nouveau mot de passe').fill(RESET_PASSWORD);
    await page.getByLabel('Confirmation du mot de passe').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('status')).toHaveText('Votre mot de passe a été modifié.');
    await expectNoAxeViolations(page);

    // The old password is refused, the new one signs in.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('E-mail ou mot de passe incorrect.');
    await page.getByLabel('Mot de passe', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/login'),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: `Bonjour ${account.firstName} !` }),
    ).toBeVisible();

    // Single use: the link now says so, with the way to ask again.
    await page.goto(link ?? '');
    await expect(page.getByRole('alert')).toContainText('n’est plus valide');
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
