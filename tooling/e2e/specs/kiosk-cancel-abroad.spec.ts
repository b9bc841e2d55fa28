import { errorToastMessages } from '@ldn/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import {
  KIOSK_SCREEN,
  listItemsAs,
  lookUpCustomer,
  openKioskCart,
  sellerSignsInOnKiosk,
  validateIntoTransaction,
} from '../src/kiosk';
import { addToCartFromList, toast } from '../src/layout';
import { parentWithList } from '../src/money';
import { uniqueLastName } from '../src/names';

/** The demo SELLER's store (apps/server/src/seed/stores.ts). */
const DEMO_SELLER_STORE = 'S001';

/**
 * Beside the whole loop (kiosk-store-loop.spec.ts): a seller cancels a pending
 * transaction and its units become giftable again; a customer living outside France is served
 * as far as the rules allow, and no further.
 */
test.use({ ...KIOSK_SCREEN, actionTimeout: 15_000 });

test.describe('the seller kiosk: cancelling, and a customer abroad', () => {
  test.skip(({ isMobile }) => isMobile, 'the kiosk is a 1024x768 touch screen (desktop project)');

  test('[S4.7] [S5.11] [S3.13] a seller cancels a pending transaction: its units are giftable again', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A parent of his own list, with an empty wallet: the cart becomes a transaction at once.
    const world = await parentWithList(browser, request, testInfo, [2]);
    const [item] = world.items;
    if (item === undefined) throw new Error('one list item');

    await test.step('[S4.10] the seller finds the parent and opens the list', async () => {
      await sellerSignsInOnKiosk(page);
      await lookUpCustomer(page, world.parent.email);
      await expect(
        page.getByText(`Client : ${world.parent.firstName} ${world.parent.lastName}`).first(),
      ).toBeVisible();
      await page
        .getByRole('link', { name: /Ouvrir/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/kiosk/list/${world.listId}`));
    });

    let transactionId = '';
    await test.step('[S4.5] one unit in the in-store cart, validated into a pending transaction', async () => {
      await addToCartFromList(page, item.productName);
      await openKioskCart(page, world.listId);
      transactionId = await validateIntoTransaction(page);
      // The unit is reserved while the register has not rung it up.
      const [reserved] = await listItemsAs(page, world.listId);
      expect(reserved).toMatchObject({ quantityOfContributedItems: 0, quantityInProgress: 1 });
    });

    await test.step('[S4.7] the seller cancels it, after confirming', async () => {
      await page.getByRole('button', { name: 'Annuler la transaction' }).click();
      const confirm = page.getByRole('dialog', { name: 'Annuler la transaction ?' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Oui, annuler la transaction' }).click();
      await expect(page.getByText('La transaction a été annulée.').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('[S5.11] the unit is giftable again, and the transaction is no longer pending', async () => {
      const [released] = await listItemsAs(page, world.listId);
      expect(released).toMatchObject({ quantityOfContributedItems: 0, quantityInProgress: 0 });
      const pending = await page.request.get(
        `/api/ldn/v1/getReservedContributionFromWinshopForStore/aufr/${DEMO_SELLER_STORE}`,
      );
      expect(pending.ok()).toBe(true);
      const ids = ((await pending.json()) as { id: string }[]).map((entry) => entry.id);
      expect(ids).not.toContain(transactionId);
      await world.parentPage.context().close();
    });
  });

  test('[S4.10] [S5.12] [S5.13] a customer living outside France gets neither lookup nor list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await sellerSignsInOnKiosk(page);

    await test.step('[S4.10] [S8.2] the Belgian demo customer is refused at lookup', async () => {
      await lookUpCustomer(page, 'client.be@example.fr');
      await expect(toast(page, errorToastMessages.UNAVAILABLE_COUNTRY_STAFF)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Créer la liste' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    const lastName = uniqueLastName('Bruxelles');
    const email = `${lastName.toLowerCase()}@example.fr`;
    await test.step('[S5.13] a new account living in Belgium', async () => {
      await lookUpCustomer(page, email);
      await expect(page.getByRole('button', { name: 'Créer le compte' })).toBeVisible();
      await page.getByRole('radio', { name: 'Monsieur' }).check();
      await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jules');
      await page.getByRole('textbox', { name: /^Nom/ }).fill(lastName);
      await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
      await page.getByRole('combobox', { name: /Pays de résidence/ }).selectOption('BE');
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(page.getByText(`Client : Jules ${lastName}`).first()).toBeVisible();
    });

    await test.step('[S4.10] [S5.12] no list: the country popup, which closes by itself after 5 s', async () => {
      await page.getByRole('button', { name: 'Créer la liste' }).click();
      const popup = page.getByRole('dialog');
      await expect(popup).toContainText(errorToastMessages.UNAVAILABLE_COUNTRY_STAFF);
      await expectNoAxeViolations(page);
      await expect(popup).toHaveCount(0, { timeout: 9_000 });
      await expect(page).toHaveURL(/\/kiosk\/seller$/);
      await expect(page.getByText("Ce client n'a pas encore de liste.").first()).toBeVisible();
    });
  });
});
