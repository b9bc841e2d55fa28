import type { Page } from '@playwright/test';

/**
 * Waits for the app to be live over the server-rendered first view (docs/decisions.md, "The
 * server-rendered first view"): the browser hydrates the first view in place, and the app marks
 * `<html data-hydrated>` once it has. A page without a first view (the kiosk's, the server's own
 * sign-in page) has nothing to wait for. Playwright's locator actions wait for what they act on,
 * but keystrokes sent to the page and measures taken in it do not, so the helpers that do so wait
 * for the app first, as a person waits for the page to work.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      document.getElementById('first-view-state') === null,
  );
}

/** [S1.1] The company code of the list paths (`COMPANY_CODE` of @ldn/domain). */
const COMPANY = 'aufr';

/**
 * [S7.15] A list as the API gives it to a visitor. The browser no longer reads it when it opens
 * the list (the first view carries it), so a journey that needs its items asks the API itself.
 */
export async function readListAnswer<T>(page: Page, listId: string): Promise<T> {
  const answer = await page.request.post(
    `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/${COMPANY}/${listId}`,
    { data: {} },
  );
  if (!answer.ok()) throw new Error(`the list ${listId} could not be read: ${answer.status()}`);
  return (await answer.json()) as T;
}
