import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules to leave out of every scan, comma-separated, from `E2E_AXE_DISABLE_RULES`: only for a
 * person looking past a known, reported violation to the steps after it. Unset, nothing is left out.
 */
const disabledRules = (process.env.E2E_AXE_DISABLE_RULES ?? '')
  .split(',')
  .map((rule) => rule.trim())
  .filter((rule) => rule !== '');

export interface AxeScanOptions {
  /**
   * Scan only this part of the page (a CSS selector): for a popup that hides by itself, whose scan
   * must end before it goes.
   */
  readonly include?: string;
}

/** An axe scan of the page as it is now (WCAG 2.1 A and AA), expecting no violation at all. */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeScanOptions = {},
): Promise<void> {
  await settledAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include !== undefined) builder = builder.include(options.include);
  if (disabledRules.length > 0) builder = builder.disableRules(disabledRules);
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
