import { GlobalStyle, ScreenActionsProvider, ThemeProvider, Toaster } from '@ldn/ui-kit';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { KioskStore } from './kiosk-store';

export interface KioskProvidersProps {
  readonly store: KioskStore;
  readonly children?: ReactNode;
}

/**
 * Redux, the registry of the buttons pages handle (the customer pages register theirs), the theme
 * with its global style, and the toasts (one at a time, top right [S8.1]).
 */
export function KioskProviders({ store, children }: KioskProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ScreenActionsProvider>
        <ThemeProvider>
          <GlobalStyle />
          {children}
          <Toaster />
        </ThemeProvider>
      </ScreenActionsProvider>
    </ReduxProvider>
  );
}
