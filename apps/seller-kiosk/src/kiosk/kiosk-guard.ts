import { usersApi } from '@ldn/api-client';
import { decideNavigation, hrefFor, matchPath, type NavigationInput } from '@ldn/domain';
import {
  assistantClosed,
  cartReset,
  menuClosed,
  navigationSettled,
  navigationStarted,
  notFoundShown,
  principalCookieSeen,
  selectAssistantOpen,
  selectCurrentList,
  selectCustomerSelected,
  selectMenuOpen,
  selectPrincipalCookieChanged,
  selectUser,
  selectWasStaffLoggedIn,
} from '@ldn/feature-session';
import { replace, type LoaderFunction } from 'react-router';
import { isKioskRoute } from './kiosk-routes';
import { KIOSK_BASENAME, kioskLoginHref, type KioskServices } from './kiosk-services';
import type { KioskStore } from './kiosk-store';

/** Rule 1 asks to decide again after reading the profile; the bound guards against a loop. */
const MAX_DECISION_ROUNDS = 3;

/** The domain's path of a kiosk address (`/kiosk/seller` is `/seller`). */
export function domainPath(pathname: string): string {
  const path = pathname.startsWith(KIOSK_BASENAME)
    ? pathname.slice(KIOSK_BASENAME.length)
    : pathname;
  return path === '' ? '/' : path;
}

function kioskInput(pathname: string, store: KioskStore, services: KioskServices): NavigationInput {
  const state = store.getState();
  return {
    target: matchPath(pathname),
    user: selectUser(state),
    customerSelected: selectCustomerSelected(state),
    principalCookieChanged: selectPrincipalCookieChanged(state, services.readPrincipalCookie()),
    wasStaffLoggedIn: selectWasStaffLoggedIn(state),
    ui: { assistantOpen: selectAssistantOpen(state), menuOpen: selectMenuOpen(state) },
    list: selectCurrentList(state),
  };
}

/** The page is being left by a full page load: keep the navigation pending. */
const leave = (services: KioskServices, url: string): Promise<never> => {
  services.assign(url);
  return new Promise<never>(() => undefined);
};

/**
 * [S2.25]-[S2.35] The kiosk's navigation guard, as the root route's loader: the domain's
 * `decideNavigation` on every navigation, as in the web app, for the seller pages only.
 * - A page of the web app (Home, Closed) is a full page load of the web app's address.
 * - A seller page is a `replace(...)` inside the kiosk; Not found shows in place.
 * - The external login comes back to the kiosk's address.
 * The kiosk loads no list: the seller pages never ask for one (rule 7 reads list pages only).
 */
export function createKioskLoader(store: KioskStore, services: KioskServices): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}${url.hash}`;
    store.dispatch(navigationStarted(here));
    try {
      for (let round = 0; round < MAX_DECISION_ROUNDS; round += 1) {
        const decision = decideNavigation(kioskInput(domainPath(url.pathname), store, services));
        for (const effect of decision.effects) {
          if (effect.type === 'refreshProfile') {
            store.dispatch(principalCookieSeen(services.readPrincipalCookie()));
            await store.dispatch(
              usersApi.endpoints.getUserProfile.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          } else if (effect.type === 'closeAssistant') store.dispatch(assistantClosed());
          else if (effect.type === 'closeMenu') store.dispatch(menuClosed());
          else if (effect.type === 'resetCart') store.dispatch(cartReset());
        }
        const { outcome } = decision;
        switch (outcome.kind) {
          case 'refreshProfile':
            continue;
          case 'redirect': {
            if (outcome.to === 'NotFound') {
              store.dispatch(notFoundShown());
              return null;
            }
            if (!isKioskRoute(outcome.to)) return await leave(services, hrefFor(outcome.to));
            throw replace(`${KIOSK_BASENAME}${hrefFor(outcome.to)}`);
          }
          case 'externalLogin':
            return await leave(
              services,
              kioskLoginHref(`${KIOSK_BASENAME}${outcome.redirectPath}`),
            );
          default:
            return null;
        }
      }
      return null;
    } finally {
      store.dispatch(navigationSettled());
    }
  };
}

/** The guard runs on every navigation, not only when the root's parameters change. */
export const alwaysRevalidate = (): boolean => true;
