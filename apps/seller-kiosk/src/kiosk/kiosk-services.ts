import { LOGIN_PATH, readCookie } from '@ldn/api-client';
import { readAppEnvironment, type ShellChrome } from '@ldn/app-shell';
import { PRINCIPAL_COOKIE } from '@ldn/domain';

/** The router's basename: the server serves the kiosk under `/kiosk` (vite `base: '/kiosk/'`). */
export const KIOSK_BASENAME = '/kiosk';
/** [S2.62] The server's logout (a full page load). */
export const LOGOUT_PATH = '/logout';

/** What the kiosk asks of the browser, injected so that tests run the real kiosk with fakes. */
export interface KioskServices {
  /** A full page load (external login, logout, the web app's pages). */
  readonly assign: (url: string) => void;
  /** [S2.25] The current `principalCookie`, `null` when there is none. */
  readonly readPrincipalCookie: () => string | null;
  /** [S2.35] Reloads the page (a page restored from the back/forward cache without its list). */
  readonly reload: () => void;
  /** [S1.7] The environment label the server wrote into the page (its banner's). */
  readonly appEnvironment: () => string;
}

/** The real browser. */
export function browserKioskServices(): KioskServices {
  return {
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    appEnvironment: () => readAppEnvironment(),
    readPrincipalCookie: () => {
      const value = readCookie(document.cookie, PRINCIPAL_COOKIE);
      return value === undefined || value === '' ? null : value;
    },
  };
}

/** [S7.48] The external login, coming back to `redirectPath` (a full path, `/kiosk` included). */
export function kioskLoginHref(redirectPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirectPath)}`;
}

/** [S7.48] The external login, coming back to a kiosk page (`redirectPath` without `/kiosk`). */
export function kioskPageLoginHref(redirectPath: string): string {
  return kioskLoginHref(`${KIOSK_BASENAME}${redirectPath}`);
}

/**
 * What the kiosk's shell offers its pages: no customer bottom bar (every page shows its own
 * buttons), no list form (staff do not edit a customer's list details), the login back under
 * `/kiosk`.
 */
export const KIOSK_CHROME: ShellChrome = {
  bottomBar: false,
  listForm: false,
  loginHref: kioskPageLoginHref,
};
