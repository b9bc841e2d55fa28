/**
 * @ldn/search-overlay: the 'Produits' overlay [S2.49] over any service that speaks the
 * product-discovery contract. Apps lazy-load it: `lazy(() => import('@ldn/search-overlay').then(
 * (module) => ({ default: module.ProductsOverlay })))`. Named re-exports (house style rule 2).
 */

// --- the overlay ---
export { ProductsOverlay } from './products-overlay';
export type { ProductsOverlayProps, ProductsOverlaySource } from './products-overlay';
export type { OverlayLayout } from './use-is-mobile';
export type { OverlayDiscoveryClient, OverlayQuery } from './discovery-port';

// --- the Element Timing name of its cards' titles (real-user monitoring of the results' paint) ---
export { RESULT_PAINT_TIMING } from './product-card';

// --- what its callbacks receive ---
export { toOverlayProduct, priceCentsOf } from './product';
export type { OverlayProduct, OverlayVariant } from './product';

// --- the rules it searches by (for hosts that build their own requests) ---
export {
  filterClause,
  isNumericTerm,
  isSearchableTerm,
  shouldAutoSearch,
  NO_FILTERS,
} from './search-rules';
export type { OverlayFilters, OverlayMode } from './search-rules';

// --- texts ---
export { overlayMessages } from './messages';
export type { OverlayMessageCode } from './messages';
