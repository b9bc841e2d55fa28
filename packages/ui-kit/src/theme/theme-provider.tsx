import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  readonly children?: ReactNode;
  /** Another theme of the same shape (a retailer's brand); the birth-list theme by default. */
  readonly theme?: Theme;
}

/** Gives the ui-kit theme to every component below. Render `GlobalStyle` inside it once per app. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
