/**
 * @ldn/app-shell: the wiring both front-end apps share (apps/web at the site root, the seller kiosk
 * under /kiosk). Named re-exports (house style 2).
 */

// --- the environment ---
export {
  RETAILER_BRAND,
  APP_ENV_META,
  APP_ENV_PLACEHOLDER,
  readAppEnvironment,
} from './environment';

// --- the api client ---
export { wireApiClient } from './api-wiring';

// --- the navigation rules, as the root route's loader and the page's guard ---
export {
  createNavigationLoader,
  alwaysRevalidate,
  domainPath,
  navigationInput,
  performEffects,
  targetOf,
} from './navigation';
export type { NavigationLoaderOptions } from './navigation';
export { NavigationGuard, setRobotsMeta } from './navigation-guard';
export type { GuardServices, NavigationGuardProps } from './navigation-guard';
export { screenRouteName, useRouteName } from './route-name';
export type { RouteHandle } from './route-name';
export type { NavigationServices, ShellStore } from './shell-store';

// --- the products overlay ---
export { ProductsOverlayHost, useOpenProductsOverlay, discoveryUrls } from './products-overlay';
export type { ProductsOverlayHostProps } from './products-overlay';

// --- the cart ---
export { CartShell, injectCartSlices, useShellCart } from './cart-shell';

// --- the store, the providers and what the shell offers the pages ---
export {
  appReducer,
  makeAppStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './shell-state';
export type { AppDispatch, AppState, AppStore, MakeAppStoreOptions } from './shell-state';
export { RouterLinkProvider, ShellProviders } from './shell-providers';
export type { ShellProvidersProps } from './shell-providers';
export { ShellChromeProvider, useShellChrome } from './shell-chrome';
export type { ShellChrome, ShellChromeProviderProps } from './shell-chrome';
export { useBottomBar, useIsMobile, useStockKnown } from './bottom-bar';
export { ShellEnvironmentBanner, ShellFlows } from './shell-frame';
export type { ShellEnvironmentBannerProps, ShellFlowsProps } from './shell-frame';

// --- the pages both apps show, written once ---
export { SHELL_SCREENS } from './shell-screens';
export type { ScreenModule, ShellScreenName } from './shell-screens';
export { useListFormHost } from './list-form-host';
export type { ListFormHost } from './list-form-host';
