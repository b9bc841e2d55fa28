import { useIsDesktop } from '@ldn/ui-kit';

/** Where the overlay lays out its filters: a drawer on phones, a sidebar on desktop [S2.49]. */
export type OverlayLayout = 'auto' | 'mobile' | 'desktop';

/** [S2.49] Whether the overlay uses its phone layout (`auto`: the window's width decides). */
export function useIsMobile(layout: OverlayLayout): boolean {
  const desktop = useIsDesktop();
  return layout === 'auto' ? !desktop : layout === 'mobile';
}
