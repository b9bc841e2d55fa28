import { theme, useServerViewportWidth } from '@ldn/ui-kit';
import { useSyncExternalStore } from 'react';

/** Whether the window is at least `minWidth` px wide (`innerWidth` where `matchMedia` is missing). */
function matchesMinWidth(minWidth: number): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(`(min-width: ${minWidth}px)`).matches;
  }
  return window.innerWidth >= minWidth;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the window is at least `minWidth` px wide, following resizes. */
export function useMinWidth(minWidth: number): boolean {
  const serverWidth = useServerViewportWidth();
  return useSyncExternalStore(
    subscribe,
    () => matchesMinWidth(minWidth),
    () => serverWidth >= minWidth,
  );
}

/** [S2.51] Desktop from the ui-kit's `md` breakpoint (768 px): side panel instead of a drawer. */
export function useIsDesktop(): boolean {
  return useMinWidth(theme.breakpoints.md);
}

/** [S2.39] Cards per row: 2 on phones, 3 from `md`, 4 from `lg`. */
export function useGridColumns(): number {
  const md = useMinWidth(theme.breakpoints.md);
  const lg = useMinWidth(theme.breakpoints.lg);
  if (lg) return 4;
  return md ? 3 : 2;
}
