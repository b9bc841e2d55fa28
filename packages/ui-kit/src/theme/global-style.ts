import { createGlobalStyle } from 'styled-components';

/**
 * The page basics: box sizing, the system font stack, the cream background, a visible keyboard
 * focus ring that the bars never hide, and no motion for those who ask their system for reduced
 * motion.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /*
     * WCAG 2.4.11 Focus Not Obscured: an element the focus scrolls into view (Tab, Shift+Tab, a
     * skip link, an anchor) stops below the sticky top bar, not under it; the 8 px (space.sm)
     * leave room for the focus ring (a 3 px outline 2 px away).
     */
    scroll-padding-top: calc(${({ theme }) => `${theme.layout.topBarHeightPx}px + ${theme.space.sm}`});
  }
  ${({ theme }) => theme.media.down.md} {
    html {
      /* The same above the phone's fixed bottom bar [S2.51]. */
      scroll-padding-bottom: calc(${({ theme }) => `${theme.layout.bottomBarHeightPx}px + ${theme.space.sm}`});
    }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
