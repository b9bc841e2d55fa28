import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { STAGING_URL } from './servers';

/**
 * Another browser on the staging server (a second device of the same person, a stranger), with
 * the screen of the test's project (viewport, mobile, touch), in French.
 */
export function anotherBrowser(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({
    baseURL: STAGING_URL,
    locale: 'fr-FR',
    ...(viewport === undefined ? {} : { viewport }),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
  });
}
