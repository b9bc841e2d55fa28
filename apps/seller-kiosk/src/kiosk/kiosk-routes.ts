import type { RouteName } from '@ldn/domain';

/** [S2.14]-[S2.19] The seller routes of the domain's table: the pages the kiosk serves. */
export const KIOSK_ROUTE_NAMES = [
  'SellerLogin',
  'SellerPage',
  'PendingTransactionsList',
  'PendingTransaction',
  'Help',
] as const satisfies readonly RouteName[];

export type KioskRouteName = (typeof KIOSK_ROUTE_NAMES)[number];

export const isKioskRoute = (name: RouteName): name is KioskRouteName =>
  (KIOSK_ROUTE_NAMES as readonly RouteName[]).includes(name);
