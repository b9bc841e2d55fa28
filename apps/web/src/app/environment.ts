import { LOGIN_PATH, readCookie } from '@ldn/api-client';
import { PRINCIPAL_COOKIE } from '@ldn/domain';

/**
 * The app's environment and the server paths it leaves for (house style rule 5: the shell holds
 * environment and paths, the rules stay in the domain).
 */

/** [S1.8] The retailer brand that follows 'Liste de naissance' in the page title. */
export { RETAILER_BRAND } from '@ldn/app-shell';

/** [S1.7] The environment label, read as the seller kiosk reads it. */
export { APP_ENV_META, APP_ENV_PLACEHOLDER, readAppEnvironment } from '@ldn/app-shell';

/** [S2.62] The server's logout (full page load: it ends the session at the provider too). */
export const LOGOUT_PATH = '/logout';

/** [S2.35] Marks a reload made after a failed page download, so that it happens once. */
export const CHUNK_RELOAD_STORAGE_KEY = 'ldn.chunkReload';

/** [S2.25] [S9.11] The `principalCookie` of the page, `null` when there is none (a visitor). */
export function readPrincipalCookie(cookies: string = document.cookie): string | null {
  const value = readCookie(cookies, PRINCIPAL_COOKIE);
  return value === undefined || value === '' ? null : value;
}

/** [S2.29] [S2.30] [S7.48] The external login, which comes back to `redirectPath`. */
export function loginHref(redirectPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirectPath)}`;
}

/**
 * [S2.36] The external sign-up, which comes back to `redirectPath`: the server's login opening the
 * sign-up form first (`ecran=inscription`, apps/server/src/identity/bff-routes.ts).
 */
export function signUpHref(redirectPath: string): string {
  return `${loginHref(redirectPath)}&ecran=inscription`;
}
