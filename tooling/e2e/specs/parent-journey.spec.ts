import { successToastMessages } from '@ldn/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import {
  listLinks,
  openProductsFromShell,
  overlayProducts,
  productsOverlay,
  searchProducts,
  toast,
  visibleButton,
} from '../src/layout';
import { mailboxOf, waitForMailTo } from '../src/mails';
import { STAGING_URL } from '../src/servers';
import { freshAccount, signUpFromHome } from '../src/sign-up';
import { anotherBrowser } from '../src/devices';

const LIST_NAME = 'La liste de Léo';
const BABY = 'Léo';
const BIRTH_DATE = '14/03/27';

/** The accessible name of an article (its title, through aria-labelledby). */
async function articleName(article: Locator): Promise<string> {
  const name = await article.evaluate((element) => {
    const id = element.getAttribute('aria-labelledby');
    return (id === null ? element.textContent : document.getElementById(id)?.textContent) ?? '';
  });
  return name.trim();
}

/** [S6.4] The toasts of a product that cannot be added (not in stock). */
const stockRefusal = (page: Page): Locator =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(/il ne peut pas être ajouté\.$/);

/**
 * [S2.49] [S4.11] Searches `term` in the open overlay and adds its first product that can be added
 * (a product out of stock is refused with a toast [S6.4], and the overlay, closed by the add, is
 * opened again with `reopen`); answers the 'product added' popup and the product's name.
 */
async function addFirstResult(
  page: Page,
  term: string,
  reopen: () => Promise<unknown>,
): Promise<{ name: string; popup: Locator }> {
  const popup = page.getByRole('dialog', { name: 'Produit ajouté à votre liste' });
  await searchProducts(page, term);
  for (let index = 0; index < 6; index += 1) {
    if (index > 0) {
      // The last refusal's toast goes first (3 s), so that it is not taken for the next answer.
      await expect(stockRefusal(page)).toHaveCount(0);
      await reopen();
      await expect(productsOverlay(page)).toBeVisible();
      if ((await overlayProducts(page).count()) === 0) await searchProducts(page, term);
    }
    // [S6.4] A product out of stock offers no 'Ajouter à ma liste' to a parent.
    const card = overlayProducts(page)
      .filter({ has: page.getByRole('button', { name: 'Ajouter à ma liste', disabled: false }) })
      .nth(index);
    await expect(card).toBeVisible();
    const name = await articleName(card);
    expect(name.length).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Ajouter à ma liste' }).click();
    // [S2.26] The overlay closes first, then the flow adds and says so.
    await expect(productsOverlay(page)).toHaveCount(0);
    await expect(popup.or(stockRefusal(page))).toBeVisible();
    if (await popup.isVisible()) {
      await expect(popup).toContainText(name);
      return { name, popup };
    }
  }
  throw new Error(`no product of '${term}' could be added`);
}

test.describe('the parent journey, from sign-up to a stranger opening the shared list', () => {
  test('[S2.36] [S2.38] [S2.49] [S4.11] [S2.44] [S4.1] [S2.40] [S2.3] a new parent signs up, creates, fills, edits, publishes and shares a list; a stranger opens it', async ({
    page,
    context,
    browser,
    isMobile,
  }, testInfo) => {
    test.setTimeout(180_000);
    const parent = freshAccount(testInfo, 'parent');

    // --- Sign-up on the server's French pages, back on Home signed in [S2.36] [S7.48].
    await signUpFromHome(page, parent);
    await expect(page.getByText('Vous n’avez aucune liste active pour le moment.')).toBeVisible();
    await expectNoAxeViolations(page);

    // --- The list form from Home [S2.38]: name, baby, birth date, store near 75001; a draft.
    await visibleButton(page, 'Créer une nouvelle liste').click();
    const form = page.getByRole('dialog', { name: 'Créer ma liste de naissance' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Nom de la liste').fill(LIST_NAME);
    await form.getByLabel('Prénom de bébé').fill(BABY);
    await form.getByLabel('Date de naissance prévue').fill(BIRTH_DATE);
    await form.getByLabel('Code postal').fill('75001');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    const stores = form.getByRole('group', { name: 'Magasins les plus proches' });
    await expect(stores.getByRole('radio').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await stores.getByRole('radio').first().check();
    await form.getByRole('checkbox', { name: /^Garder en brouillon/ }).check();
    await form.getByRole('button', { name: 'Créer ma liste' }).click();
    await expect(toast(page, successToastMessages.LIST_CREATED)).toBeVisible();
    await expect(page).toHaveURL(/\/list\/[^/]+\/detenteur$/);
    const listPath = new URL(page.url()).pathname.replace(/\/detenteur$/, '');
    await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Votre liste est en brouillon' })).toBeVisible();
    await expectNoAxeViolations(page);

    // --- Three products through the overlay [S2.49] [S4.11].
    // 1. From the list's 'Ajouter des produits'; the popup saves a comment and 'indispensable'.
    await page.getByRole('button', { name: 'Ajouter des produits' }).click();
    await expect(productsOverlay(page)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un article' })).toHaveAttribute(
      'placeholder',
      'Recherchez un article ...',
    );
    await expectNoAxeViolations(page);
    const first = await addFirstResult(page, 'biberon', () =>
      page.getByRole('button', { name: 'Ajouter des produits' }).click(),
    );
    await expectNoAxeViolations(page);
    await first.popup.getByLabel('Commentaire').fill('Pour les tétées de la nuit');
    await first.popup.getByRole('switch', { name: 'Indispensable' }).check();
    await expect(first.popup.getByRole('status')).toHaveText('Enregistré');
    await expect(first.popup.getByRole('switch', { name: 'Indispensable' })).toBeChecked();
    // 'Ajouter un autre produit' away from ViewFromSearch opens the overlay again.
    await first.popup.getByRole('button', { name: 'Ajouter un autre produit' }).click();
    await expect(productsOverlay(page)).toBeVisible();

    // 2. In the overlay opened again by the popup.
    const second = await addFirstResult(page, 'poussette', () =>
      openProductsFromShell(page, isMobile),
    );
    await second.popup.getByRole('button', { name: 'Valider' }).click();
    await expect(second.popup).toHaveCount(0);

    // 3. From the shell: the drawer on a phone, the footer on a desktop; then 'Voir ma liste'.
    await openProductsFromShell(page, isMobile);
    const third = await addFirstResult(page, 'body bébé', () =>
      openProductsFromShell(page, isMobile),
    );
    await third.popup.getByRole('button', { name: 'Voir ma liste' }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath}/detenteur#produit-`));
    const listProducts = page
      .getByRole('region', { name: 'Produits de la liste' })
      .getByRole('article');
    await expect(listProducts).toHaveCount(3);
    for (const { name } of [first, second, third]) {
      await expect(page.getByRole('article', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // --- One product opened and edited [S2.9] [S2.11] [S2.44]: quantity 2, a new comment.
    await page
      .getByRole('article', { name: first.name })
      .getByRole('link', { name: first.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByText('Souhaité : 1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Modifier ce produit' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const choices = page.getByRole('group', { name: 'Pour ma liste' });
    await expect(choices.getByLabel('Commentaire')).toHaveValue('Pour les tétées de la nuit');
    await expect(choices.getByRole('switch', { name: 'Indispensable' })).toBeChecked();
    await choices.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(choices.getByRole('spinbutton', { name: 'Quantité souhaitée' })).toHaveValue('2');
    await choices.getByLabel('Commentaire').fill('Deux, pour les tétées de la nuit');
    await expect(choices.getByText('32 caractères sur 255')).toBeVisible();
    await expectNoAxeViolations(page);
    await visibleButton(page, 'Enregistrer les modifications').click();
    await expect(toast(page, successToastMessages.PRODUCT_EDITED)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${listPath}/detenteur`));
    await expect(page.getByRole('article', { name: first.name })).toContainText('Souhaité : 2');

    // --- Published from the draft banner [S4.1].
    await page
      .getByRole('region', { name: 'Votre liste est en brouillon' })
      .getByRole('button', { name: 'Publier ma liste' })
      .click();
    await expect(page.getByRole('region', { name: 'Votre liste est en brouillon' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // --- Share [S2.40] [S2.5]: copy the link, invite by e-mail.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STAGING_URL });
    await listLinks(page, isMobile).getByRole('link', { name: 'Partager' }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath}/partage$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Partager ma liste' })).toBeVisible();
    const listUrl = `${STAGING_URL}${listPath}`;
    await expect(page.getByRole('textbox', { name: 'Adresse de la liste' })).toHaveValue(listUrl);
    await expect(page.getByRole('img', { name: 'QR code du lien de la liste' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(
      page.getByRole('region', { name: 'Le lien de la liste' }).getByRole('status'),
    ).toHaveText('Lien copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listUrl);
    const relative = `mamie.${parent.email}`;
    await page.getByRole('combobox', { name: 'Adresse e-mail du destinataire 1' }).fill(relative);
    await page.getByLabel('Message personnel (facultatif)').fill('Voici la liste de Léo !');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByText('Votre invitation a bien été envoyée à 1 destinataire.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The relative reads it in her own mailbox (an account made for her address).
    const mailbox = await mailboxOf(browser, {
      email: relative,
      firstName: 'Mamie',
      lastName: 'Lefranc',
    });
    const mail = await waitForMailTo(mailbox.request, relative);
    await mailbox.close();
    expect(mail.kind).toBe('share-list');
    expect(mail.subject).toContain(LIST_NAME);
    expect(mail.text).toContain(listUrl);
    expect(mail.html).toContain(`href="${listUrl}"`);

    // --- A stranger (new browser context, logged out) opens the shared link [S2.3] [S6.2].
    const stranger = await anotherBrowser(browser, testInfo);
    try {
      const guest = await stranger.newPage();
      await guest.goto(listUrl);
      await expect(guest.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
      await expect(guest.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(guest.getByText(BABY, { exact: true })).toBeVisible();
      await expect(guest.getByRole('article')).toHaveCount(3);
      for (const { name } of [first, second, third]) {
        await expect(guest.getByRole('article', { name })).toBeVisible();
      }
      await expect(guest.getByRole('button', { name: 'Publier ma liste' })).toHaveCount(0);
      await expect(guest.getByRole('link', { name: 'Modifier ce produit' })).toHaveCount(0);
      await expectNoAxeViolations(guest);
      const profile = await guest.request.get('/api/ldn/v1/getUserProfil/');
      expect(await profile.json()).toMatchObject({ logged: false });
    } finally {
      await stranger.close();
    }
  });
});
