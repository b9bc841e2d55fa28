import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { toast, visibleButton } from '../src/layout';
import { apiCall, demoParentWithList, GOOD_CARD, payWith } from '../src/money';
import { STAGING_URL } from '../src/servers';

/** The lowest price of a group gift (the server's default setting), in cents. */
const GROUP_GIFT_FLOOR_CENTS = 10_000;

/** A product in stock priced at least the floor, read from the demo list through the public API. */
async function dearProductInStock(
  request: APIRequestContext,
): Promise<{ codeAx: string; productName: string; priceCents: number }> {
  const response = await request.post(
    `${STAGING_URL}/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent`,
    { data: {} },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    products: {
      items: {
        codeAx: string;
        productName: string;
        stockAvailability: string;
        prices: { amount: number };
      }[];
    };
  };
  const dear = body.products.items.find(
    (item) =>
      item.stockAvailability === 'AVAILABLE' && item.prices.amount >= GROUP_GIFT_FLOOR_CENTS,
  );
  if (!dear) throw new Error('the demo list has no product of 100 € or more in stock');
  return { codeAx: dear.codeAx, productName: dear.productName, priceCents: dear.prices.amount };
}

/** Cents as typed in a French amount field: '42,50'. */
const typed = (cents: number): string =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** Euros as the page writes them ('1 234,50 €'), for a text match whatever the spaces. */
const euros = (cents: number): RegExp => {
  const text = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
  return new RegExp(text.replace(/\s/g, '\\s'));
};

/** A relative's part: from the product page into the cart, then the checkout with the good card. */
async function giveAPart(page: Page, listId: string, productName: string, cents: number) {
  await page.goto(`/list/${listId}`);
  await page.getByRole('link', { name: productName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByLabel('Montant de votre participation (en euros)').fill(typed(cents));
  await page.getByRole('button', { name: 'Participer', exact: true }).click();
  await expect(toast(page, 'Votre participation a bien été ajoutée au panier.')).toBeVisible();
  await page.goto(`/list/${listId}/cart`);
  const line = page.getByRole('article', { name: productName });
  await expect(line.getByText('Participation à un cadeau commun')).toBeVisible();
  await expect(line.getByText(euros(cents))).toBeVisible();
  await expectNoAxeViolations(page);
  await visibleButton(page, 'Valider mon panier').click();
  await expect(page).toHaveURL(/\/paiement\/[a-z0-9]{32}$/);
  await payWith(page, GOOD_CARD);
  await expect(page.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('a group gift ("Cadeau commun")', () => {
  test('[S3.7] [S5.2] [S4.3] [S3.9] the parent makes a product a group gift; a relative pays a part, the product shows the funded part; a second part completes it: Offert', async ({
    browser,
    page,
    request,
  }) => {
    // Two browsers, a sign-in and two sandbox payments: more than the 60 s default on 2 cores.
    test.setTimeout(180_000);
    const world = await demoParentWithList(browser, request, []);
    const parent = world.parentPage;
    const dear = await dearProductInStock(request);
    await apiCall(parent, 'POST', `/ldn/v1/addItemToListByCompanyAndListId/aufr/${world.listId}`, {
      company: 'aufr',
      productReference: dear.codeAx,
      quantity: 1,
      message: '',
      priority: false,
      hidden: false,
    });

    // --- The parent turns the "Cadeau commun" switch on, from the product's edit page.
    await parent.goto(`/product/${world.listId}/${dear.codeAx}/edit`);
    await expect(parent.getByRole('heading', { level: 1, name: dear.productName })).toBeVisible();
    const groupSwitch = parent.getByRole('switch', { name: 'Cadeau commun' });
    await expect(groupSwitch).not.toBeChecked();
    await expectNoAxeViolations(parent);
    await groupSwitch.click();
    await expect(
      toast(parent, 'C’est noté : ce produit est maintenant un cadeau commun.'),
    ).toBeVisible();
    await expect(groupSwitch).toBeChecked();
    await expectNoAxeViolations(parent);

    // --- A relative (no account) sees nothing funded yet, and pays a first part of 40 €.
    await page.goto(`/list/${world.listId}`);
    await page.getByRole('link', { name: dear.productName, exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Financement du cadeau commun' });
    await expect(bar).toHaveAttribute('value', '0');
    await expect(page.getByRole('spinbutton', { name: 'Quantité à offrir' })).toHaveCount(0);
    // Below 5 €: the rule says so before anything is sent.
    await page.getByLabel('Montant de votre participation (en euros)').fill('4');
    await page.getByRole('button', { name: 'Participer', exact: true }).click();
    await expect(page.getByText('Le montant minimum est de 5€.')).toBeVisible();
    await expectNoAxeViolations(page);
    const first = 4_000;
    await giveAPart(page, world.listId, dear.productName, first);

    // --- The product shows the funded part.
    await page.goto(`/product/${world.listId}/${dear.codeAx}`);
    await expect(bar).toHaveAttribute('value', String(Math.floor((first * 100) / dear.priceCents)));
    await expect(page.getByText(euros(first)).first()).toBeVisible();
    await expect(
      page
        .getByText(`Il reste`, { exact: false })
        .filter({ hasText: euros(dear.priceCents - first) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // --- A second part, exactly what remains, completes it: Offert.
    await giveAPart(page, world.listId, dear.productName, dear.priceCents - first);
    await page.goto(`/product/${world.listId}/${dear.codeAx}`);
    await expect(bar).toHaveAttribute('value', '100');
    await expect(
      page.getByText('Ce cadeau commun est entièrement financé : merci à tous !'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Participer', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`/list/${world.listId}`);
    const card = page.getByRole('article', { name: dear.productName });
    await expect(card.getByText('Offert', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // --- The parent's switch is locked now that relatives gave.
    await parent.goto(`/product/${world.listId}/${dear.codeAx}/edit`);
    await expect(parent.getByRole('switch', { name: 'Cadeau commun' })).toBeDisabled();
    await parent.context().close();
  });
});
