import { SHELL_SCREENS, type RouteHandle } from '@ldn/app-shell';
import { ROUTES } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { LoadingText } from '@ldn/ui-kit';
import type { RouteObject } from 'react-router';
import { alwaysRevalidate, createKioskLoader } from './kiosk-guard';
import { KioskLayout } from './kiosk-layout';
import { KIOSK_ROUTE_NAMES, type KioskRouteName } from './kiosk-routes';
import type { KioskServices } from './kiosk-services';
import type { AppStore } from '@ldn/app-shell';

/**
 * A page's route objects: its path and aliases, its name in the handle (the guard reads it), and
 * its page, `@ldn/app-shell`'s (written once for both apps), each its own chunk.
 */
function screenRoutes(name: KioskRouteName): RouteObject[] {
  const route = ROUTES[name];
  const handle: RouteHandle = { routeName: name };
  return [route.path, ...route.aliases].map((path) => ({
    path,
    handle,
    lazy: SHELL_SCREENS[name],
  }));
}

export interface KioskRoutesOptions {
  readonly store: AppStore;
  readonly services: KioskServices;
  readonly idleMs: number;
}

/**
 * One layout route running the navigation guard as its loader, the kiosk's routes below it and
 * the catch-all Not found. The router's basename is `/kiosk`.
 */
export function createKioskRoutes({ store, services, idleMs }: KioskRoutesOptions): RouteObject[] {
  return [
    {
      path: '/',
      loader: createKioskLoader(store, services),
      shouldRevalidate: alwaysRevalidate,
      element: <KioskLayout services={services} idleMs={idleMs} />,
      errorElement: <NotFoundScreen />,
      hydrateFallbackElement: <LoadingText />,
      children: [
        ...KIOSK_ROUTE_NAMES.flatMap(screenRoutes),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
