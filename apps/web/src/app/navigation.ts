import { createNavigationLoader as createShellLoader } from '@ldn/app-shell';
import type { LoaderFunction } from 'react-router';
import { loginHref } from './environment';
import type { ShellServices } from './shell-services';
import type { AppStore } from '@ldn/app-shell';

export { alwaysRevalidate } from '@ldn/app-shell';

/**
 * [S2.25]-[S2.35] The web app's navigation guard, as the root route's loader: `@ldn/app-shell`'s
 * loader at the site root, serving every route of the domain's table.
 */
export function createNavigationLoader(store: AppStore, services: ShellServices): LoaderFunction {
  return createShellLoader({ store, services, loginHref });
}
