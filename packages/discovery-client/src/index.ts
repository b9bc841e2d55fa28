/**
 * @ldn/discovery-client: the typed SDK of the product-discovery API ([S7.49]-[S7.53]).
 * Every public name is re-exported here explicitly (house style rule 2).
 */

// --- the client ---
export { createDiscoveryClient, DEFAULT_TAG_TIMEOUT_MS } from './client';
export type { DiscoveryClient, DiscoveryClientOptions } from './client';

// --- the query builder and its clauses ---
export { QueryBuilder, DEFAULT_MODULE_OPTIONS } from './query-builder';
export type { ItemsOptions } from './query-builder';
export { match, range, and, or, not } from './clauses';

// --- errors and messages ---
export { ApiError, isApiError } from './api-error';
export type { ApiErrorInit, ApiErrorService } from './api-error';
export { discoveryMessages } from './messages';
export type { DiscoveryMessageCode } from './messages';

// --- tracking ---
export { splitEventsPayload, jsonByteLength } from './payload';
export { TRACKING_TAG_GLOBAL, SESSION_STORAGE_KEY, waitForTrackingTag } from './tracker';
export type { TrackingTag, SessionStorageLike, FlushOptions } from './tracker';

// --- wire types ---
export type {
  AcpSuggestion,
  AndClause,
  Clause,
  DiscoveryEndpoint,
  DiscoveryItem,
  DiscoveryModulesRequest,
  DiscoveryModulesResponse,
  DiscoveryQuery,
  DiscoveryRequest,
  DiscoveryResponse,
  DiscoverySettings,
  DiscoveryUserActions,
  DiscoveryVariant,
  Facet,
  FacetBucket,
  ItemsModuleRequest,
  MatchClause,
  NotClause,
  OrClause,
  PagedModule,
  PagingOptions,
  RangeBounds,
  RangeClause,
  Scope,
  SettingsField,
  Shortcut,
  SortOption,
  SortOrder,
  Spotlight,
  TrackingEvent,
  TrackingEventsBody,
  TrackingSession,
  TrackingSource,
} from './types';
