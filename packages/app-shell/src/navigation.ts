import { listsApi, usersApi } from '@ldn/api-client';
import {
  decideNavigation,
  hrefFor,
  matchPath,
  type NavigationEffect,
  type NavigationInput,
  type RouteName,
  type RouteTarget,
} from '@ldn/domain';
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
  type SessionRootState,
} from '@ldn/feature-session';
import { replace, type LoaderFunction } from 'react-router';
import { screenRouteName } from './route-name';
import type { NavigationServices, ShellStore } from './shell-store';

/**
 * Rules 1 and 7 ask to decide again after loading; a few rounds always settle (each load makes its
 * rule pass), the bound only guards against a server that keeps changing its answer.
 */
const MAX_DECISION_ROUNDS = 4;

/** The domain's path of an address under `basename` (`/kiosk/seller` is `/seller`). */
export function domainPath(pathname: string, basename = ''): string {
  if (basename === '' || !pathname.startsWith(basename)) return pathname;
  const path = pathname.slice(basename.length);
  return path === '' ? '/' : path;
}

/** [S2.1]-[S2.24] The route of a domain path, ViewFromClosedList once a closed list is loaded. */
export function targetOf(pathname: string, state: SessionRootState): RouteTarget {
  const target = matchPath(pathname);
  const list = selectCurrentList(state);
  if (target.name !== 'ViewFromList' || list === null || list.id !== target.params.id) {
    return target;
  }
  return { name: screenRouteName(target.name, list.phase), params: target.params } as RouteTarget;
}

/** What the navigation rules read, from the store and the browser. */
export function navigationInput(
  target: RouteTarget,
  state: SessionRootState,
  services: NavigationServices,
): NavigationInput {
  return {
    target,
    user: selectUser(state),
    customerSelected: selectCustomerSelected(state),
    principalCookieChanged: selectPrincipalCookieChanged(state, services.readPrincipalCookie()),
    wasStaffLoggedIn: selectWasStaffLoggedIn(state),
    ui: { assistantOpen: selectAssistantOpen(state), menuOpen: selectMenuOpen(state) },
    list: selectCurrentList(state),
  };
}

/**
 * Performs the decision's effects in order. Returns `false` when a list could not be loaded: the
 * api client has then shown Not found (400/404) or sent the visitor to the login (401), and the
 * navigation stops there.
 */
export async function performEffects(
  effects: readonly NavigationEffect[],
  store: ShellStore,
  services: NavigationServices,
): Promise<boolean> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'refreshProfile': {
        // [S2.25] Rule 1. A failed read still records the cookie, so the rules never loop on it.
        store.dispatch(principalCookieSeen(services.readPrincipalCookie()));
        await store.dispatch(
          usersApi.endpoints.getUserProfile.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        break;
      }
      case 'closeAssistant':
        store.dispatch(assistantClosed());
        break;
      case 'closeMenu':
        store.dispatch(menuClosed());
        break;
      case 'resetCart':
        store.dispatch(cartReset());
        break;
      case 'loadList': {
        // [S2.31] Rule 7; the current-list slice follows the answer.
        const result = await store.dispatch(
          listsApi.endpoints.getList.initiate(
            { listId: effect.listId },
            { subscribe: false, forceRefetch: true },
          ),
        );
        if (result.isError) {
          store.dispatch(notFoundShown());
          return false;
        }
        break;
      }
    }
  }
  return true;
}

export interface NavigationLoaderOptions {
  readonly store: ShellStore;
  readonly services: NavigationServices;
  /** [S2.29] [S7.48] The external login's address, coming back to `redirectPath` (a full path). */
  readonly loginHref: (redirectPath: string) => string;
  /** The router's basename (`/kiosk`); `''` (the default) for the web app at the site root. */
  readonly basename?: string;
  /**
   * Is this route a page of this app? A page another app serves (the kiosk's Home, Parameters...)
   * is left by a full page load of its address at the site root. Every route by default.
   */
  readonly servesRoute?: (name: RouteName) => boolean;
}

/** The page is being left by a full page load: keep the navigation pending rather than show it. */
const leave = (services: NavigationServices, url: string): Promise<never> => {
  services.assign(url);
  return new Promise<never>(() => undefined);
};

const everyRoute = (): boolean => true;

/**
 * [S2.25]-[S2.35] The navigation guard, as the root route's loader: it runs before every
 * navigation is shown (the first one included), asks the domain's `decideNavigation`, performs the
 * effects and acts on the outcome:
 * - redirect: `replace(...)` (the history entry is replaced, as `navigate(to, { replace: true })`;
 *   react-router adds the basename); NotFound has no address, so it is shown in place; a route this app does
 *   not serve is a full page load of its address;
 * - proceed to a route this app does not serve: a full page load of it;
 * - externalLogin: a full page load of `/login?redirect=<basename><path>`;
 * - refreshProfile / loadList: decide again with the fresh user or the loaded list;
 * - cancel (rule 2) is handled before the loader, by `useBlocker` in `NavigationGuard`.
 * The pending location is remembered while the rules run [S2.35] (the login comes back to it).
 */
export function createNavigationLoader({
  store,
  services,
  loginHref,
  basename = '',
  servesRoute = everyRoute,
}: NavigationLoaderOptions): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    store.dispatch(navigationStarted(`${url.pathname}${url.search}${url.hash}`));
    try {
      for (let round = 0; round < MAX_DECISION_ROUNDS; round += 1) {
        const state = store.getState();
        const target = targetOf(domainPath(url.pathname, basename), state);
        const decision = decideNavigation(navigationInput(target, state, services));
        if (!(await performEffects(decision.effects, store, services))) return null;
        const { outcome } = decision;
        switch (outcome.kind) {
          case 'proceed':
            if (!servesRoute(target.name)) {
              return await leave(
                services,
                `${domainPath(url.pathname, basename)}${url.search}${url.hash}`,
              );
            }
            return null;
          case 'cancel':
            return null;
          case 'redirect':
            if (outcome.to === 'NotFound') {
              store.dispatch(notFoundShown());
              return null;
            }
            if (!servesRoute(outcome.to)) return await leave(services, hrefFor(outcome.to));
            // react-router puts the basename in front of a loader's redirect path itself.
            throw replace(hrefFor(outcome.to));
          case 'externalLogin':
            return await leave(services, loginHref(`${basename}${outcome.redirectPath}`));
          case 'refreshProfile':
          case 'loadList':
            continue;
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
