import { useLayoutEffect } from 'react';

/**
 * The server-rendered first view (issue 9 point 1, apps/web/src/entry-server.tsx): the server
 * writes the page into `#root` with these attributes. The markup is inert (no focus, no click, out
 * of the accessibility tree) until the app has rendered the same page in its place.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

export function hasFirstView(container: HTMLElement): boolean {
  return container.hasAttribute(FIRST_VIEW_ATTRIBUTE);
}

/** Resolves once the router has run its first navigation (guard, data, page chunk). */
export function whenRouterReady(router: {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Rendered first in the app: React has replaced the first view's markup by the app's (its first
 * commit empties the container), so the container's marks go.
 */
export function FirstViewTakeover({ container }: { readonly container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute(FIRST_VIEW_ATTRIBUTE);
    container.removeAttribute('inert');
  }, [container]);
  return null;
}
