import { listsApi, usersApi } from '@ldn/api-client';
import {
  decideNavigation,
  hrefFor,
  matchPath,
  type NavigationEffect,
  type NavigationInput,
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
} from '@ldn/feature-session';
import { replace, type LoaderFunction } from 'react-router';
import { loginHref } from './environment';
import { screenRouteName } from './route-name';
import type { ShellServices } from './shell-services';
import type { AppState, AppStore } from './store';

/**
 * Rules 1 and 7 ask to decide again after loading; a few rounds always settle (each load makes its
 * rule pass), the bound only guards against a server that keeps changing its answer.
 */
const MAX_DECISION_ROUNDS = 4;

/** [S2.1]-[S2.24] The route of a pathname, ViewFromClosedList once a closed list is loaded. */
export function targetOf(pathname: string, state: AppState): RouteTarget {
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
  state: AppState,
  services: ShellServices,
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
  store: AppStore,
  services: ShellServices,
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

/**
 * [S2.25]-[S2.35] The navigation guard, as the root route's loader: it runs before every
 * navigation is shown (the first one included), asks the domain's `decideNavigation`, performs the
 * effects and acts on the outcome:
 * - redirect: `replace(...)` (the history entry is replaced, as `navigate(to, { replace: true })`);
 *   NotFound has no address, so it is shown in place;
 * - externalLogin: a full page load of `/login?redirect=<path>`;
 * - refreshProfile / loadList: decide again with the fresh user or the loaded list;
 * - cancel (rule 2) is handled before the loader, by `useBlocker` in `NavigationGuard`.
 * The pending location is remembered while the rules run [S2.35] (the login comes back to it).
 */
export function createNavigationLoader(store: AppStore, services: ShellServices): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    store.dispatch(navigationStarted(`${url.pathname}${url.search}${url.hash}`));
    try {
      for (let round = 0; round < MAX_DECISION_ROUNDS; round += 1) {
        const state = store.getState();
        const decision = decideNavigation(
          navigationInput(targetOf(url.pathname, state), state, services),
        );
        if (!(await performEffects(decision.effects, store, services))) return null;
        const { outcome } = decision;
        switch (outcome.kind) {
          case 'proceed':
          case 'cancel':
            return null;
          case 'redirect':
            if (outcome.to === 'NotFound') {
              store.dispatch(notFoundShown());
              return null;
            }
            throw replace(hrefFor(outcome.to));
          case 'externalLogin':
            services.assign(loginHref(outcome.redirectPath));
            // The page is being left: keep the navigation pending rather than show the page.
            return await new Promise<never>(() => undefined);
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
