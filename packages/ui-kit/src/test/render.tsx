import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { LinkProvider, type LinkComponent } from '../link/link-context';
import { ThemeProvider } from '../theme/theme-provider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A link component to inject, as the app does with its router's link. */
  readonly link?: LinkComponent;
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  readonly advanceTimers?: (ms: number) => unknown;
}

/** Renders with the theme (and an injected link, when given), plus a user-event session. */
export function renderWithProviders(
  ui: ReactElement,
  { link, advanceTimers, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  function Wrapper({ children }: { children?: ReactNode }) {
    const themed = <ThemeProvider>{children}</ThemeProvider>;
    return link ? <LinkProvider component={link}>{themed}</LinkProvider> : themed;
  }
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
