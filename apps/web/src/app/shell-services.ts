import { browserSessionStorage, type FlagStorage } from '@ldn/feature-session';
import { readAppEnvironment, readPrincipalCookie } from './environment';

/**
 * What the shell asks of the browser, injected so that tests run the real shell with fakes: full
 * page loads (external login, logout), reloads, the cookie, the environment label and storage.
 */
export interface ShellServices {
  /** A full page load (external login [S7.48], logout). */
  readonly assign: (url: string) => void;
  /** [S2.35] Reloads the page (failed page download, a cart restored without its list). */
  readonly reload: () => void;
  /** [S2.25] The current `principalCookie`, `null` when there is none. */
  readonly readPrincipalCookie: () => string | null;
  /** [S1.7] The environment label. */
  readonly appEnvironment: () => string;
  /** The browser session's storage, `null` when unavailable. */
  readonly storage: FlagStorage | null;
}

/** The real browser. */
export function browserServices(): ShellServices {
  return {
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    readPrincipalCookie: () => readPrincipalCookie(),
    appEnvironment: () => readAppEnvironment(),
    storage: browserSessionStorage(),
  };
}
