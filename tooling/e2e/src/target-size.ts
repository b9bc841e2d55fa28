import type { Page } from '@playwright/test';
import { appStarted } from './first-view';

/** An interactive element smaller than its minimum, as measured in the page. */
export interface SmallTarget {
  readonly description: string;
  readonly width: number;
  readonly height: number;
  readonly minimum: number;
}

/** What the page counts as interactive: what a pointer or a finger can activate. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/**
 * [WCAG 2.5.8] Every visible interactive target of the page measures at least `minimum` CSS px
 * both ways, and every main action (the kit's primary buttons, `data-variant="primary"`) at least
 * `mainMinimum`. As WCAG allows: a link inside a sentence (the inline exception) is left out; a
 * checkbox or radio counts with its label (clicking the label activates it); a control hidden
 * from view (a visually hidden input behind its styled label) is measured through that label; a
 * stretched link (an `::after` at inset 0) counts with the box it covers. A check box or radio
 * button drawn as itself must also measure `minimum` on its own, label apart: axe's target-size
 * measures the box alone, and a finger aims at the box.
 */
export async function smallTargets(
  page: Page,
  { minimum = 24, mainMinimum = 24 }: { minimum?: number; mainMinimum?: number } = {},
): Promise<{ measured: number; small: SmallTarget[] }> {
  // The app's page, not the server's first view (inert, its targets not yet usable).
  await appStarted(page);
  return page.evaluate(
    ({ selector, minimum, mainMinimum }) => {
      const small: SmallTarget[] = [];
      let measured = 0;
      const visible = (element: Element): boolean => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const inSentence = (element: Element): boolean => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const own = element.textContent?.trim() ?? '';
        const all = block?.textContent?.trim() ?? '';
        return all.length > own.length;
      };
      // A 'stretched link': its `::after`, absolutely placed at inset 0, makes the whole
      // positioned ancestor (a product card) the target.
      const stretchedArea = (element: Element): DOMRect | undefined => {
        const after = getComputedStyle(element, '::after');
        if (after.content === 'none' || after.position !== 'absolute') return undefined;
        const insets = [after.top, after.right, after.bottom, after.left];
        if (!insets.every((inset) => inset === '0px')) return undefined;
        const container = element instanceof HTMLElement ? element.offsetParent : null;
        return container?.getBoundingClientRect();
      };
      const union = (rects: DOMRect[]) => {
        const left = Math.min(...rects.map((rect) => rect.left));
        const top = Math.min(...rects.map((rect) => rect.top));
        const right = Math.max(...rects.map((rect) => rect.right));
        const bottom = Math.max(...rects.map((rect) => rect.bottom));
        return { width: right - left, height: bottom - top };
      };
      // The box of a native check box or radio drawn as itself (not one hidden behind a styled
      // label), if the element is one.
      const drawnBox = (element: Element): DOMRect | undefined => {
        if (!(element instanceof HTMLInputElement)) return undefined;
        if (element.type !== 'checkbox' && element.type !== 'radio') return undefined;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const drawn =
          rect.width > 2 &&
          rect.height > 2 &&
          style.opacity !== '0' &&
          style.clipPath === 'none' &&
          (style.clip === 'auto' || style.clip === '') &&
          visible(element);
        return drawn ? rect : undefined;
      };
      for (const element of document.querySelectorAll(selector)) {
        const labels =
          element instanceof HTMLInputElement ? [...(element.labels ?? [])].filter(visible) : [];
        if (!visible(element) && labels.length === 0) continue;
        if (inSentence(element)) continue;
        const rects = [element, ...labels]
          .filter(visible)
          .map((node) => node.getBoundingClientRect());
        const stretched = stretchedArea(element);
        if (stretched) rects.push(stretched);
        const box = drawnBox(element);
        const { width, height } =
          box && (box.width + 0.5 < minimum || box.height + 0.5 < minimum) ? box : union(rects);
        measured += 1;
        const needed = element.getAttribute('data-variant') === 'primary' ? mainMinimum : minimum;
        // Half a pixel of rounding (borders in fractional pixels) is not a smaller target.
        if (width + 0.5 < needed || height + 0.5 < needed) {
          // The first non-empty of these (an input has no text of its own: its label names it).
          const name =
            element.getAttribute('aria-label') ||
            (element.textContent ?? '').trim().slice(0, 40) ||
            (labels[0]?.textContent ?? '').trim().slice(0, 40) ||
            (element.getAttribute('name') ?? '');
          small.push({
            description: `<${element.tagName.toLowerCase()}${box ? ` type="${(element as HTMLInputElement).type}"` : ''}> ${name}`,
            width: Math.round(width * 10) / 10,
            height: Math.round(height * 10) / 10,
            minimum: needed,
          });
        }
      }
      return { measured, small };
    },
    { selector: INTERACTIVE, minimum, mainMinimum },
  );
}
