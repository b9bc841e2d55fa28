import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { productsInStock } from './catalogue';
import { uniqueLastName } from './names';
import { DEMO, STAGING_URL } from './servers';
import { signIn } from './sign-in';
import { freshAccount, signUpFromHome, type NewAccount } from './sign-up';

/** The sandbox checkout's test cards (apps/server/src/modules/checkout). */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A published list of a new parent, made for one journey. */
export interface MoneyWorld {
  readonly parent: NewAccount;
  /** The parent's own browser page, signed in. */
  readonly parentPage: Page;
  readonly listId: string;
  readonly title: string;
  /** Its items, in the order asked: code, name and wanted quantity. */
  readonly items: readonly { codeAx: string; productName: string; quantity: number }[];
}

/** Calls the API as the page's signed-in person (session cookie and XSRF header). */
export async function apiCall(
  page: Page,
  method: 'POST' | 'GET' | 'PUT' | 'PATCH',
  path: string,
  data?: object,
) {
  const cookies = await page.context().cookies(STAGING_URL);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`${STAGING_URL}/api${path}`, {
    method,
    headers: { 'x-xsrf-token': xsrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A new parent (signed up through the real pages, in a browser context of his own) with a published
 * list of `quantities.length` products in stock, created through the API the app uses
 * ([S7.12] [S7.20]): the journeys start from a list nobody else touches.
 */
export async function parentWithList(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  quantities: readonly number[],
): Promise<MoneyWorld> {
  const context = await browser.newContext({ baseURL: STAGING_URL, locale: 'fr-FR' });
  const parentPage = await context.newPage();
  const parent = {
    ...freshAccount(testInfo, 'holder', 'Claire'),
    lastName: uniqueLastName('Berthier'),
  };
  await signUpFromHome(parentPage, parent);
  const title = `La liste de bébé ${parent.lastName}`;
  return { parent, parentPage, ...(await publishedList(parentPage, request, title, quantities)) };
}

/**
 * The seeded demo parent (`parent@example.fr`, signed in through the real pages in a browser
 * context of his own) with a new published list of `quantities.length` products in stock, next to
 * his seeded ones: not his default list, and no other journey knows it, so it may be closed.
 */
export async function demoParentWithList(
  browser: Browser,
  request: APIRequestContext,
  quantities: readonly number[],
): Promise<MoneyWorld> {
  const context = await browser.newContext({ baseURL: STAGING_URL, locale: 'fr-FR' });
  const parentPage = await context.newPage();
  await signIn(parentPage, DEMO.parent, '/');
  const parent = { email: DEMO.parent, firstName: 'Claire', lastName: 'Martin' };
  const title = `La liste de bébé ${uniqueLastName('Berthier')}`;
  return { parent, parentPage, ...(await publishedList(parentPage, request, title, quantities)) };
}

/** [S7.12] [S7.20] A published list of the signed-in parent of `page`, with products in stock. */
async function publishedList(
  page: Page,
  request: APIRequestContext,
  title: string,
  quantities: readonly number[],
): Promise<Pick<MoneyWorld, 'listId' | 'title' | 'items'>> {
  const created = await apiCall(page, 'POST', '/ldn/v1/createList/aufr', {
    title,
    childFirstName: 'Lou',
    contactStoreCode: 'S001',
    welcomeMessage: 'Merci pour votre générosité !',
  });
  const listId = String(created.id);
  const products = await productsInStock(request, quantities.length);
  const items = products.map((product, index) => ({
    ...product,
    quantity: quantities[index] ?? 1,
  }));
  for (const item of items) {
    await apiCall(page, 'POST', `/ldn/v1/addItemToListByCompanyAndListId/aufr/${listId}`, {
      company: 'aufr',
      productReference: item.codeAx,
      quantity: item.quantity,
      message: '',
      priority: false,
      hidden: false,
    });
  }
  return { listId, title, items };
}

/**
 * What the list holds now, read through the API [S7.14] by its owner (`owner`: his signed-in
 * page): only the owner and staff are told the wallet's balance.
 */
export async function listState(
  owner: Page,
  listId: string,
): Promise<{ wallet: number; gifted: Record<string, number>; status: string }> {
  const body = (await apiCall(
    owner,
    'POST',
    `/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
    {},
  )) as unknown as {
    walletAmount: number;
    informations: { status: string };
    products: { items: { codeAx: string; quantityOfContributedItems: number }[] };
  };
  return {
    wallet: body.walletAmount,
    status: body.informations?.status ?? '',
    gifted: Object.fromEntries(
      body.products.items.map((item) => [item.codeAx, item.quantityOfContributedItems]),
    ),
  };
}

/** Pays on the sandbox page with `card` (the page of `/paiement/{id}`). */
export async function payWith(page: Page, card: string, holder = 'Josette Martin'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/39');
  await page.getByLabel('Cryptogramme (3 chiffres au dos de la carte)').fill('123');
  await page.getByLabel('Titulaire de la carte').fill(holder);
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** [S7.32] The list's activity as its owner reads it (all four filters). */
export interface ListActivity {
  readonly contributions: readonly {
    readonly productsAmount: number;
    readonly walletAmount: number;
    readonly entries: readonly { readonly quantity: number }[];
  }[];
  readonly walletAmount: number;
  readonly walletTotalAmount: number;
  readonly purchaseAmount: number;
}

/** [S7.32] The activity of `listId`, read through the API as the signed-in owner `ownerPage`. */
export async function listActivity(ownerPage: Page, listId: string): Promise<ListActivity> {
  return (await apiCall(
    ownerPage,
    'POST',
    `/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/${listId}`,
    { filtersBy: [] },
  )) as unknown as ListActivity;
}
