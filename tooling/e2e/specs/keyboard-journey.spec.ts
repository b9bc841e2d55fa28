import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { expectFocusNotObscured, expectVisibleFocus, tabTo, tabThroughPage } from '../src/keyboard';
import { visibleButton } from '../src/layout';
import { GOOD_CARD, listState, parentWithList } from '../src/money';
import { STAGING_URL } from '../src/servers';

/**
 * A relative who uses only the keyboard finds a list, adds a product to the cart,
 * gives to the wallet and pays, and sees where the focus is at every Tab stop on the way
 * (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus Visible). No click anywhere: Tab, Enter,
 * Space and typing. Going back to the list after adding the product is `page.goto`, as a visitor
 * types the address.
 */
test.describe('a keyboard-only relative', () => {
  test.skip(({ isMobile }) => isMobile, 'the keyboard journey runs on the desktop project');

  test('[S2.46] [S2.9] [S2.59] [S5.2] [S2.43] [S4.3] finds a list, adds to the cart, gives to the wallet and pays with the keyboard alone, focus visible throughout', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const world = await parentWithList(browser, request, testInfo, [1]);
    const [item] = world.items;
    if (!item) throw new Error('the list has an item');
    const before = await listState(world.parentPage, world.listId);

    await test.step('[S2.46] SearchLDN: the parents’ name, Enter, the list', async () => {
      await page.goto('/list/search');
      const field = page.getByLabel('Nom des parents, e-mail ou numéro de liste');
      await tabTo(page, field);
      await page.keyboard.type(world.parent.lastName);
      await page.keyboard.press('Enter');
      await expect(page.getByText('1 liste trouvée')).toBeVisible();
      await tabTo(
        page,
        page.getByRole('link', { name: `Participer à la liste « ${world.title} »` }),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${STAGING_URL}/list/${world.listId}`);
      await expect(page.getByRole('heading', { level: 1, name: world.title })).toBeVisible();
    });

    await test.step('[S2.9] [S2.54] the product’s page, then Ajouter au panier', async () => {
      await tabTo(page, page.getByRole('link', { name: item.productName, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
      await tabTo(page, visibleButton(page, 'Ajouter au panier'));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Dans votre panier : 1')).toBeVisible();
    });

    await test.step('[S2.59] [S5.2] 20 € to the wallet from the list’s popup', async () => {
      await page.goto(`/list/${world.listId}`);
      await tabTo(page, visibleButton(page, 'Participer à la cagnotte'));
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: 'Participer à la cagnotte' });
      await expect(popup).toBeVisible();
      // The dialog takes the focus, and keeps it inside (WCAG 2.4.3).
      await expect
        .poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement)))
        .toBe(true);
      await tabTo(page, popup.getByLabel('Montant de votre participation (en euros)'));
      await page.keyboard.type('20');
      await tabTo(page, popup.getByRole('button', { name: 'Participer' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${STAGING_URL}/list/${world.listId}/cart`);
      await expect(page.getByRole('heading', { name: item.productName })).toBeVisible();
    });

    await test.step('[S2.43] [S4.3] the cart, validated, then the sandbox payment', async () => {
      await tabTo(page, page.getByLabel('Votre nom (facultatif)'));
      await page.keyboard.type('Josette Martin');
      await tabTo(page, visibleButton(page, 'Valider mon panier'));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/paiement\/[a-z0-9]{32}$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' }),
      ).toBeVisible();
      const fields: [string, string][] = [
        ['Numéro de carte', GOOD_CARD],
        ["Date d'expiration (MM/AA)", '12/39'],
        ['Cryptogramme (3 chiffres au dos de la carte)', '123'],
        ['Titulaire de la carte', 'Josette Martin'],
      ];
      for (const [label, value] of fields) {
        await tabTo(page, page.getByLabel(label));
        await page.keyboard.type(value);
      }
      await tabTo(page, page.getByRole('button', { name: /^Payer / }));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // The gift and the wallet are recorded, as with a mouse.
    const after = await listState(world.parentPage, world.listId);
    expect(after.gifted[item.codeAx]).toBe((before.gifted[item.codeAx] ?? 0) + 1);
    expect(after.wallet).toBe(before.wallet + 2_000);
    await world.parentPage.context().close();
  });
});

/**
 * [WCAG 2.4.11] Focus Not Obscured on a phone (375x740) with a keyboard: on a long page with the
 * sticky top bar and the fixed bottom bar, every Tab stop forwards (elements come in from under
 * the bottom bar) and every Shift+Tab stop backwards (from under the top bar) is fully in view
 * between the bars, and its focus is visible. The global style's `scroll-padding` keeps it there.
 */
test.describe('a keyboard user on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar shows on the phone project only');

  test('[S2.51] [S2.59] tabs through a long list, forwards and backwards, and the bars never hide the focus', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/list/demo00parent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bottomBar = page.getByRole('region', { name: 'Actions de la page' });
    await expect(
      bottomBar.or(page.getByRole('navigation', { name: 'Actions de la page' })),
    ).toBeVisible();
    // A page longer than two screens, so that Tab has to scroll it both ways.
    const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
    expect(height).toBeGreaterThan(2 * 740);

    const everyStop = async () => {
      await expectVisibleFocus(page);
      await expectFocusNotObscured(page);
    };
    const forwards = await tabThroughPage(page, everyStop);
    const backwards = await tabThroughPage(page, everyStop, { backwards: true });
    expect(forwards).toBeGreaterThan(20);
    expect(backwards).toBe(forwards);
  });
});
