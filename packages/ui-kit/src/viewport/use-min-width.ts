import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme/theme';
import { useServerViewportWidth } from './server-viewport';

/**
 * The window's media query lists, one per query, for the `matchMedia` that made them (tests
 * install their own). Making a list parses its query and evaluates it, which forces the page's
 * style and layout when React has just changed the page (a `useSyncExternalStore` snapshot is
 * read again after each commit); a kept list's `matches` is kept current by the browser and
 * costs nothing to read.
 */
const listsByMatchMedia = new WeakMap<object, Map<string, MediaQueryList>>();

/** The window's kept list for `query`; null where there is no `matchMedia` (old browsers, jsdom). */
function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const { matchMedia } = window;
  let lists = listsByMatchMedia.get(matchMedia);
  if (lists === undefined) {
    lists = new Map();
    listsByMatchMedia.set(matchMedia, lists);
  }
  let list = lists.get(query);
  if (list === undefined) {
    list = matchMedia.call(window, query);
    lists.set(query, list);
  }
  return list;
}

const minWidthQuery = (minWidth: number): string => `(min-width: ${String(minWidth)}px)`;

/** Whether the window is at least `minWidth` CSS px wide (`innerWidth` without `matchMedia`). */
function windowIsAtLeast(minWidth: number): boolean {
  if (typeof window === 'undefined') return false;
  return mediaQueryList(minWidthQuery(minWidth))?.matches ?? window.innerWidth >= minWidth;
}

/**
 * Whether the window is at least `minWidth` CSS px wide, following its changes. A server render
 * (and the hydrating render after it) reads the width the server laid the page out for.
 */
export function useMinWidth(minWidth: number): boolean {
  const serverWidth = useServerViewportWidth();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(minWidthQuery(minWidth));
      if (list === null) {
        window.addEventListener('resize', onChange);
        return () => window.removeEventListener('resize', onChange);
      }
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [minWidth],
  );
  return useSyncExternalStore(
    subscribe,
    () => windowIsAtLeast(minWidth),
    () => serverWidth >= minWidth,
  );
}

/** From the theme's `md` breakpoint (768 px): a computer's layout; below it, a phone's. */
export function useIsDesktop(): boolean {
  return useMinWidth(theme.breakpoints.md);
}
