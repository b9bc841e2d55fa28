import { matchPath, ROUTES } from '@ldn/domain';
import { KIOSK_PREFIX } from '../modules/web-app/web-app-routes';

/**
 * The first screen the sign-in shows, asked by the application in its authorization request as
 * `screen_hint` (an extra parameter the embedded provider accepts; another provider, with
 * `OIDC_ISSUER`, ignores it and shows its own sign-in):
 *
 * - `signup`: 'Créer un compte' of Home opens the sign-up form at once [S2.36];
 * - `staff`: the sign-in of a staff page speaks to staff, not to parents [S2.14] [S6.4].
 */
export const SCREEN_HINT_PARAM = 'screen_hint';

export type ScreenHint = 'signup' | 'staff';

/** The hint of an authorization request's parameters; anything else is no hint. */
export function screenHintOf(params: Readonly<Record<string, unknown>>): ScreenHint | undefined {
  const hint = params[SCREEN_HINT_PARAM];
  return hint === 'signup' || hint === 'staff' ? hint : undefined;
}

/**
 * [S2.14] [S2.29] Whether a sign-in coming back to `redirectPath` (a safe path of this site) is
 * staff's: it returns to a seller page (`/seller...`), or to the kiosk, which only staff use.
 */
export function isStaffRedirect(redirectPath: string): boolean {
  const pathname = redirectPath.replace(/[?#].*$/s, '').toLowerCase();
  if (pathname === KIOSK_PREFIX || pathname.startsWith(`${KIOSK_PREFIX}/`)) return true;
  return ROUTES[matchPath(pathname).name].isSellerPage;
}

/** The hint `GET /login` sends: sign-up when asked, else staff for a staff page, else none. */
export function screenHintFor(options: {
  readonly signUp: boolean;
  readonly redirectPath: string;
}): ScreenHint | undefined {
  if (options.signUp) return 'signup';
  return isStaffRedirect(options.redirectPath) ? 'staff' : undefined;
}
