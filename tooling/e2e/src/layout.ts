import { screenLabels } from '@ldn/domain';
import { expect, type Locator, type Page } from '@playwright/test';

/** [S2.49] The products overlay, once open. */
export const productsOverlay = (page: Page): Locator =>
  page.getByRole('dialog', { name: screenLabels.PRODUCTS });

/**
 * [S2.60] [S2.61] Opens the products overlay from the shell: the drawer's entry on a phone, the
 * footer's on a desktop.
 */
export async function openProductsFromShell(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: screenLabels.PRODUCTS }).click();
  } else {
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: screenLabels.PRODUCTS })
      .click();
  }
  const overlay = productsOverlay(page);
  await expect(overlay).toBeVisible();
  return overlay;
}

/** [S2.49] Searches in the open overlay (Enter) and waits for the loading text to go. */
export async function searchProducts(page: Page, term: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Rechercher un article' });
  await box.fill(term);
  await box.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Chargement des articles...' }),
  ).toHaveCount(0);
}

/** [S2.49] The product cards of the overlay's grid. */
export const overlayProducts = (page: Page): Locator =>
  page.getByRole('list', { name: 'Articles' }).getByRole('article');

/**
 * [S2.51]-[S2.56] [S2.62] The list's links (Ma liste, Partager, Activité, Cagnotte): the bottom bar
 * on a phone, the header's navigation on a desktop.
 */
export const listLinks = (page: Page, isMobile: boolean): Locator =>
  page.getByRole('navigation', { name: isMobile ? 'Actions de la page' : 'Navigation principale' });

/** A button the page shows (the bottom bar's on a phone, the page's own on a desktop). */
export const visibleButton = (page: Page, name: string | RegExp): Locator =>
  page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first();

/** [S8.1] A toast's visible text (screen readers get it once more, in a status). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text, { exact: typeof text === 'string' })
    .filter({ visible: true })
    .first();

/**
 * [S2.9] [S4.5] From a list page, opens the product's page from its card and adds it to the cart
 * (staff, or the holder in a store).
 */
export async function addToCartFromList(page: Page, productName: string): Promise<void> {
  await page.getByRole('article', { name: productName }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: screenLabels.ADD_TO_CART }).first().click();
}
