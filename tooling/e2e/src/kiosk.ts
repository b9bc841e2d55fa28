import { screenLabels } from '@ldn/domain';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiCall } from './money';
import { DEMO, DEMO_PASSWORD, STAGING_URL } from './servers';

/** The kiosk's screen: a 1024x768 touch screen in a store. */
export const KIOSK_SCREEN = { viewport: { width: 1024, height: 768 }, hasTouch: true } as const;

/** [S2.14] The demo SELLER signs in from the kiosk's SellerLogin and lands on SellerPage. */
export async function sellerSignsInOnKiosk(page: Page): Promise<void> {
  await page.goto('/kiosk/seller/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion vendeur' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.seller);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/kiosk\/seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toBeVisible();
}

/** [S4.10] SellerPage: looks a customer up by e-mail. */
export async function lookUpCustomer(page: Page, email: string): Promise<void> {
  await page.getByRole('combobox', { name: /E-mail du client/ }).fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
}

/** [S2.6] The kiosk's cart of the list, from the 'Panier' link of its bar. */
export async function openKioskCart(page: Page, listId: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(`^${screenLabels.CART}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/kiosk/list/${listId}/cart$`));
}

/**
 * [S4.5] [S2.16] The kiosk's cart validated into a pending transaction: lands on its page and
 * answers its id.
 */
export async function validateIntoTransaction(page: Page): Promise<string> {
  await page
    .getByRole('button', { name: /Valider/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kiosk\/seller\/pendingtransaction\/[^/]+$/);
  const transactionId = /pendingtransaction\/([^/]+)$/.exec(page.url())?.[1] ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: `Transaction ${transactionId}` }),
  ).toBeVisible();
  return transactionId;
}

/** One item of a list as the public read [S7.14] gives it. */
export interface ListItemState {
  readonly codeAx: string;
  readonly productName: string;
  readonly quantityOfContributedItems: number;
  readonly quantityInProgress: number;
}

/** The list's items as the API gives them to the page's signed-in person. */
export async function listItemsAs(page: Page, listId: string): Promise<ListItemState[]> {
  const body = (await apiCall(
    page,
    'POST',
    `/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
    {},
  )) as unknown as { products: { items: ListItemState[] } };
  return body.products.items;
}

/**
 * [S3.13] The register of the store (the development simulator, `POST /dev/pos/tickets`) rings a
 * transaction up as the page's signed-in seller, leaving `missing` off the ticket; answers the
 * ticket's number. The simulator rings up only for the signed-in staff of the transaction's
 * store, with the XSRF header of every unsafe call.
 */
export async function ringUpOnRegister(
  page: Page,
  gs1Code: string,
  missing: readonly string[] = [],
): Promise<string> {
  const cookies = await page.context().cookies(STAGING_URL);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`${STAGING_URL}/dev/pos/tickets`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { gs1Code, missing },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ticketNumber: string }).ticketNumber;
}
