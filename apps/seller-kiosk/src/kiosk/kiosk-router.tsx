import { ROUTES } from '@ldn/domain';
import {
  NotFoundScreen,
  PlaceholderScreen,
  screenTitles,
  SellerHelpScreen,
} from '@ldn/feature-pages';
import { LoadingText } from '@ldn/ui-kit';
import type { RouteObject } from 'react-router';
import { KioskLayout } from './kiosk-layout';
import { alwaysRevalidate, createKioskLoader } from './kiosk-guard';
import { KIOSK_ROUTE_NAMES, type KioskRouteName } from './kiosk-routes';
import type { KioskServices } from './kiosk-services';
import type { KioskStore } from './kiosk-store';

/** The staff guide; the other seller screens are their titled placeholder until they arrive. */
function screenRoute(name: KioskRouteName): RouteObject {
  return {
    path: ROUTES[name].path,
    element:
      name === 'Help' ? <SellerHelpScreen /> : <PlaceholderScreen title={screenTitles[name]} />,
  };
}

export interface KioskRoutesOptions {
  readonly store: KioskStore;
  readonly services: KioskServices;
  readonly idleMs: number;
}

/**
 * One layout route running the navigation guard as its loader, the seller routes of the domain's
 * table below it and the catch-all Not found. The router's basename is `/kiosk`.
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
      children: [...KIOSK_ROUTE_NAMES.map(screenRoute), { path: '*', element: <NotFoundScreen /> }],
    },
  ];
}
