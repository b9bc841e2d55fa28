import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../src/axe';
import { waitForMailTo } from '../src/mails';
import { DEMO, DEMO_PASSWORD, STAFF_MFA_URL } from '../src/servers';

/** An authenticator app, as the staff's phone runs it: the key read from the enrolment page. */
function authenticator(key: string): (timestamp?: number) => string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replaceAll(' ', '')) });
  return (timestamp = Date.now()) => totp.generate({ timestamp });
}

/** The 'Connexion' page of the server whose staff give a code, the demo password typed. */
async function typePassword(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code de vérification').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
}

test.use({ baseURL: STAFF_MFA_URL });

test.describe('the second factor of store staff (LDN_STAFF_MFA=required)', () => {
  test('[ASVS V6.3.3] a member of staff enrols an authenticator at the first sign-in, is told by mail, then gives its code at each one', async ({
    page,
    isMobile,
  }) => {
    // One demo staff account a project: each enrols its own authenticator once.
    const [email, landing] = isMobile ? [DEMO.accountant, '/'] : [DEMO.seller, '/kiosk/seller'];
    await typePassword(page, email, landing);

    // 'Activez la vérification en deux étapes': the QR code and the key to type by hand.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activez la vérification en deux étapes' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'QR code à scanner avec votre application d’authentification',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const code = authenticator((await page.locator('.secret').textContent()) ?? '');

    // A code of ten minutes ago is refused, announced, and the page stays accessible.
    await typeCode(page, code(Date.now() - 10 * 60_000));
    await expect(page.getByRole('alert')).toHaveText(
      'Code incorrect ou expiré. Saisissez le code affiché en ce moment.',
    );
    await expectNoAxeViolations(page);

    await typeCode(page, code());
    await page.waitForURL((url) => url.pathname === landing);
    if (!isMobile) {
      await expect(page.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toBeVisible();
    }
    // The account is told of the enrolment by mail.
    const mail = await waitForMailTo(page.request, email, STAFF_MFA_URL);
    expect(mail.kind).toBe('authenticator-enrolled');
    expect(mail.subject).toBe('Vérification en deux étapes activée');

    // Signed out, then in again: the code only, no QR code.
    await page.goto('/logout');
    await expect(page.getByRole('status')).toHaveText('Vous êtes déconnecté.');
    await typePassword(page, email, landing);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vérification en deux étapes' }),
    ).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The code of the next step: the current one was used by the first sign-in.
    await typeCode(page, code(Date.now() + 30_000));
    await page.waitForURL((url) => url.pathname === landing);
  });
});
