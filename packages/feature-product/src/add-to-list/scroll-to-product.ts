import { productElementId } from '@ldn/domain';

/** How long the list page may take to load and render before the scroll gives up. */
export const SCROLL_WAIT_MS = 10_000;

/**
 * [S4.11] 'Voir ma liste' and a saved edit land on the product: the list page renders each product
 * card with the element id `produit-<codeAx>` (the domain's `productElementId`), focusable by
 * script, and scrolls a long (virtualised) list to the product the address names.
 *
 * Scrolls to the product's card and moves the focus to it, once it is in the page: at once if it is
 * there, else as soon as the list page renders it (a MutationObserver), for at most `timeoutMs`.
 * Not tied to a component, so it survives the navigation that unmounts the caller. Returns a
 * function that stops waiting.
 */
export function scrollToProductWhenShown(
  codeAx: string,
  { doc = document, timeoutMs = SCROLL_WAIT_MS }: { doc?: Document; timeoutMs?: number } = {},
): () => void {
  const id = productElementId(codeAx);
  const reveal = (): boolean => {
    const element = doc.getElementById(id);
    if (element === null) return false;
    element.scrollIntoView({ block: 'center' });
    // The list's cards are focusable (tabIndex -1); any other target is made so, out of the tab order.
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    return true;
  };
  if (reveal()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
