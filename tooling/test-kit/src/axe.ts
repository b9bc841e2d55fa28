import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on an element and expects no violation. jsdom computes no colours, so `color-contrast`
 * is off (the ui-kit's theme test proves the colour pairs); `region` is a page rule, and a screen
 * rendered alone sits outside the app's `main` landmark.
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
