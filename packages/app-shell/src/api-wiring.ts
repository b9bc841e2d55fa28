import { configureApiClient } from '@ldn/api-client';
import { notFoundShown, selectPendingLocation } from '@ldn/feature-session';
import type { NavigationServices, ShellStore } from './shell-store';

/**
 * [S7.1] Wires the api client to an app's shell: Not found is shown in place (the address stays,
 * the layout renders the Not found screen until the next navigation); the login is a full page
 * load, coming back to the page being navigated to [S2.35], or to the current one.
 */
export function wireApiClient(
  store: ShellStore,
  services: Pick<NavigationServices, 'assign'>,
): void {
  configureApiClient({
    onNavigate: (url, target) => {
      if (target === 'login') services.assign(url);
      else store.dispatch(notFoundShown());
    },
    currentLocation: () =>
      selectPendingLocation(store.getState()) ??
      `${window.location.pathname}${window.location.search}${window.location.hash}`,
  });
}
