import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { visibleButton } from '../src/layout';
import {
  DECLINED_CARD,
  GOOD_CARD,
  listActivity,
  listState,
  parentWithList,
  payWith,
} from '../src/money';
import { STAGING_URL } from '../src/servers';

/** [S2.9] [S2.54] Opens a product of the list and puts `quantity` in the cart. */
async function addProductToCart(page: Page, productName: string, quantity = 1): Promise<void> {
  await page.getByRole('link', { name: productName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expectNoAxeViolations(page);
  for (let more = 1; more < quantity; more += 1) {
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  }
  await visibleButton(page, 'Ajouter au panier').click();
  await expect(page.getByText(`Dans votre panier : ${quantity}`)).toBeVisible();
}

test.describe('a relative gives: list search, cart, wallet, checkout', () => {
  test('[S1.3] [S2.46] [S2.3] [S2.9] [S2.54] [S2.57] [S5.5] [S2.59] [S6.3] [S5.2] [S2.43] [S4.3] [S3.6] a relative with no account finds the list by the parents name, gives two products and 20 € to the wallet; a declined card changes nothing, the good card records it all', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // Several browsers, sign-ups and sandbox payments: more than the 60 s default on 2 cores.
    test.setTimeout(180_000);
    const world = await parentWithList(browser, request, testInfo, [2, 1]);
    const [first, second] = world.items;
    if (!first || !second) throw new Error('the list has two items');

    // --- SearchLDN by the parents' name [S2.46] [S5.14].
    await page.goto('/list/search');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Participer à une liste' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByLabel('Nom des parents, e-mail ou numéro de liste')
      .fill(` ${world.parent.lastName} `);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('1 liste trouvée')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Participer à la liste « ${world.title} »` }).click();
    await expect(page).toHaveURL(`${STAGING_URL}/list/${world.listId}`);
    await expect(page.getByRole('heading', { level: 1, name: world.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // --- Two products into the cart from their pages [S2.9] [S2.54] [S5.5].
    await addProductToCart(page, first.productName, 2);
    await page.goto(`/list/${world.listId}`);
    await addProductToCart(page, second.productName);

    // --- 20 € to the wallet from the list [S2.59] [S5.2]: the popup refuses 4 €, takes 20 €.
    await page.goto(`/list/${world.listId}`);
    await visibleButton(page, 'Participer à la cagnotte').click();
    const popup = page.getByRole('dialog', { name: 'Participer à la cagnotte' });
    await expect(popup).toBeVisible();
    await popup.getByLabel('Montant de votre participation (en euros)').fill('4');
    await popup.getByRole('button', { name: 'Participer' }).click();
    await expect(popup.getByText('Le montant minimum est de 5€.')).toBeVisible();
    await expectNoAxeViolations(page);
    await popup.getByLabel('Montant de votre participation (en euros)').fill('20');
    await popup.getByRole('button', { name: 'Participer' }).click();

    // --- The cart [S2.43]: two lines and the wallet; the contributor's name, e-mail, message.
    await expect(page).toHaveURL(`${STAGING_URL}/list/${world.listId}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: /panier/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: first.productName })).toBeVisible();
    await expect(page.getByLabel(`Quantité de ${first.productName}`)).toHaveValue('2');
    await expect(page.getByRole('heading', { name: second.productName })).toBeVisible();
    await expect(page.getByLabel(`Quantité de ${second.productName}`)).toHaveValue('1');
    await page.getByLabel('Votre nom (facultatif)').fill('Josette Martin');
    await page.getByLabel('Votre adresse e-mail (facultatif)').fill('josette.martin@example.fr');
    await page
      .getByLabel('Votre message aux parents (facultatif)')
      .fill('Tous nos vœux au petit Lou !');
    await expectNoAxeViolations(page);
    const before = await listState(world.parentPage, world.listId);
    const activityBefore = await listActivity(world.parentPage, world.listId);
    expect(activityBefore.contributions).toHaveLength(0);
    await visibleButton(page, 'Valider mon panier').click();

    // --- A declined card: nothing recorded, the cart is kept [S4.3].
    await expect(page).toHaveURL(/\/paiement\/[a-z0-9]{32}$/);
    await expectNoAxeViolations(page);
    await payWith(page, DECLINED_CARD);
    await expect(page.getByRole('heading', { name: 'Le paiement a été refusé' })).toBeVisible();
    await expect(page.getByText('Votre panier est conservé', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: first.productName })).toBeVisible();
    await expect(page.getByRole('heading', { name: second.productName })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await listState(world.parentPage, world.listId)).toEqual(before);
    expect(await listActivity(world.parentPage, world.listId)).toEqual(activityBefore);

    // --- The good card: thanks, the gifts and the wallet recorded to the cent.
    await page.getByRole('button', { name: 'Réessayer le paiement' }).click();
    await expect(page).toHaveURL(/\/paiement\/[a-z0-9]{32}$/);
    await payWith(page, GOOD_CARD);
    await expect(page.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
    await expectNoAxeViolations(page);
    const after = await listState(world.parentPage, world.listId);
    expect(after.wallet).toBe(before.wallet + 2_000);
    expect(after.gifted[first.codeAx]).toBe(2);
    expect(after.gifted[second.codeAx]).toBe(1);
    const activity = await listActivity(world.parentPage, world.listId);
    expect(activity.contributions).toHaveLength(1);
    expect(activity.walletAmount).toBe(after.wallet);
    expect(activity.contributions[0]?.walletAmount).toBe(2_000);

    // --- The list shows it: the relative sees the gifts, the parent the amount gathered [S3.6].
    await page.goto(`/list/${world.listId}`);
    await expect(
      page.getByRole('article', { name: first.productName }).getByText('Souhaité : 2 · Offert : 2'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: second.productName })
        .getByText('Souhaité : 1 · Offert : 1'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const parent = world.parentPage;
    await parent.goto(`/list/${world.listId}`);
    await expect(parent.getByText(/^Montant récolté : 20,00\s€$/)).toBeVisible();
    await expectNoAxeViolations(parent);
    await parent.context().close();
  });
});
