import { screenLabels } from '@ldn/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { productsInStock } from '../src/catalogue';
import { lookUpCustomer } from '../src/kiosk';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';
import { addToCartFromList } from '../src/layout';

const LIST_ID = 'demo00parent';
const LIST_TITLE = 'Bienvenue Léa !';

/**
 * [S2.13] [S4.3] Staff acting for a customer keep their place over a full page load: a reload of the
 * customer's list, and the way back from the payment page, land where they were, not on SellerPage.
 */
test.describe('staff keep their customer over a full page load', () => {
  test('[S2.13] [S4.3] [S2.28] an accountant reloads the customer list, pays, cancels, and is back on the cart', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [product] = await productsInStock(request, 1);
    if (product === undefined) throw new Error('a product in stock on the demo list');
    const listTitle = page.getByRole('heading', { level: 1, name: LIST_TITLE });

    await test.step('the accountant opens the parent list from SellerPage', async () => {
      await signIn(page, DEMO.accountant, '/seller');
      await expect(page.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toBeVisible();
      await lookUpCustomer(page, DEMO.parent);
      await page.getByRole('link', { name: `Ouvrir la liste « ${LIST_TITLE} »` }).click();
      await expect(page).toHaveURL(new RegExp(`/list/${LIST_ID}/detenteur$`));
      await expect(listTitle).toBeVisible();
    });

    await test.step('[S2.13] a reload keeps the customer list open', async () => {
      await page.reload();
      await expect(listTitle).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/list/${LIST_ID}/detenteur$`));
      await expectNoAxeViolations(page);
    });

    await test.step('[S4.3] a product in the cart, the transaction validated: the payment page', async () => {
      await addToCartFromList(page, product.productName);
      await page
        .getByRole('link', { name: new RegExp(`^${screenLabels.CART}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/list/${LIST_ID}/cart$`));
      await expect(page.getByText(product.productName).first()).toBeVisible();
      await page.getByRole('button', { name: screenLabels.VALIDATE_TRANSACTION }).first().click();
      await expect(page).toHaveURL(/\/paiement\/[a-z0-9]+$/);
    });

    await test.step('[S4.3] back from the payment page: the cart, not SellerPage', async () => {
      await page.getByRole('button', { name: 'Annuler et revenir au panier' }).click();
      await expect(page).toHaveURL(new RegExp(`/list/${LIST_ID}/cart\\?paiement=annule`));
      await expect(page.getByText('Paiement annulé').first()).toBeVisible();
      await expect(page.getByText(product.productName).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
});
