import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { KIOSK_SCREEN, lookUpCustomer } from '../src/kiosk';
import { apiCall } from '../src/money';
import { uniqueLastName } from '../src/names';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

/** A customer created by the signed-in seller, with one list of his own. */
interface CustomerWithList {
  readonly email: string;
  readonly name: string;
  readonly pk: string;
  readonly listTitle: string;
  readonly listNumber: number;
}

/**
 * [S7.4] [S7.12] A new customer and a list for him, created through the API SellerPage uses, as
 * the page's signed-in seller (in the seller's store).
 */
async function customerWithList(page: Page, prefix: string): Promise<CustomerWithList> {
  const lastName = uniqueLastName(prefix);
  const email = `${lastName.toLowerCase()}@example.fr`;
  const profile = await apiCall(page, 'GET', '/ldn/v1/getUserProfil/');
  const created = await apiCall(page, 'POST', '/naoscommercewebservices_aufr/v2/aufr/users', {
    titleCode: 'mrs',
    firstName: 'Léa',
    lastName,
    password: `Aa1!${lastName}${lastName}`,
    uid: email,
    naosCountry: 'FR',
    phone: '0612345678',
  });
  const pk = String(created.pk);
  const listTitle = `Liste de Léa ${lastName}`;
  const list = (await apiCall(page, 'POST', `/ldn/v1/createListForOwner/aufr/${pk}`, {
    title: listTitle,
    contactStoreCode: String(profile.store),
  })) as unknown as { informations: { number: number } };
  return { email, name: `Léa ${lastName}`, pk, listTitle, listNumber: list.informations.number };
}

const sellerTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Espace vendeur' });

for (const app of [
  { name: 'web app', base: '' },
  { name: 'kiosk', base: '/kiosk' },
] as const) {
  test.describe(`SellerPage look-ups (${app.name})`, () => {
    if (app.base === '/kiosk') {
      test.use(KIOSK_SCREEN);
      test.skip(
        ({ isMobile }) => isMobile,
        'the kiosk is a 1024x768 touch screen (desktop project)',
      );
    }

    test(`[S2.37] [S4.10] the next customer's name never shows the previous customer's lists (${app.name})`, async ({
      page,
    }) => {
      await signIn(page, DEMO.seller, `${app.base}/seller`);
      await expect(sellerTitle(page)).toBeVisible();
      const first = await customerWithList(page, 'Avant');

      await lookUpCustomer(page, first.email);
      await expect(page.getByRole('heading', { name: `Client : ${first.name}` })).toBeVisible();
      const firstOpen = page.getByRole('link', { name: `Ouvrir la liste « ${first.listTitle} »` });
      await expect(firstOpen).toBeVisible();

      // The parent's lists are held back, as on a slow network, until the screen was checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/ldn/public/v1/getListsByOwnerId/**', async (route) => {
        if (!route.request().url().endsWith(`/${first.pk}`)) await held;
        await route.continue();
      });
      await lookUpCustomer(page, DEMO.parent);
      await expect(page.getByRole('heading', { name: 'Client : Claire Martin' })).toBeVisible();
      // While Claire's lists load: nothing of the first customer under her name.
      await expect(page.getByText(first.listTitle)).toHaveCount(0);
      await expect(firstOpen).toHaveCount(0);
      await expectNoAxeViolations(page);

      release();
      await expect(
        page.getByRole('link', { name: 'Ouvrir la liste « Bienvenue Léa ! »' }),
      ).toBeVisible();
      await expect(page.getByText(first.listTitle)).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
}

test.describe('SellerPage links a list', () => {
  test('[S7.28] [S1.4] by the number the screen shows, and says in French what is wrong', async ({
    page,
  }) => {
    await signIn(page, DEMO.seller, '/seller');
    await expect(sellerTitle(page)).toBeVisible();
    const from = await customerWithList(page, 'Ancien');
    const to = await customerWithList(page, 'Nouveau');

    await lookUpCustomer(page, to.email);
    await expect(page.getByRole('heading', { name: `Client : ${to.name}` })).toBeVisible();
    const field = page.getByRole('textbox', { name: /Numéro de la liste/ });
    const attach = page.getByRole('button', { name: 'Rattacher la liste' });

    // What is neither a number nor a list id: French advice, under the field.
    await field.fill('la liste de Léa');
    await attach.click();
    await expect(field).toHaveAccessibleDescription(/Ce numéro de liste n'est pas valide/);
    // A number no list has.
    await field.fill('999999999');
    await attach.click();
    await expect(field).toHaveAccessibleDescription(
      /Aucune liste ne porte ce numéro : vérifiez-le\./,
    );
    await expect(page.locator('body')).not.toContainText(/Invalid|must be/);
    await expectNoAxeViolations(page);

    // The number as the lists show it: 'Liste n° 100038'.
    await field.fill(String(from.listNumber));
    await attach.click();
    await expect(
      page.getByText('La liste a bien été rattachée au compte du client.').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Ouvrir la liste « ${from.listTitle} »` }),
    ).toBeVisible();
    await expect(page.getByText(`Liste n° ${String(from.listNumber)}`)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Invalid|must be/);
    await expectNoAxeViolations(page);
  });
});
