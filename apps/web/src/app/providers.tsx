import {
  GlobalStyle,
  LinkProvider,
  ScreenActionsProvider,
  DeferredToaster,
  ThemeProvider,
  type LinkProps,
} from '@ldn/ui-kit';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Link } from 'react-router';
import type { AppStore } from './store';

/** The ui-kit's in-app links, rendered by react-router (client-side navigation). */
function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

export interface AppProvidersProps {
  readonly store: AppStore;
  readonly children?: ReactNode;
}

/**
 * Redux, the registry of the bar buttons pages handle, the theme with its global style, and the
 * toasts (one at a time, top right [S8.1]; their code loads once the first page is shown).
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ScreenActionsProvider>
        <ThemeProvider>
          <GlobalStyle />
          {children}
          <DeferredToaster />
        </ThemeProvider>
      </ScreenActionsProvider>
    </ReduxProvider>
  );
}

/**
 * Renders the ui-kit's in-app links with react-router's `Link`. It needs the router's context, so
 * the layout route renders it (inside `RouterProvider`).
 */
export function RouterLinkProvider({ children }: { readonly children?: ReactNode }) {
  return <LinkProvider component={RouterLink}>{children}</LinkProvider>;
}
