import { ShellProviders, type AppStore, type ShellChrome } from '@ldn/app-shell';
import type { ReactNode } from 'react';
import { loginHref } from './environment';

/**
 * What the web app's shell offers its pages: the customer bottom bar [S2.51], the parents' list
 * form [S2.38], and the login at the site root.
 */
export const WEB_CHROME: ShellChrome = { bottomBar: true, listForm: true, loginHref };

export interface AppProvidersProps {
  readonly store: AppStore;
  readonly children?: ReactNode;
}

/** The shared providers (`@ldn/app-shell`'s `ShellProviders`) with the web app's chrome. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ShellProviders store={store} chrome={WEB_CHROME}>
      {children}
    </ShellProviders>
  );
}
