import { ThemeProvider } from '@ldn/ui-kit';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address shown (path, query and hash); `/` by default. */
  readonly path?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/** Renders a screen as the app does: in a router (at `path`), with the theme. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  function Wrapper({ children }: { children?: ReactNode }) {
    return <ThemeProvider>{children}</ThemeProvider>;
  }
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options });
  return { ...result, router };
}
