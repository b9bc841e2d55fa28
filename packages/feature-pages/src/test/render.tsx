import { ThemeProvider } from '@ldn/ui-kit';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** Renders a screen with the theme, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  function Wrapper({ children }: { children?: ReactNode }) {
    return <ThemeProvider>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
