import { screenLabels } from '@ldn/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { productsInStock } from '../src/catalogue';
import { addToCartFromList, overlayProducts, productsOverlay } from '../src/layout';
import {
  KIOSK_SCREEN,
  listItemsAs,
  lookUpCustomer,
  openKioskCart,
  ringUpOnRegister,
  sellerSignsInOnKiosk,
  validateIntoTransaction,
} from '../src/kiosk';
import { apiCall } from '../src/money';
import { uniqueLastName } from '../src/names';

/**
 * On a kiosk-sized touch screen, a seller completes the whole in-store loop
 * in the kiosk, without help: a new customer, a list, two products through the overlay, the
 * in-store cart, the pending transaction, the register's ticket (one line missing), the
 * confirmation, and the list's gifted quantities.
 */
test.use({ ...KIOSK_SCREEN, actionTimeout: 15_000 });

test.describe('the seller kiosk: the whole in-store loop', () => {
  test.skip(({ isMobile }) => isMobile, 'the kiosk is a 1024x768 touch screen (desktop project)');

  test('[S2.13] [S4.5] [S4.7] [S5.11] [S3.13] a seller serves a new customer from list to confirmed ticket', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const [first, second] = await productsInStock(request, 2);
    if (first === undefined || second === undefined) throw new Error('two products in stock');
    const lastName = uniqueLastName('Kiosque');
    const email = `${lastName.toLowerCase()}@example.fr`;

    await test.step('[S2.14] the seller signs in from the kiosk', async () => {
      await sellerSignsInOnKiosk(page);
      await expectNoAxeViolations(page);
    });

    await test.step('[S4.10] [S5.13] an unknown e-mail, then the account', async () => {
      await lookUpCustomer(page, email);
      await expect(page.getByRole('button', { name: 'Créer le compte' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: 'Madame' }).check();
      await page.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
      await page.getByRole('textbox', { name: /^Nom/ }).fill(lastName);
      await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(page.getByText(`Client : Léa ${lastName}`).first()).toBeVisible();
    });

    let listId = '';
    /** The list's two items (codes as the list holds them), in the order added. */
    const sold: { codeAx: string; productName: string }[] = [];
    /** The first item is rung up; the second is left off the ticket. */
    const line = (index: number) => {
      const item = sold[index];
      if (item === undefined) throw new Error(`no list item ${String(index)}`);
      return item;
    };
    await test.step('[S5.12] a list for the customer, opened in the kiosk', async () => {
      await page.getByRole('button', { name: 'Créer la liste' }).click();
      await expect(page).toHaveURL(/\/kiosk\/list\/[^/]+\/detenteur$/);
      listId = /\/kiosk\/list\/([^/]+)\/detenteur$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
      expect(listId).not.toBe('');
      // The strip says for whom the seller acts.
      await expect(page.getByRole('complementary', { name: 'Client sélectionné' })).toContainText(
        `Client : Léa ${lastName}`,
      );
      await expectNoAxeViolations(page);
    });

    await test.step('[S2.49] [S4.11] two products through the overlay', async () => {
      for (const product of [first, second]) {
        await page
          .getByRole('button', { name: /Ajouter des produits/ })
          .first()
          .click();
        const overlay = productsOverlay(page);
        await expect(overlay).toBeVisible();
        const box = page.getByRole('searchbox', { name: 'Rechercher un article' });
        await box.fill(product.productName);
        await box.press('Enter');
        // The discovery search over the whole catalogue may take a while on a busy machine.
        const card = overlayProducts(page)
          .filter({ has: page.getByText(product.productName, { exact: true }) })
          .first();
        await expect(card).toBeVisible({ timeout: 60_000 });
        await expectNoAxeViolations(page);
        await card.getByRole('button', { name: 'Ajouter à ma liste' }).click();
        const added = page.getByRole('dialog', { name: /ajouté/ });
        await expect(added).toBeVisible();
        await added.getByRole('button', { name: 'Valider' }).click();
        await expect(added).toHaveCount(0);
      }
      // The overlay adds a product's variant: the list's codes are the ones to sell.
      const items = await listItemsAs(page, listId);
      expect(items.map((item) => item.productName).sort()).toEqual(
        [first.productName, second.productName].sort(),
      );
      for (const product of [first, second]) {
        const item = items.find((entry) => entry.productName === product.productName);
        sold.push({ codeAx: String(item?.codeAx), productName: product.productName });
      }
    });

    await test.step('[S2.34] the draft list is published for the store', async () => {
      // In-app navigation only: the selected customer lives in the page's session state.
      const publish = page.getByRole('button', { name: 'Publier ma liste' });
      if (await publish.isVisible()) {
        await publish.click();
        const confirm = page.getByRole('dialog');
        if (await confirm.isVisible()) await confirm.getByRole('button').last().click();
      }
      await expect(page.getByRole('region', { name: 'Votre liste est en brouillon' })).toHaveCount(
        0,
      );
    });

    let transactionId = '';
    await test.step("[S2.9] [S4.5] the holder's in-store cart, validated into a pending transaction", async () => {
      for (const product of sold) {
        await addToCartFromList(page, product.productName);
        await expect(page.getByRole('link', { name: 'Voir mon panier' }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: screenLabels.CUSTOMER_LIST }).click();
        await expect(page).toHaveURL(new RegExp(`/kiosk/list/${listId}/detenteur$`));
      }
      await openKioskCart(page, listId);
      await expect(page.getByText(line(0).productName).first()).toBeVisible();
      await expectNoAxeViolations(page);
      transactionId = await validateIntoTransaction(page);
      await expectNoAxeViolations(page);
    });

    let ticketNumber = '';
    await test.step('[S3.13] the register rings the transaction up, one line missing', async () => {
      const transaction = await apiCall(
        page,
        'GET',
        `/ldn/v1/getReservedContributionById/${transactionId}`,
      );
      // The register of the seller's store: the simulator rings up for its signed-in staff only.
      ticketNumber = await ringUpOnRegister(page, String(transaction.gs1Code), [line(1).codeAx]);
      expect(ticketNumber).toMatch(/^[AUW]M\w{2}-\d-\d+$/);
    });

    await test.step('[S5.11] [S4.7] the seller types the ticket, sees the missing line, confirms', async () => {
      await page.getByRole('textbox', { name: /Numéro de ticket/ }).fill(ticketNumber);
      await page.getByRole('button', { name: 'Vérifier le ticket' }).click();
      const missing = page.getByRole('region', { name: 'Articles manquants sur le ticket' });
      await expect(
        missing.or(page.getByText('Articles manquants sur le ticket')).first(),
      ).toBeVisible();
      await expect(page.getByText(line(1).productName).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Confirmer' }).click();
      await expect(
        page.getByText('La transaction est confirmée : la liste du client est à jour.').first(),
      ).toBeVisible();
    });

    await test.step('[S4.7] the list shows the gifts: the missing line is not gifted', async () => {
      const items = await listItemsAs(page, listId);
      const item = (code: string) => items.find((entry) => entry.codeAx === code) ?? {};
      expect(item(line(0).codeAx)).toMatchObject({
        quantityOfContributedItems: 1,
        quantityInProgress: 0,
      });
      // The missing line was released: neither gifted nor reserved.
      expect(item(line(1).codeAx)).toMatchObject({
        quantityOfContributedItems: 0,
        quantityInProgress: 0,
      });
      // Back to the customer through SellerPage, as a seller would, then the list's activity.
      await page.getByRole('link', { name: 'Changer de client' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toBeVisible();
      await lookUpCustomer(page, email);
      await page
        .getByRole('link', { name: /Ouvrir/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/kiosk/list/${listId}`));
      await expect(page.getByText('1 offert').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: screenLabels.ACTIVITY }).click();
      await expect(page).toHaveURL(new RegExp(`/kiosk/list/${listId}/activite$`));
      await expect(page.getByText(line(0).productName).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
