import {
  CATEGORY_CODES,
  DEFAULT_PAGING,
  EXPRESSION_MIN_LENGTH,
  OTHER_CATEGORY_CODE,
  STANDARD_PRICE_BANDS,
  categoryLabel,
} from '@ldn/domain';
import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discoveryScopes } from '../../db/schema';
import { DiscoveryError, badRequest } from './discovery-errors';
import { filterSql } from './discovery-filters';
import { itemShape, itemsFromRows, itemsOf, type ItemShape } from './discovery-items';
import { discoveryMessages } from './discovery-messages';
import {
  acpSuggestions,
  referencePage,
  runQuery,
  selectedCodes,
  type PageCount,
  type QueryPlan,
  type ScopeTarget,
  type SortSpec,
  type TermsFacetSpec,
  type TextMatch,
} from './discovery-query';
import {
  MAX_PAGE_SIZE,
  type DiscoveryEndpoint,
  type DiscoveryRequest,
  type ItemsModule,
} from '@ldn/contract';
import {
  DISCOVERY_SETTINGS_ID,
  SCORE_FIELD,
  SHORTCUTS,
  SPOTLIGHTS,
  SUGGESTED_KEYWORDS,
  fieldSettings,
} from './discovery-settings';
import {
  analyseTerms,
  foldText,
  lexiconMoved,
  tsqueryText,
  type AnalysedTerms,
} from './discovery-terms';

/**
 * [S7.50] The discovery engine: a request of the contract in, the response of the contract out.
 * Rules the SDK also checks [S5.19] are checked here again with the [S8.5] messages; everything
 * else (which filters apply, e.g. [S5.18] c:canaddtoldn / c:isbundle) is the caller's to ask.
 */

/** Where the engine runs: the database and the origin absolute links are built on. */
export interface EngineContext {
  readonly db: Db;
  /** `https://liste.example.fr`: `g:image_link` and `g:link` are absolute. */
  readonly origin: string;
}

/** [S3.17] The response modules, each present only when asked for. */
export interface DiscoveryResponse {
  readonly status: 200;
  readonly settings_id: string;
  readonly took_ms: number;
  readonly query: { terms?: string; corrected_terms?: string };
  readonly modules: Record<string, unknown>;
}

/** [S9.6] The price facet's bands: `0;20`, `20;50`, `50;100`, `100;100000` (euros). */
export const PRICE_FACET_BANDS = STANDARD_PRICE_BANDS.map((band) => ({
  key: `${band.minValue / 100};${band.maxValue / 100}`,
  from: band.minValue / 100,
  to: band.maxValue / 100,
  bounds: [band.minValue, band.maxValue, band.includesMax] as const,
}));

/** The item fields that are terms facets, and their columns. */
const TERMS_FACETS: Readonly<Record<string, TermsFacetSpec['column']>> = {
  'sf:semanticColor': 'colors',
  'g:size': 'sizes',
  'g:brand': 'brand',
};
/** Facets when the request names no field: all four, price first. */
const DEFAULT_FACETS = ['sf:price', 'sf:semanticColor', 'g:size', 'g:brand'];

/** Item fields the items may be sorted on, and their column. */
const SORT_COLUMNS: Readonly<Record<string, SortSpec['column']>> = {
  [SCORE_FIELD]: 'rank',
  'sf:price': 'price_cents',
  'sf:popularity': 'popularity',
  'g:title': 'name',
};

/** [S4.12] The search-attribute fields, and the weight of the search document they sit in. */
const SEARCH_WEIGHTS: Readonly<Record<string, string>> = {
  'g:title': 'a',
  'g:brand': 'b',
  'g:description': 'c',
  'sf:semanticColor': 'd',
  'g:size': 'd',
};

const UNIVERSES: readonly string[] = [...CATEGORY_CODES, OTHER_CATEGORY_CODE];

/** Paging of a module: `from` >= 0, `size` >= 0 (schema-checked), size capped at 100. */
function paging(
  module: { from?: number | undefined; size?: number | undefined } | undefined,
  defaultSize: number,
): { from: number; size: number } {
  return {
    from: module?.from ?? 0,
    size: Math.min(module?.size ?? defaultSize, MAX_PAGE_SIZE),
  };
}

/** [S5.19] The sort of the items: known, sortable fields only; relevance by default. */
function sortOf(items: ItemsModule | undefined): SortSpec[] {
  return (items?.sort ?? []).map((spec) => {
    const settings = fieldSettings(spec.field);
    if (spec.field !== SCORE_FIELD && !settings) {
      throw badRequest('Discovery:Sort:UnknownField', discoveryMessages.unknownSortField);
    }
    const column = SORT_COLUMNS[spec.field];
    if (!column || (settings && !settings.sortable)) {
      throw badRequest('Discovery:Sort:NotSortable', discoveryMessages.notSortable);
    }
    return { column, order: spec.order };
  });
}

/** [S5.19] The facet fields: known facet fields only. */
function facetFieldsOf(fields: readonly string[] | undefined): string[] {
  const names = fields ?? DEFAULT_FACETS;
  for (const name of names) {
    if (!fieldSettings(name)?.facet) {
      throw badRequest('Discovery:Facets:UnknownField', discoveryMessages.unknownFacetField);
    }
  }
  return [...new Set(names)];
}

/** The search-attribute weights, or null for every attribute. */
function weightsOf(attributes: readonly string[] | undefined): string[] | null {
  if (!attributes || attributes.length === 0) return null;
  return [
    ...new Set(
      attributes.map((name) => {
        const weight = SEARCH_WEIGHTS[name];
        if (!weight || !fieldSettings(name)?.search_attributes) {
          throw badRequest('Discovery:Query:NotSearchable', discoveryMessages.notSearchable);
        }
        return weight;
      }),
    ),
  ].sort();
}

/** The filters of a request, over the model rows (search) and over the products. */
interface Filters {
  readonly model: SQL[];
  readonly product: SQL[];
}

/**
 * [S5.19] [S8.5] The filters of the request: `apply_filters`, and the spotlight's own clause (at
 * most one spotlight, a known one).
 */
function filtersOf(request: DiscoveryRequest): Filters {
  const actions = request.user_actions;
  const clauses: unknown[] = [];
  if (actions?.apply_filters !== undefined && actions.apply_filters !== null) {
    clauses.push(actions.apply_filters);
  }
  const spotlights = actions?.apply_spotlights ?? [];
  if (spotlights.length > 1) {
    throw badRequest('Discovery:Spotlights:OnlyOne', discoveryMessages.onlyOneSpotlight);
  }
  const [spotlightId] = spotlights;
  if (spotlightId !== undefined) {
    const spotlight = SPOTLIGHTS.find((candidate) => candidate.id === spotlightId);
    if (!spotlight) {
      throw badRequest('Discovery:Spotlights:Unknown', discoveryMessages.unknownSpotlight);
    }
    clauses.push(spotlight.clause);
  }
  return {
    model: clauses.map((clause) => filterSql(clause, 'model')),
    product: clauses.map((clause) => filterSql(clause, 'product')),
  };
}

/** A scope id ('meals/biberons') or a universe code ('meals'); unknown ones are refused. */
async function resolveScope(db: Db, id: string): Promise<ScopeTarget> {
  if (UNIVERSES.includes(id)) return { kind: 'universe', id };
  const [scope] = await db
    .select({ id: discoveryScopes.id })
    .from(discoveryScopes)
    .where(eq(discoveryScopes.id, id))
    .limit(1);
  if (!scope) throw badRequest('Discovery:Scope:Unknown', discoveryMessages.unknownScope);
  return { kind: 'scope', id: scope.id };
}

/** [S8.5] The scope of the request: `apply_scopes` (one at most), else the query's scope. */
async function scopeOf(
  db: Db,
  endpoint: DiscoveryEndpoint,
  request: DiscoveryRequest,
): Promise<ScopeTarget | null> {
  const applied = request.user_actions?.apply_scopes ?? [];
  if (applied.length > 1) {
    throw badRequest('Discovery:Scopes:OnlyOne', discoveryMessages.onlyOneScope);
  }
  const query = request.query;
  const id = applied[0] ?? query?.scope_id ?? query?.search_scope;
  if (id === undefined || id.trim() === '') {
    if (endpoint === 'navigation') {
      throw badRequest('Discovery:Navigation:ScopeRequired', discoveryMessages.scopeRequired);
    }
    return null;
  }
  return resolveScope(db, id.trim());
}

function textOf(analysed: AnalysedTerms, weights: string[] | null, prefixLast = false): TextMatch {
  return {
    tsquery: tsqueryText(analysed, { prefixLast }),
    head: tsqueryText(analysed, { prefixLast, any: true }),
    weights,
    numeric: analysed.numeric,
  };
}

/** [S3.17] A scope card: absolute image, French universe label, item count. */
function scopeCard(scope: PageCount, origin: string) {
  return {
    id: scope.id,
    name: scope.name ?? scope.id,
    universe: scope.universe_label ?? '',
    ...(scope.image_path ? { image_link: `${origin}${scope.image_path}` } : {}),
    products_count: scope.count,
  };
}

/** A page of a list. */
function pageOf<T>(list: readonly T[], from: number, size: number) {
  return { total: list.length, from, size, parts: list.slice(from, from + size) };
}

/** [S7.50] Runs one endpoint. Throws {@link DiscoveryError} for a request it refuses. */
export async function runDiscovery(
  context: EngineContext,
  endpoint: DiscoveryEndpoint,
  request: DiscoveryRequest,
): Promise<DiscoveryResponse> {
  const started = performance.now();
  const { db } = context;
  const modules = request.modules ?? {};
  const query = request.query ?? {};
  const terms = query.terms?.trim() ?? '';

  // Every check before any query: a refused request costs nothing.
  if (endpoint === 'search' && terms.length < EXPRESSION_MIN_LENGTH) {
    throw badRequest('Discovery:Search:TermsTooShort', discoveryMessages.termsTooShort);
  }
  const productIds = query.product_ids ?? [];
  if (endpoint === 'product_selection' && productIds.length === 0) {
    throw badRequest('Discovery:ProductSelection:NoIds', discoveryMessages.productIdsRequired);
  }
  if (endpoint === 'product_sheet' && productIds.length !== 1) {
    throw badRequest('Discovery:ProductSheet:OneId', discoveryMessages.oneProductId);
  }
  const shape = modules.items
    ? itemShape(modules.items.fields, modules.items.variant_fields, context.origin)
    : itemShape(undefined, undefined, context.origin);
  const sort = sortOf(modules.items);
  const facetFields = modules.facets ? facetFieldsOf(modules.facets.fields) : [];
  const weights = weightsOf(query.search_attributes);
  const filters = filtersOf(request);
  const scope = await scopeOf(db, endpoint, request);

  // The text: search and navigation use the terms; the other endpoints list without them.
  const usesTerms =
    endpoint === 'search' || endpoint === 'navigation' || endpoint === 'landing_page';
  let analysed = terms !== '' && usesTerms ? await analyseTerms(db, terms) : null;
  let plan: QueryPlan = {
    text: analysed ? textOf(analysed, weights) : null,
    filters: filters.model,
    scope,
  };

  let answer: Record<string, unknown> = {};
  if (endpoint === 'product_selection' || endpoint === 'product_sheet') {
    await answerSelection(
      context,
      endpoint,
      productIds,
      filters.product,
      shape,
      modules.items,
      answer,
    );
  } else {
    const seen = await answerListing(context, plan, { shape, sort, facetFields }, modules, answer);
    if (lexiconMoved(db, analysed, seen)) {
      // The words were corrected against an older lexicon (cached before a catalogue change):
      // once more with the current one, so no answer rests on a superseded correction.
      analysed = terms !== '' ? await analyseTerms(db, terms) : null;
      plan = { ...plan, text: analysed ? textOf(analysed, weights) : null };
      answer = {};
      await answerListing(context, plan, { shape, sort, facetFields }, modules, answer);
    }
  }

  if (modules.acp && analysed) {
    const size = Math.min(modules.acp.size ?? DEFAULT_PAGING.suggestedKeywords, MAX_PAGE_SIZE);
    // Suggestions are product names: the words must be found in names.
    const acpText = textOf(analysed, ['a'], true);
    answer.acp = {
      parts:
        acpText.tsquery === null ? [] : await acpSuggestions(db, { ...plan, text: acpText }, size),
    };
  } else if (modules.acp) {
    answer.acp = { parts: [] };
  }
  if (modules.references) {
    const { from, size } = paging(modules.references, DEFAULT_PAGING.references);
    const digits = analysed?.numeric ?? null;
    const references = digits
      ? await referencePage(db, digits, filters.product, from, size)
      : { total: 0, codes: [] };
    answer.references = {
      total: references.total,
      from,
      size,
      // References are products, not models: each is its own item (variants still listed).
      parts: await itemsOf(db, references.codes, shape),
    };
  }
  if (modules.spotlights) {
    const size = Math.min(modules.spotlights.size ?? DEFAULT_PAGING.spotlights, MAX_PAGE_SIZE);
    answer.spotlights = {
      parts: SPOTLIGHTS.slice(0, size).map(({ id, label }) => ({ id, label })),
    };
  }
  if (modules.shortcuts) {
    const size = Math.min(modules.shortcuts.size ?? DEFAULT_PAGING.shortcuts, MAX_PAGE_SIZE);
    answer.shortcuts = { parts: shortcutsFor(terms).slice(0, size) };
  }
  if (modules.suggested_keywords) {
    const size = Math.min(
      modules.suggested_keywords.size ?? DEFAULT_PAGING.suggestedKeywords,
      MAX_PAGE_SIZE,
    );
    answer.suggested_keywords = {
      parts: SUGGESTED_KEYWORDS.slice(0, size).map((expression) => ({ expression })),
    };
  }
  if (modules.suggested_products) {
    const size = Math.min(
      modules.suggested_products.size ?? DEFAULT_PAGING.suggestedProducts,
      MAX_PAGE_SIZE,
    );
    const popular = await runQuery(
      db,
      { text: null, filters: filters.model, scope },
      {
        page: {
          from: 0,
          size,
          sort: [{ column: 'popularity', order: 'desc' }],
          rows: rowsOf(shape),
        },
      },
    );
    answer.suggested_products = { parts: itemsFromRows(popular.page, popular.pageRows, shape) };
  }
  if (modules.spell_check) {
    answer.spell_check = analysed?.corrected ? { corrected: analysed.corrected } : {};
  }

  return {
    status: 200,
    settings_id: DISCOVERY_SETTINGS_ID,
    took_ms: Math.round(performance.now() - started),
    query: {
      ...(query.terms !== undefined ? { terms: query.terms } : {}),
      ...(analysed?.corrected ? { corrected_terms: analysed.corrected } : {}),
    },
    modules: answer,
  };
}

/** The product rows a page of items needs: every variant, or the leading products only. */
const rowsOf = (shape: ItemShape): 'variants' | 'leaders' =>
  shape.fields.includes('sf:variants') ? 'variants' : 'leaders';

/**
 * search, navigation, landing_page, suggested_keywords, zero_results: items of the plan, in one
 * statement. Gives the lexicon version that statement saw.
 */
async function answerListing(
  context: EngineContext,
  plan: QueryPlan,
  options: { shape: ItemShape; sort: SortSpec[]; facetFields: string[] },
  modules: NonNullable<DiscoveryRequest['modules']>,
  answer: Record<string, unknown>,
): Promise<string> {
  const items = modules.items ? paging(modules.items, DEFAULT_PAGING.items.size) : null;
  const termsFacets = options.facetFields
    .filter((field) => TERMS_FACETS[field])
    .map((field) => ({ key: field, column: TERMS_FACETS[field] as TermsFacetSpec['column'] }));
  const wantsPrice = options.facetFields.includes('sf:price');
  const facetSize = Math.min(modules.facets?.size ?? 20, MAX_PAGE_SIZE);
  const result = await runQuery(context.db, plan, {
    ...(items ? { page: { ...items, sort: options.sort, rows: rowsOf(options.shape) } } : {}),
    termsFacets,
    facetSize,
    ...(wantsPrice ? { priceBands: PRICE_FACET_BANDS.map((band) => band.bounds) } : {}),
    scopes: modules.scope_pages !== undefined,
    universes: modules.universe_pages !== undefined,
  });

  if (items) {
    answer.items = {
      total: result.total,
      from: items.from,
      size: items.size,
      parts: itemsFromRows(result.page, result.pageRows, options.shape),
    };
  }
  if (modules.facets) {
    answer.facets = {
      parts: options.facetFields.map((field) => {
        const label = fieldSettings(field)?.labels.fr ?? field;
        if (field === 'sf:price') {
          return {
            key: field,
            label,
            type: 'range',
            buckets: PRICE_FACET_BANDS.map((band, index) => ({
              key: band.key,
              from: band.from,
              to: band.to,
              count: Number(result.priceBands[index] ?? 0),
            })),
          };
        }
        return {
          key: field,
          label,
          type: 'terms',
          buckets: (result.termsFacets[field] ?? []).map(([key, count]) => ({
            key,
            count: Number(count),
          })),
        };
      }),
    };
  }
  if (modules.scope_pages) {
    const { from, size } = paging(modules.scope_pages, DEFAULT_PAGING.scopePages);
    const cards = result.scopes.map((scope) => scopeCard(scope, context.origin));
    answer.scopes = pageOf(cards, from, size);
  }
  if (modules.universe_pages) {
    const { from, size } = paging(modules.universe_pages, DEFAULT_PAGING.scopePages);
    const cards = result.universes.map((universe) => ({
      id: universe.id,
      name: categoryLabel(universe.id),
      products_count: universe.count,
    }));
    answer.universes = pageOf(cards, from, size);
  }
  return result.lexiconVersion;
}

/** product_selection and product_sheet: the asked products themselves, in the asked order. */
async function answerSelection(
  context: EngineContext,
  endpoint: 'product_selection' | 'product_sheet',
  productIds: readonly string[],
  filters: readonly SQL[],
  shape: ItemShape,
  itemsModule: ItemsModule | undefined,
  answer: Record<string, unknown>,
): Promise<void> {
  // A product sheet shows the product whatever the filters: it was chosen already.
  const found = await selectedCodes(
    context.db,
    productIds,
    endpoint === 'product_sheet' ? [] : filters,
  );
  const codes = [...new Set(productIds)].filter((code) => found.has(code));
  if (endpoint === 'product_sheet' && codes.length === 0) {
    throw new DiscoveryError(
      404,
      discoveryMessages.productSheetNotFound,
      discoveryMessages.productSheetNotFound,
    );
  }
  const { from, size } = paging(itemsModule, DEFAULT_PAGING.items.size);
  answer.items = {
    total: codes.length,
    from,
    size,
    parts: await itemsOf(context.db, codes.slice(from, from + size), shape),
  };
}

/** The shortcuts the terms lead to (all of them for empty terms), accents and case ignored. */
function shortcutsFor(terms: string) {
  const typed = foldText(terms).trim();
  return typed === ''
    ? [...SHORTCUTS]
    : SHORTCUTS.filter((shortcut) => {
        const expression = foldText(shortcut.expression);
        return expression === typed || expression.startsWith(typed) || typed.startsWith(expression);
      });
}
