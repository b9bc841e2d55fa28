/// <reference lib="dom" />
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element (for dialogs, drawers and toasts, which Radix portals into `body`, pass
 * `document.body`) and expects no violation. jsdom computes no layout or colours, so
 * `color-contrast` is off: the ui-kit's theme test proves the colour pairs, and the Storybook and
 * Playwright scans check them in a real browser. `region` (all content inside landmarks) is a page
 * rule: off for a component or a screen rendered alone, outside the app's `main` landmark, and kept
 * with `{ page: true }` for a whole app.
 */
export async function expectNoAxeViolations(
  element: Element = document.body,
  { page = false }: { readonly page?: boolean } = {},
): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: page } },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(' | ')})`,
  );
  expect(summary).toEqual([]);
}
