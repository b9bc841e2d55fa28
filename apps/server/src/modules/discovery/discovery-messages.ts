/**
 * The texts of the discovery and tracking errors. [S8.5] gives them verbatim, in English (they are
 * the service's messages, read by developers; the overlay shows its own French texts). Texts the
 * spec does not give are ours, in the same style.
 */
export const discoveryMessages = {
  /** [S8.5] The default message of an ApiError. */
  badRequest: 'Bad request',
  productSheetNotFound: 'Discovery:ProductSheet:NotFound',
  notFilterable: 'You cannot filter on non filterable item field',
  onlyOneScope: 'Only one scope is allowed in actions.scopes',
  onlyOneSpotlight: 'Only one spotlights is allowed in actions.spotlights',
  unknownSpotlight: 'You cannot apply unknown spotlight',
  unknownFacetField: 'You cannot add unknown facet field',
  unknownItemField: 'You cannot add unknown item field',
  unknownSortField: 'You cannot add unknown sort field',
  // Ours (the spec does not show these texts).
  unknownEndpoint: 'Unknown discovery endpoint',
  termsTooShort: 'Search terms must have at least 2 characters',
  scopeRequired: 'Navigation needs a scope_id (or search_scope)',
  unknownScope: 'You cannot apply unknown scope',
  productIdsRequired: 'product_selection needs product_ids',
  oneProductId: 'product_sheet needs exactly one id in product_ids',
  notSearchable: 'You cannot search on a field that is not a search attribute',
  notSortable: 'You cannot sort on non sortable item field',
  rangeNeedsBound: 'A range clause needs at least one of gt, gte, lt, lte',
  rangeOnText: 'A range clause needs a numeric field',
  matchNeedsFieldAndValue: 'A match clause needs a field and a value',
  minimumShouldMatch: 'minimum_should_match must be an integer >= 0',
  badClause: 'A clause must be one of and, or, not, match, range',
  flagValue: "This field takes the value 'Oui' or 'Non'",
  numberValue: 'This field takes a number',
  tooDeep: 'Clauses are nested too deeply',
} as const;

/** [S7.51] [S7.52] [S8.5] The tracking service's error messages, verbatim. */
export const trackingMessages = {
  noUserId: 'No user id detected',
  noSessionId: 'No session id detected',
  noSource: 'No application source detected',
  invalidSource: 'No valid tracking source is specified',
  tooLarge: 'Cannot send event with >100kB payload',
  // Ours.
  badRequest: 'Bad request',
} as const;
