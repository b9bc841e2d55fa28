import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appStarted } from './first-view';

/**
 * Rules to leave out of every scan, comma-separated, from `E2E_AXE_DISABLE_RULES`: only for a
 * person looking past a known, reported violation to the steps after it. Unset, nothing is left out.
 */
const disabledRules = (process.env.E2E_AXE_DISABLE_RULES ?? '')
  .split(',')
  .map((rule) => rule.trim())
  .filter((rule) => rule !== '');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (`wcag22aa` brings axe's `target-size`). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's best-practice rules that RGAA 4.1 asks for, run by id on top of the WCAG tags: every
 * content in a landmark (`region`, RGAA 9.2), one `main`, one `h1`, headings without skipped
 * levels (9.1), a skip link whose target exists (`skip-link`, 12.7), no positive tabindex (12.8).
 */
const BEST_PRACTICE_RULES = [
  'region',
  'landmark-one-main',
  'page-has-heading-one',
  'heading-order',
  'skip-link',
  'tabindex',
];

export interface AxeScanOptions {
  /**
   * Scan only this part of the page (a CSS selector): for a popup that hides by itself, whose scan
   * must end before it goes.
   */
  readonly include?: string;
}

/**
 * An axe scan of the page as it is now (WCAG 2.2 A and AA, and the best-practice rules above),
 * expecting no violation at all. The page-level rules (`region`, one `main`, one `h1`) do not run
 * on a scan limited by `include`.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeScanOptions = {},
): Promise<void> {
  // The app's page, not the server's first view (inert until the app replaces it).
  await appStarted(page);
  await settledAnimations(page);
  // One options object: `withTags` and `withRules` would each replace the other's `runOnly`, and
  // a rule's `enabled` here wins over the tags (axe-core's `ruleShouldRun`).
  const rules = Object.fromEntries([
    ...BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }] as const),
    ...disabledRules.map((rule) => [rule, { enabled: false }] as const),
  ]);
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per scan to merge
  // the frames' partial results; the app has no iframes, and that page and its second axe
  // injection made the scans half of every journey's time.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules,
  });
  if (options.include !== undefined) builder = builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS animations and transitions to end (a popup fading in, a bottom
 * sheet sliding up): mid-animation, a button is half transparent over the dimmed page, and axe
 * would measure the contrast of a frame nobody reads. Endless ones (spinners) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
