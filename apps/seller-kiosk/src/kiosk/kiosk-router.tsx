import type { RouteHandle } from '@ldn/app-shell';
import { ROUTES } from '@ldn/domain';
import { NotFoundScreen } from '@ldn/feature-pages';
import { LoadingText } from '@ldn/ui-kit';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { alwaysRevalidate, createKioskLoader } from './kiosk-guard';
import { KioskLayout } from './kiosk-layout';
import { KIOSK_ROUTE_NAMES, type KioskRouteName } from './kiosk-routes';
import type { KioskServices } from './kiosk-services';
import type { KioskStore } from './kiosk-store';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/**
 * The page of every kiosk route, each its own chunk (as in apps/web): the seller screens of
 * `@ldn/feature-seller` and the customer-list pages staff act on.
 */
const SCREENS: Record<KioskRouteName, ScreenModule> = {
  SellerLogin: () => import('../routes/seller-login-route'),
  SellerPage: () => import('../routes/seller-page-route'),
  PendingTransactionsList: () => import('../routes/seller-pending-transactions-list-route'),
  PendingTransaction: () => import('../routes/seller-pending-transaction-route'),
  Help: () => import('../routes/seller-help-route'),
  ListByIdOwner: () => import('../routes/list-by-id-owner-route'),
  ListById: () => import('../routes/list-by-id-route'),
  ViewFromList: () => import('../routes/view-from-list-route'),
  EditProduct: () => import('../routes/edit-product-route'),
  ViewFromSearch: () => import('../routes/view-from-search-route'),
  Cart: () => import('../routes/cart-route'),
  Activity: () => import('../routes/activity-route'),
  Wallet: () => import('../routes/wallet-route'),
};

/** A page's route objects: its path and aliases, its name in the handle (the guard reads it). */
function screenRoutes(name: KioskRouteName): RouteObject[] {
  const route = ROUTES[name];
  const handle: RouteHandle = { routeName: name };
  return [route.path, ...route.aliases].map((path) => ({ path, handle, lazy: SCREENS[name] }));
}

export interface KioskRoutesOptions {
  readonly store: KioskStore;
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
