/**
 * The server-rendered first view (issue 9 point 1, `src/entry-server.tsx`): the server writes the
 * page into `#root`, wrapped in an inert element with this attribute (no focus, no click, out of
 * the accessibility tree). The app's first commit empties `#root`, wrapper included.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

export function hasFirstView(container: HTMLElement): boolean {
  return container.firstElementChild?.hasAttribute(FIRST_VIEW_ATTRIBUTE) ?? false;
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
