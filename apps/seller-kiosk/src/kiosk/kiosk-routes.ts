import type { RouteName } from '@ldn/domain';

/** [S2.13]-[S2.17] The seller routes of the domain's table. */
export const KIOSK_SELLER_ROUTE_NAMES = [
  'SellerLogin',
  'SellerPage',
  'PendingTransactionsList',
  'PendingTransaction',
  'Help',
] as const satisfies readonly RouteName[];

/**
 * [S2.3]-[S2.12] The customer-list pages staff act on in the store: the list, its
 * products, the cart made in the store, the activity and the wallet. Home and the other customer
 * pages (Parameters, Share, SearchLDN, Mentions...) stay with the web app.
 */
export const KIOSK_CUSTOMER_ROUTE_NAMES = [
  'ListByIdOwner',
  'ListById',
  'ViewFromList',
  'EditProduct',
  'ViewFromSearch',
  'Cart',
  'Activity',
  'Wallet',
] as const satisfies readonly RouteName[];

/** The pages the kiosk serves, each a route of its own. */
export const KIOSK_ROUTE_NAMES = [...KIOSK_SELLER_ROUTE_NAMES, ...KIOSK_CUSTOMER_ROUTE_NAMES];

export type KioskRouteName = (typeof KIOSK_ROUTE_NAMES)[number];

export const isKioskRoute = (name: RouteName): name is KioskRouteName =>
  (KIOSK_ROUTE_NAMES as readonly RouteName[]).includes(name);

/**
 * Is the page shown by the kiosk itself? Its routes, ViewFromClosedList (ViewFromList's path and
 * page) and Not found (shown in place); every other page is a full page load of the web app.
 */
export const servedByKiosk = (name: RouteName): boolean =>
  isKioskRoute(name) || name === 'ViewFromClosedList' || name === 'NotFound';
