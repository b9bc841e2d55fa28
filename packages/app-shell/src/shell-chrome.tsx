import { createContext, useContext, type ReactNode } from 'react';

/** What an app's shell offers the pages, so that one connected page serves both apps. */
export interface ShellChrome {
  /**
   * [S2.51]-[S2.58] The shell has the customer bottom bar (the web app): a page asks it whether
   * the bar carries its action. Without it (the kiosk) every page shows its own buttons.
   */
  readonly bottomBar: boolean;
  /** [S2.38] The list pages open the list form (the web app's parents; not staff in the kiosk). */
  readonly listForm: boolean;
  /** [S7.48] The external login, coming back to a page of this app (its path, basename excluded). */
  readonly loginHref: (path: string) => string;
}

const ShellChromeContext = createContext<ShellChrome | null>(null);

export interface ShellChromeProviderProps {
  readonly chrome: ShellChrome;
  readonly children?: ReactNode;
}

/** Gives the pages below what the app's shell offers (`ShellProviders` renders it). */
export function ShellChromeProvider({ chrome, children }: ShellChromeProviderProps) {
  return <ShellChromeContext value={chrome}>{children}</ShellChromeContext>;
}

/** What the app's shell offers; a page outside `ShellChromeProvider` is a programming error. */
export function useShellChrome(): ShellChrome {
  const chrome = useContext(ShellChromeContext);
  if (chrome === null) throw new Error('useShellChrome: no ShellChromeProvider above the page');
  return chrome;
}
