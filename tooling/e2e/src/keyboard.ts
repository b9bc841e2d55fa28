import { expect, type Locator, type Page } from '@playwright/test';
import { appStarted } from './first-view';

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
 * The bars that stay on screen while the page scrolls: the sticky top bar (`<header>`) and the
 * phone's fixed bottom bar ('Actions de la page'), when they are shown.
 */
const BAR_SELECTOR = 'header, [aria-label="Actions de la page"]';

/** A bar drawn over part of the focused element. */
interface Obscured {
  readonly focused: string;
  readonly bar: string;
  readonly overlapPx: number;
}

/**
 * [WCAG 2.4.11] The focused element is not hidden by the sticky top bar nor the phone's fixed
 * bottom bar, not even in part (stricter than 2.4.11's "not entirely hidden"): its box is compared
 * with each bar's box, and where they meet, the element the browser paints on top there
 * (`elementFromPoint`) must not be the bar (the skip link, for one, is drawn above the top bar).
 * A focus inside a dialog is not checked: a modal is drawn above the bars.
 */
export async function expectFocusNotObscured(page: Page): Promise<void> {
  const obscured = await page.evaluate((selector): Obscured[] => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return [];
    if (element.closest('[role="dialog"], [role="alertdialog"]')) return [];
    const box = element.getBoundingClientRect();
    const label =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((bar) => {
        const { position, display, visibility } = getComputedStyle(bar);
        return (
          (position === 'sticky' || position === 'fixed') &&
          display !== 'none' &&
          visibility !== 'hidden' &&
          !bar.contains(element)
        );
      })
      .flatMap((bar) => {
        const barBox = bar.getBoundingClientRect();
        const left = Math.max(box.left, barBox.left);
        const right = Math.min(box.right, barBox.right);
        const top = Math.max(box.top, barBox.top);
        const bottom = Math.min(box.bottom, barBox.bottom);
        // Boxes that only touch (less than a pixel) do not hide anything.
        if (right - left < 1 || bottom - top < 1) return [];
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop === null || !bar.contains(onTop)) return [];
        return [
          {
            focused: `<${element.tagName.toLowerCase()}> ${label}`,
            bar: `<${bar.tagName.toLowerCase()}> ${bar.getAttribute('aria-label') ?? ''}`,
            overlapPx: Math.round(bottom - top),
          },
        ];
      });
  }, BAR_SELECTOR);
  expect(obscured, 'bars drawn over the focused element').toEqual([]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible and not hidden by the bars; fails after `maxPresses` stops.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 150, backwards = false } = {},
): Promise<void> {
  // The page is drawn before the first Tab (before it, the focus can only be on the body).
  await target.waitFor();
  await appStarted(page);
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    await expectFocusNotObscured(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never got the focus in ${String(maxPresses)} Tab presses`);
}

/**
 * Presses Tab (or Shift+Tab) through every stop of the page until the focus comes back to where
 * it started (or leaves the page), running `check` at each stop; returns how many stops there
 * were. Fails after `maxPresses` stops.
 */
export async function tabThroughPage(
  page: Page,
  check: () => Promise<void>,
  { maxPresses = 400, backwards = false } = {},
): Promise<number> {
  await appStarted(page);
  const marker = 'data-e2e-first-stop';
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const where = await page.evaluate((attribute) => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return 'out';
      if (element.hasAttribute(attribute)) return 'back';
      if (document.querySelector(`[${attribute}]`) === null) element.setAttribute(attribute, '');
      return 'in';
    }, marker);
    if (where !== 'in') {
      await page.evaluate((attribute) => {
        document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
      }, marker);
      return press;
    }
    await check();
  }
  throw new Error(`the focus never came back in ${String(maxPresses)} Tab presses`);
}
