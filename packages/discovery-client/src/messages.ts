/**
 * Every message of the SDK, keyed by the machine code an `ApiError` carries.
 *
 * These texts are addressed to the developers who embed the SDK, not to shoppers, so they are in
 * English: the spec gives them in English and they are verbatim here ([S8.5]). The domain package
 * holds no text of this service. The few rules of [S5.19] for which the spec shows no message
 * (sort order, clause shapes, paging bounds, endpoint needs) carry ours, marked below.
 */
export const discoveryMessages = {
  /** [S8.5] The default message of an `ApiError`. */
  BAD_REQUEST: 'Bad request',

  // --- [S8.5] credentials when the SDK talks to the service directly (`proxy: false`) ---
  CLIENT_UUID_REQUIRED: 'Client UUID must be specified',
  DISCOVERY_API_KEY_REQUIRED: 'Client Discovery API key must be specified',
  TRACKING_API_KEY_REQUIRED: 'Client ActivityTracking API key must be specified',

  // --- [S8.5] tracking ---
  NO_USER_ID: 'No user id detected',
  NO_SESSION_ID: 'No session id detected',
  NO_APPLICATION_SOURCE: 'No application source detected',
  INVALID_TRACKING_SOURCE: 'No valid tracking source is specified',
  TRACKING_TAG_TIMEOUT: 'Timeout - Tracking tag is not detected',
  EVENT_TOO_LARGE: 'Cannot send event with >100kB payload',
  VISITED_ALREADY_TRIGGERED: 'visited event already triggered',
  CONFIRMED_ALREADY_TRIGGERED: 'confirmed event already triggered',

  // --- [S8.5] [S5.19] the query builder ---
  NO_MORE_RESULTS: 'Cannot ask or next results - no more results to provide',
  PRODUCT_SHEET_NOT_FOUND: 'Discovery:ProductSheet:NotFound',
  NON_FILTERABLE_FIELD: 'You cannot filter on non filterable item field',
  ONE_SCOPE_ONLY: 'Only one scope is allowed in actions.scopes',
  ONE_SPOTLIGHT_ONLY: 'Only one spotlights is allowed in actions.spotlights',
  UNKNOWN_SPOTLIGHT: 'You cannot apply unknown spotlight',
  UNKNOWN_FACET_FIELD: 'You cannot add unknown facet field',
  UNKNOWN_ITEM_FIELD: 'You cannot add unknown item field',
  UNKNOWN_SORT_FIELD: 'You cannot add unknown sort field',

  // --- ours: [S5.19] rules the spec states without showing their message (the same texts as the
  // server's discovery module, so a developer reads one text whichever side refuses) ---
  NON_SORTABLE_FIELD: 'You cannot sort on non sortable item field',
  INVALID_SORT_ORDER: 'Sort order must be asc or desc',
  RANGE_WITHOUT_BOUND: 'A range clause needs at least one of gt, gte, lt, lte',
  MATCH_WITHOUT_FIELD_OR_VALUE: 'A match clause needs a field and a value',
  INVALID_CLAUSE: 'A clause must be one of and, or, not, match, range',
  INVALID_PAGING: 'from and size must be integers >= 0',
  INVALID_MINIMUM_SHOULD_MATCH: 'minimum_should_match must be an integer >= 0',
  NOT_SEARCH_ATTRIBUTE: 'You cannot search on a field that is not a search attribute',
  // --- ours: [S5.18] [S7.50] what each endpoint needs (the server refuses the same) ---
  TERMS_TOO_SHORT: 'Search terms must have at least 2 characters',
  SCOPE_REQUIRED: 'Navigation needs a scope_id (or search_scope)',
  PRODUCT_IDS_REQUIRED: 'product_selection needs product_ids',
  ONE_PRODUCT_ID_ONLY: 'product_sheet needs exactly one id in product_ids',
  // --- ours: transport ---
  NETWORK_ERROR: 'The discovery service could not be reached',
  INVALID_RESPONSE: 'The service answered with a body that is not JSON',
} as const;

/** The machine code of an SDK message (`ApiError.code` of the errors the SDK raises itself). */
export type DiscoveryMessageCode = keyof typeof discoveryMessages;
