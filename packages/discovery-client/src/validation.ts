import { EXPRESSION_MIN_LENGTH } from '@ldn/domain';
import { sdkError } from './api-error';
import type { Clause, DiscoveryEndpoint, DiscoveryRequest, DiscoverySettings, SettingsField } from './types';

type Settings = DiscoverySettings['settings'];

const BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;
const ORDERS: readonly string[] = ['asc', 'desc'];

function isNonNegativeInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function fieldOf(settings: Settings, name: string): SettingsField | undefined {
  return settings.fields.find((field) => field.field === name);
}

/**
 * A facet field is one the settings mark `facet: true`; settings that say nothing about facets
 * (another retailer's service) make every filterable field a facet field.
 */
function isFacetField(field: SettingsField | undefined): boolean {
  if (!field) return false;
  return field.facet ?? field.filterable === true;
}

/**
 * [S5.19] A sort field must exist: the field of a ranking option (`_score` is one) or an item field.
 * An item field that exists but is not sortable gets the finer message.
 */
function checkSortField(settings: Settings, name: string): void {
  if (settings.ranking.some((option) => option.field === name)) return;
  const field = fieldOf(settings, name);
  if (!field) throw sdkError('UNKNOWN_SORT_FIELD');
  if (field.sortable !== true) throw sdkError('NON_SORTABLE_FIELD');
}

/** [S5.18] [S7.50] What each endpoint needs in its query (the server refuses the same requests). */
function checkEndpointNeeds(endpoint: DiscoveryEndpoint, request: DiscoveryRequest): void {
  const { query } = request;
  if (endpoint === 'search' && (query.terms ?? '').trim().length < EXPRESSION_MIN_LENGTH) {
    throw sdkError('TERMS_TOO_SHORT');
  }
  if (endpoint === 'navigation' && !query.scope_id && !query.search_scope) throw sdkError('SCOPE_REQUIRED');
  const ids = query.product_ids ?? [];
  if (endpoint === 'product_selection' && ids.length === 0) throw sdkError('PRODUCT_IDS_REQUIRED');
  if (endpoint === 'product_sheet' && ids.length !== 1) throw sdkError('ONE_PRODUCT_ID_ONLY');
}

/** [S5.19] from and size >= 0 (integers), on every module that pages or has a size. */
function checkPaging(request: DiscoveryRequest): void {
  for (const options of Object.values(request.modules)) {
    if (!options) continue;
    for (const key of ['from', 'size'] as const) {
      if (key in options && !isNonNegativeInteger(options[key])) throw sdkError('INVALID_PAGING');
    }
  }
}

/**
 * [S5.19] Item, variant and facet fields must be known; sort fields must exist, asc or desc;
 * searched fields must be search attributes.
 */
function checkFields(request: DiscoveryRequest, settings: Settings): void {
  const { items, references, facets } = request.modules;
  const itemFields = [...(items?.fields ?? []), ...(items?.variant_fields ?? []), ...(references?.fields ?? [])];
  if (itemFields.some((name) => !fieldOf(settings, name))) throw sdkError('UNKNOWN_ITEM_FIELD');
  for (const sort of items?.sort ?? []) {
    checkSortField(settings, sort.field);
    if (!ORDERS.includes(sort.order)) throw sdkError('INVALID_SORT_ORDER');
  }
  if (facets && facets.fields.some((name) => !isFacetField(fieldOf(settings, name)))) {
    throw sdkError('UNKNOWN_FACET_FIELD');
  }
  const searched = request.query.search_attributes ?? [];
  if (searched.some((name) => !fieldOf(settings, name))) throw sdkError('UNKNOWN_ITEM_FIELD');
  if (searched.some((name) => fieldOf(settings, name)?.search_attributes !== true)) throw sdkError('NOT_SEARCH_ATTRIBUTE');
}

/** [S5.19] At most one scope and one spotlight, and a spotlight the settings know. */
function checkActions(request: DiscoveryRequest, settings: Settings): void {
  const { apply_scopes: scopes = [], apply_spotlights: spotlights = [] } = request.user_actions;
  if (scopes.length > 1) throw sdkError('ONE_SCOPE_ONLY');
  if (spotlights.length > 1) throw sdkError('ONE_SPOTLIGHT_ONLY');
  for (const id of spotlights) {
    if (!settings.spotlights.some((spotlight) => spotlight.id === id)) throw sdkError('UNKNOWN_SPOTLIGHT');
  }
}

/**
 * [S5.19] A filter clause, recursively: filterable fields only; a range needs at least one bound; a
 * match needs a field and a value; minimum_should_match is an integer >= 0.
 */
export function checkClause(clause: Clause, settings: Settings): void {
  const node = clause as Partial<Record<'and' | 'or' | 'not' | 'match' | 'range' | 'minimum_should_match', unknown>>;
  if (Array.isArray(node.and)) {
    for (const child of node.and as Clause[]) checkClause(child, settings);
  } else if (Array.isArray(node.or)) {
    if ('minimum_should_match' in node && !isNonNegativeInteger(node.minimum_should_match)) {
      throw sdkError('INVALID_MINIMUM_SHOULD_MATCH');
    }
    for (const child of node.or as Clause[]) checkClause(child, settings);
  } else if (node.not && typeof node.not === 'object') {
    checkClause(node.not as Clause, settings);
  } else if (node.match && typeof node.match === 'object') {
    const { field, value } = node.match as { field?: unknown; value?: unknown };
    const hasValue = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
    if (typeof field !== 'string' || field === '' || !hasValue) throw sdkError('MATCH_WITHOUT_FIELD_OR_VALUE');
    checkFilterable(field, settings);
  } else if (node.range && typeof node.range === 'object') {
    const bounds = node.range as Record<string, unknown>;
    if (!BOUNDS.some((bound) => typeof bounds[bound] === 'number')) throw sdkError('RANGE_WITHOUT_BOUND');
    checkFilterable(String(bounds.field), settings);
  } else {
    throw sdkError('INVALID_CLAUSE');
  }
}

function checkFilterable(name: string, settings: Settings): void {
  if (fieldOf(settings, name)?.filterable !== true) throw sdkError('NON_FILTERABLE_FIELD');
}

/**
 * [S5.19] [S5.18] Checks a request against the service's settings before it is sent; throws the
 * `ApiError` of the first rule broken (the service checks the same, it never trusts the SDK).
 */
export function validateRequest(endpoint: DiscoveryEndpoint, request: DiscoveryRequest, settings: DiscoverySettings): void {
  checkEndpointNeeds(endpoint, request);
  checkActions(request, settings.settings);
  checkPaging(request);
  checkFields(request, settings.settings);
  if (request.user_actions.apply_filters) checkClause(request.user_actions.apply_filters, settings.settings);
}
