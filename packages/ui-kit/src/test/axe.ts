import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element (for dialogs, drawers and toasts, which Radix portals into `body`, pass
 * `document.body`) and expects no violation. jsdom computes no layout or colours, so the
 * `color-contrast` rule is off here: contrast is proven on the theme's colour pairs by
 * theme.test.ts, and in a real browser by the Storybook and Playwright axe scans. `region` (all
 * content inside landmarks) is a page rule: a component rendered alone, or a menu portalled into
 * `body`, is not a page; the app's page scans keep it.
 */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
  expect(summary).toEqual([]);
}
