import type { SessionDispatch, SessionRootState } from '@ldn/feature-session';

/**
 * What the shared wiring needs of an app's store: the session slices (the app's root state extends
 * them) and a dispatch that runs thunks (the api-client's endpoints). Both apps' stores fit.
 */
export interface ShellStore {
  readonly getState: () => SessionRootState;
  readonly dispatch: SessionDispatch;
}

/** What the navigation asks of the browser (both apps' services give it). */
export interface NavigationServices {
  /** A full page load (external login, a page another app serves). */
  readonly assign: (url: string) => void;
  /** [S2.25] The current `principalCookie`, `null` when there is none. */
  readonly readPrincipalCookie: () => string | null;
}
