import type { Page } from '@playwright/test';

/**
 * Waits for the app to take over from the server-rendered first view (docs/decisions.md, "The
 * server-rendered first view"). The first view is inert: Playwright's locator actions wait for
 * the app's element by themselves, but keystrokes sent to the page and measures taken in it do
 * not, so the helpers that do so wait for the app first, as a person waits for the page to work.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-first-view]') === null);
}
