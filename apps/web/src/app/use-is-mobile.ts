import { theme, useServerViewportWidth } from '@ldn/ui-kit';
import { useSyncExternalStore } from 'react';

/** Below the ui-kit's desktop switch (`md`): the bottom bar's world [S2.51]. */
const MOBILE_QUERY = `(max-width: ${theme.breakpoints.md - 0.02}px)`;

const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;

const subscribe = (onChange: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** [S2.51] [S2.61] Whether the page is narrower than the desktop switch (no media query: desktop). */
export function useIsMobile(): boolean {
  const serverWidth = useServerViewportWidth();
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => serverWidth < theme.breakpoints.md,
  );
}
