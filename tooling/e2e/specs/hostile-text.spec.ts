import { expect, test, type Page } from '@playwright/test';
import { apiCall, demoParentWithList, GOOD_CARD } from '../src/money';
import { STAGING_URL } from '../src/servers';

/**
 * ASVS V3.2.2: HTML and script typed into free-text fields are shown as text.
 * Each value would, if the page used it as markup, run a script that sets `window.__xss`, open an
 * alert, or add an element with an `xss-` id; the journey reads them where parents and relatives
 * see them.
 */
const HOSTILE = {
  title: `<img src=x onerror="window.__xss='title'"> Liste`,
  childFirstName: `<svg onload="window.__xss='child'">`,
  welcomeMessage: `<script>window.__xss='welcome'</script><b id="xss-welcome">Bienvenue</b>`,
  itemMessage: `<a id="xss-item" href="javascript:alert(1)">clic</a>`,
  contributorName: `<i id="xss-name">Jo</i>`,
  giftMessage: `<iframe id="xss-gift" srcdoc="<script>parent.__xss='gift'</script>"></iframe>`,
} as const;

/** No script ran, no alert opened, no element of the values exists, and each value reads as text. */
async function expectShownAsText(page: Page, values: readonly string[]): Promise<void> {
  for (const value of values) await expect(page.getByText(value).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('[id^="xss-"], img[src="x"], iframe[srcdoc]')).toHaveCount(0);
}

/** Fails the test on any dialog the page opens (an `alert` would be a script that ran). */
function refuseDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`the page opened a ${dialog.type()}: ${dialog.message()}`);
  });
}

test.describe('free text is text', () => {
  test.skip(({ isMobile }) => isMobile, 'rendering is the same in both windows: desktop project');

  test('[ASVS V3.2.2] [S2.3] [S2.41] HTML and script in a list’s title, baby name, welcome message, item comment, gift name and message show as text to the relative and the parent', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const world = await demoParentWithList(browser, request, [1]);
    const parent = world.parentPage;
    refuseDialogs(parent);
    refuseDialogs(page);
    const [item] = world.items;
    if (!item) throw new Error('the list has an item');

    await apiCall(parent, 'PUT', `/ldn/v1/updateListByCompanyAndListId/aufr/${world.listId}`, {
      title: HOSTILE.title,
      childFirstName: HOSTILE.childFirstName,
      welcomeMessage: HOSTILE.welcomeMessage,
    });
    await apiCall(
      parent,
      'PATCH',
      `/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${world.listId}/${item.codeAx}`,
      { message: HOSTILE.itemMessage },
    );

    // A relative's gift with a hostile name and message, paid on the sandbox checkout.
    const created = await request.post(`${STAGING_URL}/api/ldn/create-contribution`, {
      data: {
        ldnId: world.listId,
        entries: [{ code: item.codeAx, quantity: 1 }],
        contributionAmount: 0,
        contributorName: HOSTILE.contributorName,
        contributorEmail: `hostile.${Date.now()}@example.fr`,
        message: HOSTILE.giftMessage,
      },
    });
    expect(created.status()).toBe(201);
    const { paymentId } = (await created.json()) as { paymentId: string };
    const paid = await request.post(`${STAGING_URL}/paiement/${paymentId}`, {
      form: { cardNumber: GOOD_CARD, expiry: '12/39', cvc: '123', holder: 'Jo' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    // The relative, anonymous, on the shared list.
    await page.goto(`/list/${world.listId}`);
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
    await expectShownAsText(page, [
      HOSTILE.childFirstName,
      HOSTILE.welcomeMessage,
      HOSTILE.itemMessage,
    ]);

    // The parent, on the list and on its activity.
    await parent.goto(`/list/${world.listId}`);
    await expect(parent.getByRole('heading', { level: 1, name: HOSTILE.title })).toBeVisible();
    await expectShownAsText(parent, [HOSTILE.welcomeMessage, HOSTILE.itemMessage]);
    await parent.goto(`/list/${world.listId}/activite`);
    await expect(parent.getByRole('heading', { level: 1, name: /Activité/ })).toBeVisible();
    await expectShownAsText(parent, [HOSTILE.giftMessage]);
    await expect(
      parent.getByRole('button', { name: `Remercier ${HOSTILE.contributorName}` }),
    ).toBeVisible();
  });
});
