import { compareSizes } from '@ldn/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { productsInStock } from '../src/catalogue';
import { appStarted } from '../src/first-view';
import { lookUpCustomer } from '../src/kiosk';
import {
  listLinks,
  openProductsFromShell,
  overlayProducts,
  productsOverlay,
  searchProducts,
  toast,
  visibleButton,
} from '../src/layout';
import { demoParentWithList, GOOD_CARD, payWith } from '../src/money';
import { DEMO, STAGING_URL } from '../src/servers';
import { signIn } from '../src/sign-in';

/**
 * Defects people met in a real browser, each checked where it showed, so none comes back. Every
 * screen crossed gets an axe scan.
 */

const FULL_TITLE = 'Liste de naissance | Aubert';

/** The title of the demo parent's published list, read as anyone reads it [S7.14]. */
async function demoListTitle(request: APIRequestContext): Promise<string> {
  const response = await request.post(
    `${STAGING_URL}/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent`,
    { data: {} },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { informations: { title: string } }).informations.title;
}

/** A product out of stock the overlay finds, from the discovery service itself [S3.17]. */
async function unavailableProduct(request: APIRequestContext): Promise<string> {
  for (const terms of ['body', 'gigoteuse', 'biberon', 'doudou', 'bavoir', 'pyjama', 'poussette']) {
    const response = await request.post(`${STAGING_URL}/discovery/search`, {
      data: {
        query: { terms },
        modules: { items: { from: 0, size: 100 } },
        user_actions: {
          apply_filters: {
            and: [
              { match: { field: 'c:canaddtoldn', value: 'Oui' } },
              { match: { field: 'c:isbundle', value: 'Non' } },
            ],
          },
        },
      },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      modules: { items: { parts: Record<string, unknown>[] } };
    };
    const found = body.modules.items.parts.find((item) => item['c:availability'] === 'UNAVAILABLE');
    if (typeof found?.['g:title'] === 'string') return found['g:title'];
  }
  throw new Error('the demo catalogue shows no unavailable product');
}

/**
 * The time from a click on `radio` to the first frame in which it shows as checked: a
 * requestAnimationFrame loop started by the click itself, read against the event's own time.
 */
async function clickToCheckedMs(page: Page, radio: Locator): Promise<number> {
  const input = await radio.elementHandle();
  if (input === null) throw new Error('no radio');
  await page.evaluate((element) => {
    // A native radio (`checked`) or an ARIA one (Radix: a button with `aria-checked`).
    const target = element as HTMLElement;
    const isChecked = () =>
      (target as HTMLInputElement).checked === true ||
      target.getAttribute('aria-checked') === 'true';
    (window as unknown as { checkedAfter: Promise<number> }).checkedAfter = new Promise(
      (resolve) => {
        target.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp;
            const frame = () => {
              if (isChecked()) resolve(performance.now() - start);
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          },
          { once: true },
        );
      },
    );
  }, input);
  await radio.click();
  return page.evaluate(() => (window as unknown as { checkedAfter: Promise<number> }).checkedAfter);
}

/** [S8.1] Whether any of `controls` is covered, at its centre, by something else (a toast). */
async function coveredControls(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit === null || !element.contains(hit);
      })
      .map((element) => element.textContent ?? element.getAttribute('aria-label') ?? ''),
  );
}

test.describe('what real users hit', () => {
  test('[S1.8] the served page carries its full title before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: STAGING_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/list/demo00parent', '/list/search', '/mentions']) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(FULL_TITLE);
    }
    await context.close();
  });

  test("[S2.36] Home's 'Créer un compte' opens the sign-up form, not the sign-in", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(FULL_TITLE);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Création de compte' })).toBeVisible();
    await expect(page).toHaveTitle(`Création de compte – ${FULL_TITLE}`);
    await expectNoAxeViolations(page);
    // Its 'Se connecter' still leads to the sign-in.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(
      page.getByText('Connectez-vous pour retrouver votre liste de naissance.'),
    ).toBeVisible();
  });

  test("[S2.46] [S9.9] a one-letter search after one with no result leaves no stale 'Aucune liste trouvée.'", async ({
    page,
  }) => {
    await page.goto('/list/search');
    const field = page.getByLabel('Nom des parents, e-mail ou numéro de liste');
    await field.fill('Zorglubovitch');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucune liste trouvée.')).toBeVisible();
    await field.fill('L');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Saisissez au moins 2 caractères.')).toBeVisible();
    await expect(page.getByText('Aucune liste trouvée.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('[S2.14] [S6.4] [S2.61] [S2.13] staff: their own sign-in wording, staff labels on a customer list, no participate link, the store never read twice', async ({
    page,
    request,
    isMobile,
  }) => {
    // Every text the store line ever shows, from the first paint on.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { storeLines: Set<string> }).storeLines = seen;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('p')) {
          const text = element.textContent ?? '';
          if (text.startsWith('Magasin actuel')) seen.add(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const title = await demoListTitle(request);

    await page.goto('/seller/login');
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion vendeur' })).toBeVisible();
    await expect(
      page.getByText(
        'Espace réservé aux conseillers et conseillères des magasins : connectez-vous avec votre compte professionnel.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Connectez-vous pour retrouver votre liste de naissance.'),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('E-mail').fill(DEMO.seller);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Naissance2026!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/seller$/);

    // [S2.13] The store line: its name with its code, never the code twice.
    await expect(page.getByText(/^Magasin actuel : .+ \(S001\)$/)).toBeVisible();
    const lines = await page.evaluate(() => [
      ...(window as unknown as { storeLines: Set<string> }).storeLines,
    ]);
    expect(lines).not.toContain('Magasin actuel : S001 (S001)');
    await expectNoAxeViolations(page);

    // [S6.4] The customer's list, with staff labels.
    await lookUpCustomer(page, DEMO.parent);
    await page.getByRole('link', { name: `Ouvrir la liste « ${title} »` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier la liste du client' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier ma liste' })).toHaveCount(0);
    if (!isMobile) {
      // [S2.61] SearchLDN would send staff back: the footer does not offer it.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Participer à une liste' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test("[S8.1] [S2.62] the confirmation toast sits below the header: 'Partager' and the cart button stay reachable", async ({
    page,
    isMobile,
  }) => {
    await signIn(page, DEMO.parent, '/list/demo00parent/detenteur');
    await expect(page.getByRole('button', { name: 'Modifier ma liste' })).toBeVisible();
    await page.getByRole('button', { name: 'Modifier ma liste' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier ma liste de naissance' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const shown = toast(page, 'Votre liste de naissance a bien été mise à jour.');
    await expect(shown).toBeVisible();
    const header = page.getByRole('banner');
    const headerBox = await header.boundingBox();
    const toastBox = await shown.boundingBox();
    if (headerBox === null || toastBox === null) throw new Error('no header or toast box');
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(await coveredControls(header.locator('a, button'))).toEqual([]);
    await expectNoAxeViolations(page);
    // While the toast shows, 'Partager' answers at once.
    const share = listLinks(page, isMobile).getByRole('link', { name: 'Partager' });
    await share.click({ timeout: 1_000 });
    await expect(page).toHaveURL(/\/list\/demo00parent\/partage$/);
  });

  test("[S3.11] [S5.5] [S3.9] [S2.43] [S9.3] [S5.2] [S9.4] [S4.3] the holder's choice shows under 200 ms at 4x CPU; a signed-in relative: true product messages, the cart filled in, the delivery shown at once, whole euros asked, thanks and the empty cart after paying", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const world = await demoParentWithList(browser, request, [1]);
    const [item] = world.items;
    if (item === undefined) throw new Error('the list has one item');

    // --- [S3.11] The holder on his own list's cart: 'Le titulaire de la liste' shows as chosen
    // under 200 ms at 4x CPU (the journeys saw 355 to 750 ms, the server's answer awaited).
    const parent = world.parentPage;
    await parent.goto(`/product/${world.listId}/${item.codeAx}`);
    await visibleButton(parent, 'Ajouter au panier').click();
    await expect(parent.getByText('Dans votre panier : 1')).toBeVisible();
    await parent.goto(`/list/${world.listId}/cart`);
    const holder = parent.getByRole('radio', { name: 'Le titulaire de la liste' });
    await expect(holder).toBeEnabled();
    await appStarted(parent);
    // A phone network's round trip on each change of the cart: the choice must not wait for it.
    await parent.route('**/api/user/cart', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    const cdp = await parent.context().newCDPSession(parent);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let shownAfter: number;
    try {
      shownAfter = await clickToCheckedMs(parent, holder);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    test.info().annotations.push({
      type: 'holder choice shown after (ms, 4x CPU)',
      description: String(Math.round(shownAfter)),
    });
    expect(shownAfter).toBeLessThan(200);
    await expect(parent.getByText('Enregistrement...')).toHaveCount(0);
    await expect(holder).toBeChecked();
    await expectNoAxeViolations(parent);
    await parent.context().close();

    // --- [S5.5] [S3.9] The last unit in one's own cart: said so, never 'entièrement offert'.
    await signIn(page, DEMO.relative, `/product/${world.listId}/${item.codeAx}`);
    await expect(page.getByRole('heading', { level: 1, name: item.productName })).toBeVisible();
    await visibleButton(page, 'Ajouter au panier').click();
    await expect(page.getByText('Dans votre panier : 1')).toBeVisible();
    await expect(
      page.getByText('Tout ce qui reste à offrir est déjà dans votre panier.'),
    ).toBeVisible();
    await expect(page.getByText(/entièrement offert/)).toHaveCount(0);
    // [S8.1] The toast leaves the header's cart button free.
    await expect(toast(page, 'Le produit a bien été ajouté au panier.')).toBeVisible();
    expect(await coveredControls(page.getByRole('banner').locator('a, button'))).toEqual([]);
    await expectNoAxeViolations(page);

    // --- [S2.43] The cart: the relative's name and e-mail already there.
    await page.goto(`/list/${world.listId}/cart`);
    await expect(page.getByLabel('Votre nom (facultatif)')).toHaveValue('Monique Durand');
    await expect(page.getByLabel('Votre adresse e-mail (facultatif)')).toHaveValue(
      'proche@example.fr',
    );
    await expectNoAxeViolations(page);

    // --- [S5.2] [S9.4] Cents in the wallet amount: the hint and the error say whole euros.
    const amount = page.getByLabel('Montant de votre participation (en euros)');
    await expect(amount).toHaveAccessibleDescription(
      /En euros entiers \(sans centimes\), de 5 € à 10 000 €\./,
    );
    await amount.fill('12,50');
    await page
      .getByRole('region', { name: 'Participation à la cagnotte' })
      .getByRole('button', { name: 'Ajouter au panier' })
      .click();
    await expect(
      page.getByText("Le montant doit être un nombre entier d'euros, sans centimes."),
    ).toBeVisible();
    await amount.fill('');

    // --- [S9.3] The delivery shows as chosen at once; [S3.11] a relative is not asked who gives.
    const store = page.getByRole('radio', { name: /Livraison aux parents en magasin/ });
    await store.click();
    await expect(store).toBeChecked({ timeout: 100 });
    await expect(page.getByText('Enregistrement...')).toHaveCount(0);
    await expect(store).toBeChecked();
    await expect(page.getByRole('group', { name: 'Qui offre ?' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // --- [S4.3] Paid: the thanks and the empty cart at once, and again after a reload.
    await visibleButton(page, 'Valider mon panier').click();
    await expect(page).toHaveURL(/\/paiement\/[a-z0-9]{32}$/);
    await payWith(page, GOOD_CARD, 'Monique Durand');
    await expect(page).toHaveURL(/\/cart\?paiement=ok/);
    await expect(page.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(page.getByText('Chargement du panier...')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByText('Chargement du panier...')).toHaveCount(0);

    // --- [S3.9] Once given: 'entièrement offert', the true reason now.
    await page.goto(`/product/${world.listId}/${item.codeAx}`);
    await expect(page.getByText('Ce produit a déjà été entièrement offert.')).toBeVisible();
  });

  test("[S6.4] [S3.9] [S2.49] [S3.17] [S8.2] [S4.11] the overlay: no add out of stock, sizes in size order, 'Réessayer' after 10 s, and 'already in list' is no console error", async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    const unavailable = await unavailableProduct(request);
    await signIn(page, DEMO.parent, '/');
    await appStarted(page);

    // [S6.4] [S3.9] A product out of stock: said so, and no 'Ajouter à ma liste'.
    const overlay = await openProductsFromShell(page, isMobile);
    await searchProducts(page, unavailable);
    const card = overlayProducts(page).filter({ hasText: 'Indisponible' }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajouter à ma liste' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // [S2.49] [S3.17] The size filter in size order.
    await searchProducts(page, 'body');
    let filters: Locator = overlay.getByRole('complementary', { name: 'Filtres' });
    if (isMobile) {
      await overlay.getByRole('button', { name: 'Filtrer' }).click();
      filters = page.getByRole('dialog', { name: 'Filtres' });
    }
    const sizes = filters.getByRole('group', { name: 'Taille' }).getByRole('checkbox');
    await expect(sizes.first()).toBeVisible();
    const labels = await sizes.evaluateAll((boxes) =>
      boxes.map((box) => (box.parentElement?.textContent ?? '').replace(/ \(\d+\)$/, '')),
    );
    expect(labels.length).toBeGreaterThan(2);
    expect(labels).toEqual([...labels].sort(compareSizes));
    if (isMobile)
      await page
        .getByRole('dialog', { name: 'Filtres' })
        .getByRole('button', { name: 'Fermer' })
        .first()
        .click();

    // [S2.49] A search that never answers: an error and 'Réessayer' after 10 s. The searches are
    // held (never answered) until `answer`; the one held stays unanswered for ever.
    let answer = false;
    await page.route('**/discovery/search', (route) => (answer ? route.continue() : undefined));
    const box = page.getByRole('searchbox', { name: 'Rechercher un article' });
    await box.fill('biberon');
    await box.press('Enter');
    await expect(page.getByText('Chargement des articles...')).toBeVisible();
    await expect(overlay.getByRole('alert')).toHaveText(
      'La recherche n’a pas abouti. Vérifiez votre connexion à Internet, puis réessayez.',
      { timeout: 15_000 },
    );
    await expect(page.getByText('Chargement des articles...')).toHaveCount(0);
    await expectNoAxeViolations(page);
    answer = true;
    await overlay.getByRole('button', { name: 'Réessayer' }).click();
    await expect(overlayProducts(page).first()).toBeVisible();
    await overlay.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(productsOverlay(page)).toHaveCount(0);

    // [S8.2] [S4.11] A product already in the list: the 300 answer is no error in the console.
    const [inList] = await productsInStock(request, 1);
    if (inList === undefined) throw new Error('the demo list has a product in stock');
    errors.length = 0;
    await page.goto(`/product/${inList.codeAx}`);
    await visibleButton(page, 'Ajouter à ma liste').click();
    const already = page.getByRole('dialog', { name: 'Ce produit est déjà dans votre liste' });
    await expect(already).toBeVisible();
    await already.getByRole('button', { name: 'Annuler' }).click();
    await expect(already).toHaveCount(0);
    expect(errors.filter((error) => error.includes('addItemToList'))).toEqual([]);
  });
});
