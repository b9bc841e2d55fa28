import type { HTMLAttributes, ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

/** How wide a screen's content may grow, in CSS px (reading width to the full grid). */
export const PAGE_WIDTHS = {
  /** Reading and short forms: share, the list's notices, the static pages. */
  narrow: 760,
  /** The list search. */
  medium: 880,
  /** Histories and tables: activity, wallet, staff screens. */
  wide: 960,
  /** The cart and its summary side by side. */
  wider: 1080,
} as const;

export type PageWidth = keyof typeof PAGE_WIDTHS | 'full';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** The content's largest width; 'full' is the theme's content width (1200 px). */
  readonly width?: PageWidth | undefined;
  /**
   * The padding around the content: 'regular' (32/16 px, then 48/24 px from md) for reading
   * screens, 'compact' (24/16 px, then 32/24 px) for forms and dense screens.
   */
  readonly spacing?: 'regular' | 'compact' | undefined;
  /** Stacks the children in a column with this space between them; none by default. */
  readonly gap?: keyof DefaultTheme['space'] | undefined;
  /**
   * The element: a `section` by default (a screen's region inside the app's `main`). Not `as`,
   * which styled-components would take to replace the frame itself under `styled(Page)`.
   */
  readonly element?: 'section' | 'div' | 'article' | undefined;
  readonly children?: ReactNode;
}

const Frame = styled.section<{
  $width: PageWidth;
  $compact: boolean;
  $gap: keyof DefaultTheme['space'] | undefined;
}>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme, $width }) =>
    $width === 'full' ? theme.layout.contentMaxWidthPx : PAGE_WIDTHS[$width]}px;
  margin: 0 auto;
  padding: ${({ theme, $compact }) =>
    $compact ? `${theme.space.lg} ${theme.space.md}` : `${theme.space.xl} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  ${({ theme, $gap }) =>
    $gap !== undefined &&
    `display: flex;
    flex-direction: column;
    gap: ${theme.space[$gap]};`}
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme, $compact }) =>
      $compact ? `${theme.space.xl} ${theme.space.lg}` : `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

/**
 * The frame of a screen: centred, at most `width` wide, padded more from the md breakpoint, in
 * the theme's text colour and line height. Screens extend it (`styled(Page)`) for their own
 * headings rather than writing another frame.
 */
export function Page({
  width = 'full',
  spacing = 'regular',
  gap,
  element = 'section',
  children,
  ...rest
}: PageProps) {
  return (
    <Frame {...rest} as={element} $width={width} $compact={spacing === 'compact'} $gap={gap}>
      {children}
    </Frame>
  );
}
