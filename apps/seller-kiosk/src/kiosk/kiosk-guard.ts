import { createNavigationLoader } from '@ldn/app-shell';
import type { LoaderFunction } from 'react-router';
import { servedByKiosk } from './kiosk-routes';
import { KIOSK_BASENAME, kioskLoginHref, type KioskServices } from './kiosk-services';
import type { AppStore } from '@ldn/app-shell';

export { alwaysRevalidate } from '@ldn/app-shell';

/**
 * [S2.25]-[S2.35] The kiosk's navigation guard, as the root route's loader: `@ldn/app-shell`'s
 * loader (the domain's `decideNavigation` on every navigation, as in the web app, list loading
 * included) under the `/kiosk` basename. A page the kiosk does not serve (Home, Closed,
 * Parameters...) is a full page load of the web app's address; the external login comes back to
 * the kiosk's address.
 */
export function createKioskLoader(store: AppStore, services: KioskServices): LoaderFunction {
  return createNavigationLoader({
    store,
    services,
    loginHref: kioskLoginHref,
    basename: KIOSK_BASENAME,
    servesRoute: servedByKiosk,
  });
}
