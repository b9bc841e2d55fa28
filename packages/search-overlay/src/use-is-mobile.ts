import { theme, useServerViewportWidth } from '@ldn/ui-kit';
import { useSyncExternalStore } from 'react';

/** Where the overlay lays out its filters: a drawer on phones, a sidebar on desktop [S2.49]. */
export type OverlayLayout = 'auto' | 'mobile' | 'desktop';

/** Below the ui-kit's desktop switch (`md`). */
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

/** [S2.49] Whether the overlay uses its phone layout (`auto`: the window's width decides). */
export function useIsMobile(layout: OverlayLayout): boolean {
  const serverWidth = useServerViewportWidth();
  const narrow = useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => serverWidth < theme.breakpoints.md,
  );
  return layout === 'auto' ? narrow : layout === 'mobile';
}
