import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { toast } from '../src/layout';
import { demoParentWithList } from '../src/money';
import { STAGING_URL } from '../src/servers';

/** The parent's "Reçu ailleurs" section of EditProduct, from his list's card. */
async function openReceivedElsewhere(parent: Page, listId: string, productName: string) {
  await parent.goto(`/list/${listId}/detenteur`);
  await parent.getByRole('article', { name: productName }).getByRole('link').first().click();
  await expect(parent.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await parent.getByRole('link', { name: 'Modifier ce produit' }).click();
  await expect(parent).toHaveURL(/\/edit$/);
  const section = parent.getByRole('region', { name: 'Reçu ailleurs' });
  await expect(section).toBeVisible();
  return section;
}

test.describe('received elsewhere', () => {
  test('[S3.7] [S3.9] [S5.5] [S2.54] the demo parent marks a product received elsewhere: a relative sees it "Offert" and cannot add it (the phone bar\'s button disabled); set back to 0 it is giftable again', async ({
    browser,
    page,
    request,
    isMobile,
  }) => {
    // Two browsers, a sign-in and a list made through the API: more than the 60 s default.
    test.setTimeout(120_000);
    const world = await demoParentWithList(browser, request, [2]);
    const [item] = world.items;
    if (!item) throw new Error('the list has one item');
    const parent = world.parentPage;

    // --- The parent says both units were received elsewhere.
    const section = await openReceivedElsewhere(parent, world.listId, item.productName);
    const stepper = section.getByRole('spinbutton', { name: 'Quantité reçue ailleurs' });
    await expect(stepper).toHaveValue('0');
    await expectNoAxeViolations(parent);
    const more = section.getByRole('button', { name: 'Augmenter la quantité' });
    await more.click();
    await more.click();
    await expect(stepper).toHaveValue('2');
    await expect(more).toBeDisabled();
    await section.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      toast(parent, 'C’est noté : la quantité reçue ailleurs est enregistrée.'),
    ).toBeVisible();
    await expect(parent.getByText('Reçu ailleurs : 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(parent);
    // His list tells the units apart from gifts.
    await parent.goto(`/list/${world.listId}/detenteur`);
    await expect(
      parent
        .getByRole('article', { name: item.productName })
        .getByText('Souhaité : 2 · Offert : 0 · Reçu ailleurs : 2'),
    ).toBeVisible();

    // --- A relative (no account) sees the product offered, without a word of "ailleurs".
    await page.goto(`/list/${world.listId}`);
    const card = page.getByRole('article', { name: item.productName });
    await expect(card.getByText('Souhaité : 2 · Offert : 2')).toBeVisible();
    await expect(card.getByText('Offert', { exact: true })).toBeVisible();
    await expect(card).not.toContainText('ailleurs');
    await expectNoAxeViolations(page);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    await expect(page.getByText('Ce produit a déjà été entièrement offert.')).toBeVisible();
    // No way to add it: the page has no button; on a phone the bottom bar's one is disabled, with
    // the page's reason as its description.
    const bar = page.getByRole('region', { name: 'Actions de la page' });
    const barButton = bar.getByRole('button', { name: 'Ajouter au panier' });
    if (isMobile) {
      await expect(barButton).toBeVisible();
      await expect(barButton).toBeDisabled();
      await expect(barButton).toHaveAccessibleDescription(
        'Ce produit a déjà été entièrement offert.',
      );
    } else {
      await expect(bar).toBeHidden();
    }
    await expect(
      page.getByRole('button', { name: 'Ajouter au panier' }).filter({ visible: true }),
    ).toHaveCount(isMobile ? 1 : 0);
    await expect(page.getByText(/^Dans votre panier/)).toHaveCount(0);
    await expect(page.getByText(/ailleurs/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Nor through the API the cart uses: the server refuses the unit.
    const xsrf =
      (await page.context().cookies(STAGING_URL)).find((cookie) => cookie.name === 'XSRF-TOKEN')
        ?.value ?? '';
    const refused = await page.request.post(`${STAGING_URL}/api/user/cart/entries`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { ldnId: world.listId, code: item.codeAx, quantity: 1 },
    });
    expect(refused.status()).toBe(409);

    // --- Set back to 0, the product is giftable again.
    const again = await openReceivedElsewhere(parent, world.listId, item.productName);
    const less = again.getByRole('button', { name: 'Diminuer la quantité' });
    await less.click();
    await less.click();
    await again.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      toast(parent, 'C’est noté : la quantité reçue ailleurs est enregistrée.'),
    ).toBeVisible();
    await page.reload();
    const giftable = page
      .getByRole('button', { name: 'Ajouter au panier' })
      .filter({ visible: true });
    await expect(giftable).toHaveCount(1);
    await expect(giftable).toBeEnabled();
    if (isMobile) {
      await expect(barButton).toBeEnabled();
      await expect(barButton).not.toHaveAttribute('title');
    }
    await expectNoAxeViolations(page);
    await parent.context().close();
  });
});
