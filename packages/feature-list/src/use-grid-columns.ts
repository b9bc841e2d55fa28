import { theme, useMinWidth } from '@ldn/ui-kit';

/** [S2.39] Cards per row: 2 on phones, 3 from `md`, 4 from `lg`. */
export function useGridColumns(): number {
  const md = useMinWidth(theme.breakpoints.md);
  const lg = useMinWidth(theme.breakpoints.lg);
  if (lg) return 4;
  return md ? 3 : 2;
}
