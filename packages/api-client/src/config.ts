import type {} from './import-meta-env';
import { COMPANY_CODE } from '@ldn/domain';

/** Where the base query sends the browser: the external login, or the app's Not found page. */
export type NavigationTarget = 'login' | 'notFound';

/** Receives every HTTP error the clients give back to their callers [S7.1]. */
export interface ApiClientLogger {
  error(message: string, details?: unknown): void;
}

/**
 * Everything an app (or another retailer) sets once at start-up with {@link configureApiClient}.
 * Every value is read when a request is made, so the order of imports does not matter.
 */
export interface ApiClientConfig {
  /** [S7.1] The api base of the first client; `/api` on our server. May be absolute. */
  readonly apiBase: string;
  /**
   * [S7.1] The site base of the second client (the IP look-up `GET /ip`, the external login):
   * the site origin. Empty means the page's own origin.
   */
  readonly siteBase: string;
  /** [S1.1] The company code of the list paths (`/ldn/v1/createList/{company}`). */
  readonly company: string;
  /** [S7.2] The retailer of the staff user paths (`/naoscommercewebservices_{retailer}/v2/{retailer}`). */
  readonly retailer: string;
  /**
   * [S7.1] [S2.23] The URL the base query navigates to on a 400 or 404. The app gives the path of
   * its Not found route; the domain's Not found is a catch-all with no URL of its own, so any
   * unknown path shows it.
   */
  readonly notFoundPath: string;
  /**
   * [S7.1] [S2.30] Navigation, injected: `url` is the login address on the site base (a full page
   * load, the server starts the sign-in there) or {@link notFoundPath} (an app may route in place).
   * Defaults to `window.location.assign(url)`.
   */
  readonly onNavigate: (url: string, target: NavigationTarget) => void;
  /** The location the login returns to: path, query and hash of the current page by default. */
  readonly currentLocation: () => string;
  /** [S7.1] Reads the `XSRF-TOKEN` cookie; `document.cookie` by default. */
  readonly readCookies: () => string;
  /** [S7.1] Where HTTP errors are logged; `console` by default. */
  readonly logger: ApiClientLogger;
  /** The `fetch` used by both clients (tests pass one with a cookie jar); the global by default. */
  readonly fetchFn?: ((input: RequestInfo, init?: RequestInit) => Promise<Response>) | undefined;
  /**
   * Development only: whether answers are held to the contract's schemas and a mismatch logged
   * (`answer-check.ts`). On in a development build, off in tests (their answers are partial on
   * purpose) unless a test sets it; a production build has no checker at all.
   */
  readonly checkAnswers: boolean;
}

const hasWindow = (): boolean => typeof window !== 'undefined';

/** [S7.1] The defaults of a browser on our own server. */
export const DEFAULT_API_CLIENT_CONFIG: ApiClientConfig = {
  apiBase: '/api',
  siteBase: '',
  company: COMPANY_CODE,
  retailer: COMPANY_CODE,
  notFoundPath: '/404',
  onNavigate: (url) => {
    if (hasWindow()) window.location.assign(url);
  },
  currentLocation: () =>
    hasWindow()
      ? `${window.location.pathname}${window.location.search}${window.location.hash}`
      : '/',
  readCookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  logger: console,
  fetchFn: undefined,
  checkAnswers: import.meta.env.DEV && import.meta.env.MODE !== 'test',
};

let current: ApiClientConfig = DEFAULT_API_CLIENT_CONFIG;

/**
 * Sets the bases, navigation and logging of both clients, e.g. at app start:
 * `configureApiClient({ apiBase: '/api', onNavigate: (url, target) => ... })`.
 * Options not given keep their current value.
 */
export function configureApiClient(options: Partial<ApiClientConfig>): void {
  current = { ...current, ...options };
}

/** Puts every option back to {@link DEFAULT_API_CLIENT_CONFIG} (tests, or a logout that resets). */
export function resetApiClientConfig(): void {
  current = DEFAULT_API_CLIENT_CONFIG;
}

/** The configuration in force. */
export function apiClientConfig(): ApiClientConfig {
  return current;
}
