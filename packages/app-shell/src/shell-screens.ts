import type { RouteName } from '@ldn/domain';
import type { ComponentType } from 'react';

/** A page's module, loaded when the page is first opened: its own chunk in each app's build. */
export type ScreenModule = () => Promise<{ readonly Component: ComponentType }>;

/**
 * [S2.3]-[S2.17] The pages both apps show (the customer-list pages staff act on and the seller
 * pages), written once: an app maps their routes to these modules and keeps its own shell, which
 * tells the pages what it offers (`ShellChrome`: bottom bar, list form, login).
 */
export const SHELL_SCREENS = {
  ListById: () => import('./routes/list-by-id-route'),
  ListByIdOwner: () => import('./routes/list-by-id-owner-route'),
  ViewFromList: () => import('./routes/view-from-list-route'),
  EditProduct: () => import('./routes/edit-product-route'),
  ViewFromSearch: () => import('./routes/view-from-search-route'),
  Cart: () => import('./routes/cart-route'),
  Activity: () => import('./routes/activity-route'),
  Wallet: () => import('./routes/wallet-route'),
  SellerLogin: () => import('./routes/seller-login-route'),
  SellerPage: () => import('./routes/seller-page-route'),
  PendingTransactionsList: () => import('./routes/seller-pending-transactions-list-route'),
  PendingTransaction: () => import('./routes/seller-pending-transaction-route'),
  Help: () => import('./routes/seller-help-route'),
} as const satisfies Partial<Record<RouteName, ScreenModule>>;

export type ShellScreenName = keyof typeof SHELL_SCREENS;
