import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows of its focus, read from the computed style. */
interface FocusLook {
  readonly description: string;
  readonly outline: boolean;
  readonly shadow: boolean;
}

/**
 * [WCAG 2.4.7] The element with the keyboard focus shows it: an outline of some width, or a box
 * shadow, on itself or on its `::before` / `::after` (the kit's focus ring is one or the other,
 * `packages/ui-kit/src/primitives/focus-ring.ts`).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const look = await page.evaluate((): FocusLook | null => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // The ring may be drawn by a pseudo-element (a stretched link rings the whole card).
    const styles = [null, '::before', '::after']
      .map((pseudo) => getComputedStyle(element, pseudo))
      .filter((style, index) => index === 0 || style.content !== 'none');
    const label =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      description: `<${element.tagName.toLowerCase()}> ${label}`,
      outline: styles.some(
        (style) => style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      ),
      shadow: styles.some((style) => style.boxShadow !== 'none' && style.boxShadow !== ''),
    };
  });
  expect(look, 'something has the keyboard focus').not.toBeNull();
  expect(look?.outline || look?.shadow, `visible focus on ${look?.description ?? ''}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible; fails after `maxPresses` stops.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 150, backwards = false } = {},
): Promise<void> {
  // The page is drawn before the first Tab (before it, the focus can only be on the body).
  await target.waitFor();
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never got the focus in ${String(maxPresses)} Tab presses`);
}
