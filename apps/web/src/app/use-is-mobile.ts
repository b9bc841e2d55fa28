import { useIsDesktop } from '@ldn/ui-kit';

/** [S2.51] [S2.61] Whether the page is narrower than the desktop switch (no media query: `innerWidth`). */
export function useIsMobile(): boolean {
  return !useIsDesktop();
}
