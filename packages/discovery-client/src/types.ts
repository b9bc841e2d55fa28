/**
 * The wire shapes of the product-discovery contract ([S3.17] [S7.49]-[S7.53]). Field names are the
 * service's own (`g:*`, `c:*`, `sf:*`, snake_case); the server module's README has the details.
 */

/** [S7.50] The endpoints of `POST {discovery}/{endpoint}`. */
export type DiscoveryEndpoint =
  | 'search'
  | 'navigation'
  | 'landing_page'
  | 'product_selection'
  | 'product_sheet'
  | 'suggested_keywords'
  | 'zero_results';

/** [S3.17] Sort order of a sort option or of a sort of the items module. */
export type SortOrder = 'asc' | 'desc';

// --- settings ---

/** [S3.17] [S7.49] One item field the service knows. */
export interface SettingsField {
  readonly field: string;
  readonly filterable?: boolean;
  readonly sortable?: boolean;
  readonly search_attributes?: boolean;
  readonly facet?: boolean;
  readonly labels?: Readonly<Record<string, string>>;
}

/** [S3.17] [S9.8] A sort option ('Pertinence' on `_score`, the price sorts on `sf:price`). */
export interface SortOption {
  readonly key: string;
  readonly label: string;
  readonly field: string;
  readonly order: SortOrder;
}

/** [S3.17] An expression that leads straight to a scope. */
export interface Shortcut {
  readonly expression: string;
  readonly scope_id?: string;
  readonly [key: string]: unknown;
}

/** [S3.17] A curated selection that a query may apply. */
export interface Spotlight {
  readonly id: string;
  readonly label?: string;
}

/** [S3.17] [S7.49] The body of `GET {discovery}/settings`. */
export interface DiscoverySettings {
  /** Changes whenever the settings change; responses carry it as `settings_id` ([S4.12]). */
  readonly id: string;
  readonly settings: {
    readonly fields: readonly SettingsField[];
    readonly ranking: readonly SortOption[];
    readonly shortcuts: readonly Shortcut[];
    readonly spotlights: readonly Spotlight[];
  };
}

// --- request ---

/** [S5.19] `match`: the field equals the value (or one of the values). */
export interface MatchClause {
  readonly match: { readonly field: string; readonly value: string | readonly string[] };
}
/** [S5.19] `range`: at least one of the bounds. */
export interface RangeBounds {
  readonly gt?: number;
  readonly gte?: number;
  readonly lt?: number;
  readonly lte?: number;
}
export interface RangeClause {
  readonly range: { readonly field: string } & RangeBounds;
}
export interface AndClause {
  readonly and: readonly Clause[];
}
export interface OrClause {
  readonly or: readonly Clause[];
  readonly minimum_should_match?: number;
}
export interface NotClause {
  readonly not: Clause;
}
/** [S5.19] [S7.50] A filter of `user_actions.apply_filters` (recursive). */
export type Clause = AndClause | OrClause | NotClause | MatchClause | RangeClause;

/** [S7.50] The `query` part of a request. */
export interface DiscoveryQuery {
  terms?: string;
  scope_id?: string;
  search_scope?: string;
  search_attributes?: string[];
  store_id?: string;
  /** Sent only with the user's consent. */
  user_id?: string;
  /** Sent only with the user's consent. */
  track_id?: string;
  context?: Record<string, unknown>;
  flavor?: string;
  product_ids?: string[];
}

/** [S7.50] Paging of a module: `from` and `size` are integers >= 0 ([S5.19]). */
// (Type aliases rather than interfaces: they fit the modules' index signature.)
export type PagingOptions = {
  from: number;
  size: number;
};

/** [S7.50] The `items` module of a request. */
export type ItemsModuleRequest = PagingOptions & {
  fields?: string[];
  variant_fields?: string[];
  sort?: { field: string; order: SortOrder }[];
};

/** [S7.50] The modules of a request: only the modules asked for are answered. */
export interface DiscoveryModulesRequest {
  items?: ItemsModuleRequest;
  facets?: { fields: string[]; size?: number };
  acp?: { size: number };
  scope_pages?: PagingOptions;
  universe_pages?: PagingOptions;
  references?: PagingOptions & { fields?: string[] };
  spotlights?: { size: number };
  shortcuts?: { size: number };
  spell_check?: { enabled: boolean };
  suggested_keywords?: { size: number };
  suggested_products?: { size: number };
  [module: string]: Record<string, unknown> | undefined;
}

/** [S7.50] The `user_actions` part of a request. */
export interface DiscoveryUserActions {
  apply_filters?: Clause;
  apply_scopes?: string[];
  apply_spotlights?: string[];
  [action: string]: unknown;
}

/** [S7.50] The body of `POST {discovery}/{endpoint}`, as `QueryBuilder.build()` gives it. */
export interface DiscoveryRequest {
  query: DiscoveryQuery;
  modules: DiscoveryModulesRequest;
  user_actions: DiscoveryUserActions;
}

// --- response ---

/** [S3.17] A variant of a model (its sizes and colours). */
export interface DiscoveryVariant {
  readonly 'g:id': string;
  readonly 'g:size'?: string;
  readonly 'sf:semanticColor'?: string;
  readonly [field: string]: unknown;
}

/**
 * [S3.17] One product (one per model). Prices are euros on this contract: `sf:price` a number,
 * `g:price` "amount currency"; both are absent when the product has no price.
 */
export interface DiscoveryItem {
  readonly 'g:id': string;
  readonly 'g:title'?: string;
  readonly 'g:brand'?: string;
  readonly 'g:size'?: string;
  readonly 'g:description'?: string;
  readonly 'g:image_link'?: string;
  readonly 'g:link'?: string;
  readonly 'g:price'?: string;
  readonly 'sf:price'?: number;
  readonly 'sf:semanticColor'?: string;
  readonly 'c:as400'?: string;
  /** 'Oui' or 'Non'. */
  readonly 'c:isbundle'?: string;
  /** 'Oui' when the product can be added to a birth list. */
  readonly 'c:canaddtoldn'?: string;
  readonly 'c:universe'?: string;
  readonly 'c:scope'?: string;
  readonly 'sf:variants'?: readonly DiscoveryVariant[];
  readonly [field: string]: unknown;
}

/** [S3.17] A bucket of a facet; price bands ([S9.6]) also carry `from` and `to`. */
export interface FacetBucket {
  readonly key: string;
  readonly count: number;
  readonly from?: number;
  readonly to?: number;
}

/** [S3.17] A facet: its field as `key`, its label, its buckets. */
export interface Facet {
  readonly key: string;
  readonly label?: string;
  readonly type?: 'terms' | 'range';
  readonly buckets: readonly FacetBucket[];
}

/** [S3.17] A category (scope) card. */
export interface Scope {
  readonly id: string;
  readonly name: string;
  readonly universe?: string;
  readonly image_link?: string;
  readonly products_count: number;
}

/** [S3.17] An autocomplete suggestion (acp). */
export interface AcpSuggestion {
  readonly expression: string;
  readonly count?: number;
}

/** A module of the response that pages (`items`, `references`). */
export interface PagedModule<T> {
  readonly total: number;
  readonly from?: number;
  readonly size?: number;
  readonly parts: readonly T[];
}

/** [S3.17] [S7.50] The modules of a response: only those asked for are present. */
export interface DiscoveryModulesResponse {
  readonly items?: PagedModule<DiscoveryItem>;
  readonly facets?: { readonly parts: readonly Facet[] };
  readonly acp?: { readonly parts: readonly AcpSuggestion[] };
  readonly scopes?: { readonly total?: number; readonly parts: readonly Scope[] };
  readonly references?: PagedModule<DiscoveryItem>;
  readonly spotlights?: { readonly parts: readonly Spotlight[] };
  readonly shortcuts?: { readonly parts: readonly Shortcut[] };
  readonly suggested_keywords?: { readonly parts: readonly { readonly expression: string }[] };
  readonly suggested_products?: { readonly parts: readonly DiscoveryItem[] };
  readonly spell_check?: { readonly corrected?: string };
  readonly [module: string]: unknown;
}

/** [S7.50] The body of a successful `POST {discovery}/{endpoint}`. */
export interface DiscoveryResponse {
  readonly status: number;
  /** The id of the settings the service answered with ([S4.12] re-sync). */
  readonly settings_id?: string;
  readonly took_ms?: number;
  readonly query?: { readonly terms?: string; readonly corrected_terms?: string };
  readonly modules: DiscoveryModulesResponse;
}

// --- tracking ---

/** [S3.17] A tracking event; only `timestamp` and `type_id` are required. */
export interface TrackingEvent {
  timestamp: string;
  type_id: string;
  location_name?: string;
  namespace?: string;
  tag?: string;
  urls?: { link?: string; doc_link?: string };
  breadcrumb?: string;
  expression?: string;
  delivery_mode?: string;
  total?: number;
}

/** [S3.17] The tracking session: ids minted by the tracking service. */
export interface TrackingSession {
  readonly user_id: string;
  readonly track_id: string;
}

/** [S9.10] Where tracking events go: the API (`POST events`) or a tag on the page. */
export type TrackingSource = 'api' | 'tag';

/** [S7.52] The body of `POST {tracking}/tracking/activity/events` (and what a page tag receives). */
export interface TrackingEventsBody {
  user_id: string;
  track_id: string;
  source: TrackingSource;
  version: '1';
  events: TrackingEvent[];
}
