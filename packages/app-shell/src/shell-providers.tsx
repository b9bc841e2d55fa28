import {
  DeferredToaster,
  GlobalStyle,
  LinkProvider,
  ScreenActionsProvider,
  ThemeProvider,
  type LinkProps,
} from '@ldn/ui-kit';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Link } from 'react-router';
import { ShellChromeProvider, type ShellChrome } from './shell-chrome';
import type { AppStore } from './shell-state';

export interface ShellProvidersProps {
  readonly store: AppStore;
  /** What the app's shell offers its pages (bottom bar, list form, login). */
  readonly chrome: ShellChrome;
  readonly children?: ReactNode;
}

/**
 * Redux, the registry of the bar buttons pages handle, what the shell offers the pages, the theme
 * with its global style, and the toasts (one at a time, top right [S8.1]; their code loads once
 * the first page is shown).
 */
export function ShellProviders({ store, chrome, children }: ShellProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ScreenActionsProvider>
        <ShellChromeProvider chrome={chrome}>
          <ThemeProvider>
            <GlobalStyle />
            {children}
            <DeferredToaster />
          </ThemeProvider>
        </ShellChromeProvider>
      </ScreenActionsProvider>
    </ReduxProvider>
  );
}

/** The ui-kit's in-app links, rendered by react-router (client-side, inside the basename). */
function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

/**
 * Renders the ui-kit's in-app links with react-router's `Link`. It needs the router's context, so
 * the layout route renders it (inside `RouterProvider`).
 */
export function RouterLinkProvider({ children }: { readonly children?: ReactNode }) {
  return <LinkProvider component={RouterLink}>{children}</LinkProvider>;
}
