import {
  RouterLinkProvider,
  SHELL_SCREENS,
  type AppStore,
  type RouteHandle,
  type ScreenModule,
} from '@ldn/app-shell';
import { ROUTE_NAMES, ROUTES, type RouteName } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { LoadingText } from '@ldn/ui-kit';
import type { RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { reloadOnFailedImport } from './lazy-route';
import { alwaysRevalidate, createNavigationLoader } from './navigation';
import type { ShellServices } from './shell-services';

const placeholder: ScreenModule = () => import('../routes/placeholder-route');

/**
 * [S2.1]-[S2.23] The page of every route, each its own chunk (design.md §4: a relative opening a
 * shared list downloads only what that page needs): the pages the kiosk also shows are
 * `@ldn/app-shell`'s (`SHELL_SCREENS`), the others the web app's. Screens of later issues are the
 * titled placeholder until their feature package arrives. ViewFromClosedList shares
 * ViewFromList's path and page.
 */
const SCREENS: Record<Exclude<RouteName, 'ViewFromClosedList'>, ScreenModule> = {
  ...SHELL_SCREENS,
  Home: () => import('../routes/home-route'),
  List: () => import('../routes/list-route'),
  ShareListPublished: () => import('../routes/share-route'),
  Parameters: () => import('../routes/parameters-route'),
  Invitation: () => import('../routes/invitation-route'),
  SearchLDN: () => import('../routes/search-ldn-route'),
  Mentions: () => import('../routes/mentions-route'),
  Closed: () => import('../routes/closed-route'),
  Login: placeholder,
  NotFound: () => import('../routes/not-found-route'),
};

/** A page's route objects: its path and aliases ([S2.1] `/home`); `/` is the layout's index. */
function screenRoutes(name: Exclude<RouteName, 'ViewFromClosedList'>, services: ShellServices) {
  const route = ROUTES[name];
  const handle: RouteHandle = { routeName: name };
  const lazy = reloadOnFailedImport(SCREENS[name], services);
  return [route.path, ...route.aliases].map((path): RouteObject =>
    path === '/' ? { index: true, handle, lazy } : { path, handle, lazy },
  );
}

/** [S2.47] What a page that failed (even after the reload) shows: the Not found text. */
function RouteError() {
  return (
    <RouterLinkProvider>
      <main>
        <NotFoundScreen />
      </main>
    </RouterLinkProvider>
  );
}

export interface RoutesOptions {
  readonly store: AppStore;
  readonly services: ShellServices;
}

/**
 * The route tree: one layout route that runs the navigation guard as its loader (every navigation,
 * the first one included) and renders the bars, with every route of the domain's table below it.
 */
export function createRoutes({ store, services }: RoutesOptions): RouteObject[] {
  return [
    {
      path: '/',
      loader: createNavigationLoader(store, services),
      shouldRevalidate: alwaysRevalidate,
      element: <AppLayout services={services} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingText />,
      children: ROUTE_NAMES.filter(
        (name): name is Exclude<RouteName, 'ViewFromClosedList'> => name !== 'ViewFromClosedList',
      ).flatMap((name) => screenRoutes(name, services)),
    },
  ];
}
