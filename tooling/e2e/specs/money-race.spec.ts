import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { visibleButton } from '../src/layout';
import { GOOD_CARD, listActivity, listState, parentWithList, payWith } from '../src/money';
import { STAGING_URL } from '../src/servers';

/** A relative's own browser, on the phone or the computer of the project. */
async function relativeBrowser(browser: Browser, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: STAGING_URL,
    locale: 'fr-FR',
    ...(isMobile
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  return context.newPage();
}

/** [S2.54] [S2.59] The last unit and a wallet amount into this relative's cart; on the cart page. */
async function fillCart(page: Page, listId: string, productName: string, euros: number) {
  await page.goto(`/list/${listId}`);
  await page.getByRole('link', { name: productName, exact: true }).click();
  await visibleButton(page, 'Ajouter au panier').click();
  await expect(page.getByText('Dans votre panier : 1')).toBeVisible();
  await page.goto(`/list/${listId}`);
  await visibleButton(page, 'Participer à la cagnotte').click();
  const popup = page.getByRole('dialog', { name: 'Participer à la cagnotte' });
  await popup.getByLabel('Montant de votre participation (en euros)').fill(String(euros));
  await popup.getByRole('button', { name: 'Participer' }).click();
  await expect(page).toHaveURL(`${STAGING_URL}/list/${listId}/cart`);
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
}

test.describe('two relatives at once', () => {
  test('[S8.4] [S4.4] [S5.5] [S2.50] [S4.3] two browsers race for the last unit: one gets it, the other is told it is being bought and gives to the wallet; list, wallet and activity agree to the cent', async ({
    browser,
    request,
    isMobile,
  }, testInfo) => {
    // Several browsers, sign-ups and sandbox payments: more than the 60 s default on 2 cores.
    test.setTimeout(180_000);
    const world = await parentWithList(browser, request, testInfo, [1]);
    const [item] = world.items;
    if (!item) throw new Error('the list has an item');
    const [anna, marc] = await Promise.all([
      relativeBrowser(browser, isMobile),
      relativeBrowser(browser, isMobile),
    ]);
    await fillCart(anna, world.listId, item.productName, 30);
    await fillCart(marc, world.listId, item.productName, 12);

    // Both validate at the same moment.
    await Promise.all([
      visibleButton(anna, 'Valider mon panier').click(),
      visibleButton(marc, 'Valider mon panier').click(),
    ]);
    const refusal = (page: Page) =>
      page.getByRole('dialog', { name: 'Votre panier n’a pas pu être validé' });
    const outcome = async (page: Page) => {
      await expect(page.locator('body')).toContainText(/Paiement sécurisé|pas pu être validé/);
      return (await refusal(page).count()) > 0 ? 'refused' : 'checkout';
    };
    const outcomes = await Promise.all([outcome(anna), outcome(marc)]);
    expect([...outcomes].sort()).toEqual(['checkout', 'refused']);
    const winner = outcomes[0] === 'checkout' ? anna : marc;
    const loser = winner === anna ? marc : anna;
    const [winnerEuros, loserEuros] = winner === anna ? [30, 12] : [12, 30];

    // The other is told clearly: the product is named, it is being bought by someone else right
    // now (not offered: the winner has not paid yet), and it has left the cart [S4.4] [S8.4] [S5.5].
    const popup = refusal(loser);
    await expect(
      popup.getByText(
        'Les produits suivants sont en cours d’achat par une autre personne en ce moment et ont été retirés de votre panier (s’ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes) :',
      ),
    ).toBeVisible();
    await expect(popup.getByRole('listitem')).toHaveText([item.productName]);
    await expectNoAxeViolations(loser);
    await popup.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(loser.getByRole('heading', { name: item.productName })).toHaveCount(0);

    // The winner pays; the other still gives to the wallet.
    await payWith(winner, GOOD_CARD, 'Anna Morel');
    await expect(winner.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
    await visibleButton(loser, 'Valider mon panier').click();
    await payWith(loser, GOOD_CARD, 'Marc Petit');
    await expect(loser.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();

    // List, wallet and activity agree to the cent.
    const state = await listState(world.parentPage, world.listId);
    expect(state.gifted[item.codeAx]).toBe(1);
    expect(state.wallet).toBe((winnerEuros + loserEuros) * 100);
    const activity = await listActivity(world.parentPage, world.listId);
    expect(activity.contributions).toHaveLength(2);
    expect(activity.walletAmount).toBe(state.wallet);
    expect(activity.walletTotalAmount).toBe(state.wallet);
    expect(activity.contributions.reduce((sum, c) => sum + c.walletAmount, 0)).toBe(state.wallet);
    expect(
      activity.contributions.flatMap((c) => c.entries).reduce((sum, e) => sum + e.quantity, 0),
    ).toBe(1);
    expect(activity.purchaseAmount).toBe(
      activity.contributions.reduce((sum, c) => sum + c.productsAmount, 0),
    );

    // The parent's wallet page says the same [S2.42] [S3.15].
    const parent = world.parentPage;
    await parent.goto(`/list/${world.listId}/cagnotte`);
    const euros = new RegExp(`^${winnerEuros + loserEuros},00\\s€$`);
    await expect(parent.locator('dt:text-is("Solde disponible") + dd')).toHaveText(euros);
    await expect(parent.locator('dt:text-is("Total reçu") + dd')).toHaveText(euros);
    await expectNoAxeViolations(parent);
    await Promise.all([anna.context().close(), marc.context().close()]);
    await world.parentPage.context().close();
  });
});
