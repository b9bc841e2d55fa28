import { DEFAULT_PAGING, SUGGESTED_KEYWORDS_FLAVOR } from '@ldn/domain';
import { ApiError, sdkError } from './api-error';
import { callJson, discoveryErrorOf } from './http';
import type { Transport } from './http';
import type { SettingsStore } from './settings-store';
import type { Tracker } from './tracker';
import { validateRequest } from './validation';
import type {
  Clause,
  DiscoveryEndpoint,
  DiscoveryItem,
  DiscoveryModulesRequest,
  DiscoveryQuery,
  DiscoveryRequest,
  DiscoveryResponse,
  PagedModule,
  SortOrder,
  TrackingEvent,
} from './types';

/**
 * [S9.10] What a module asks for when the caller gives no options: items from 0 size 60, contents
 * items 16, kicker 1, references 5, suggested keywords and products, scope pages, shortcuts and
 * spotlights 4 each; any other paged module takes the paging step (10).
 */
export const DEFAULT_MODULE_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  items: { from: DEFAULT_PAGING.items.from, size: DEFAULT_PAGING.items.size },
  contents_items: { from: 0, size: DEFAULT_PAGING.contentsItems },
  kicker: { size: DEFAULT_PAGING.kicker },
  references: { from: 0, size: DEFAULT_PAGING.references },
  suggested_keywords: { size: DEFAULT_PAGING.suggestedKeywords },
  suggested_products: { size: DEFAULT_PAGING.suggestedProducts },
  scope_pages: { from: 0, size: DEFAULT_PAGING.scopePages },
  universe_pages: { from: 0, size: DEFAULT_PAGING.step },
  shortcuts: { size: DEFAULT_PAGING.shortcuts },
  spotlights: { size: DEFAULT_PAGING.spotlights },
  acp: { size: DEFAULT_PAGING.step },
  spell_check: { enabled: false },
};

/** The modules that `next()` pages through. */
const PAGED_MODULES = ['items', 'references'] as const;

/** What a builder needs of its client. */
export interface QueryBuilderContext {
  readonly endpoint: DiscoveryEndpoint;
  readonly discoveryUrl: string;
  readonly transport: Transport;
  readonly settings: SettingsStore;
  readonly tracker: Tracker;
}

/** Options of `items()`: paging, the fields of each item and of its variants. */
export interface ItemsOptions {
  from?: number;
  size?: number;
  fields?: string[];
  variantFields?: string[];
}

/**
 * [S5.19] [S7.50] A chainable query on one endpoint. Every method returns the builder; `build()`
 * checks the request against the service's settings; `execute()` sends it; `next()` asks for the
 * next page; `visited()` and `addedToCart()` track, once per builder ([S4.12]).
 *
 * ```ts
 * const query = client.query('search').terms('biberon').items({ size: 20 }).facets(['sf:price']);
 * const first = await query.execute();
 * const second = await query.next();
 * ```
 */
export class QueryBuilder {
  readonly #context: QueryBuilderContext;
  readonly #query: DiscoveryQuery = {};
  readonly #modules: DiscoveryModulesRequest = {};
  readonly #scopes: string[] = [];
  readonly #spotlights: string[] = [];
  readonly #filters: Clause[] = [];
  readonly #sorts: { field: string; order: SortOrder }[] = [];
  #last: { request: DiscoveryRequest; response: DiscoveryResponse } | undefined;
  /** execute() and next() run one after the other: two quick scrolls never ask for the same page. */
  #queue: Promise<unknown> = Promise.resolve();
  #visited = false;
  #confirmed = false;

  /** @internal Made by `DiscoveryClient.query()`. */
  constructor(context: QueryBuilderContext) {
    this.#context = context;
  }

  /** The endpoint this builder queries. */
  get endpoint(): DiscoveryEndpoint {
    return this.#context.endpoint;
  }

  /** The text searched; `search` needs at least 2 characters after trimming ([S5.18]). */
  terms(text: string): this {
    this.#query.terms = text;
    return this;
  }

  /**
   * [S5.19] Restricts to a scope (category path such as `outings/poussettes`); at most one. On
   * `navigation` it is also the scope navigated to (`query.scope_id`).
   */
  scope(id: string): this {
    if (!this.#scopes.includes(id)) this.#scopes.push(id);
    return this;
  }

  /** The service's own search scope (`query.search_scope`). */
  searchScope(value: string): this {
    this.#query.search_scope = value;
    return this;
  }

  /** [S5.19] Applies a spotlight of the settings; at most one. */
  spotlight(id: string): this {
    if (!this.#spotlights.includes(id)) this.#spotlights.push(id);
    return this;
  }

  /** [S5.19] Adds a filter clause; several clauses are combined with `and`. */
  filter(clause: Clause): this {
    this.#filters.push(clause);
    return this;
  }

  /** [S5.19] [S9.8] Sorts the items (in call order); the field must be a ranking or sortable field. */
  sort(field: string, order: SortOrder): this {
    this.#sorts.push({ field, order });
    return this;
  }

  /** [S9.10] The items module: default from 0, size 60. */
  items(options: ItemsOptions = {}): this {
    const defaults = DEFAULT_PAGING.items;
    this.#modules.items = {
      from: options.from ?? defaults.from,
      size: options.size ?? defaults.size,
      ...(options.fields ? { fields: [...options.fields] } : {}),
      ...(options.variantFields ? { variant_fields: [...options.variantFields] } : {}),
    };
    return this;
  }

  /** [S3.17] Facets on these fields (each must be a facet field of the settings). */
  facets(fields: readonly string[], size?: number): this {
    this.#modules.facets = { fields: [...fields], ...(size === undefined ? {} : { size }) };
    return this;
  }

  /** [S3.17] Autocomplete suggestions (acp); default size: the paging step, 10. */
  acp(size: number = DEFAULT_PAGING.step): this {
    this.#modules.acp = { size };
    return this;
  }

  /** [S9.10] Reference results: default from 0, size 5. */
  references(options: { from?: number; size?: number } = {}): this {
    this.#modules.references = { from: options.from ?? 0, size: options.size ?? DEFAULT_PAGING.references };
    return this;
  }

  /** [S9.10] Scope (category) cards: default from 0, size 4. */
  scopePages(options: { from?: number; size?: number } = {}): this {
    this.#modules.scope_pages = { from: options.from ?? 0, size: options.size ?? DEFAULT_PAGING.scopePages };
    return this;
  }

  /** [S5.18] Spell checking (the overlay disables it for product search). */
  spellCheck(enabled: boolean): this {
    this.#modules.spell_check = { enabled };
    return this;
  }

  /** [S9.10] The query flavor; `suggested_keywords` uses `search-home` unless told otherwise. */
  flavor(name: string): this {
    this.#query.flavor = name;
    return this;
  }

  /** The store whose assortment is searched. */
  storeId(id: string): this {
    this.#query.store_id = id;
    return this;
  }

  /** Products of `product_selection` (one or more) or `product_sheet` (exactly one). */
  productIds(ids: readonly string[]): this {
    this.#query.product_ids = [...ids];
    return this;
  }

  /** Item fields searched (`query.search_attributes`). */
  searchAttributes(fields: readonly string[]): this {
    this.#query.search_attributes = [...fields];
    return this;
  }

  /** Free context for the service (`query.context`). */
  context(value: Record<string, unknown>): this {
    this.#query.context = { ...value };
    return this;
  }

  /**
   * [S7.50] Any module by its wire name (`suggested_keywords`, `universe_pages`, `contents_items`,
   * `statistics`, `bag`...), with the [S9.10] defaults under the options given.
   */
  module(name: string, options: Record<string, unknown> = {}): this {
    this.#modules[name] = { ...DEFAULT_MODULE_OPTIONS[name], ...options };
    return this;
  }

  /** The request body, without checks. */
  #assemble(): DiscoveryRequest {
    const { endpoint, tracker } = this.#context;
    const query: DiscoveryQuery = { ...this.#query };
    if (endpoint === 'suggested_keywords' && query.flavor === undefined) query.flavor = SUGGESTED_KEYWORDS_FLAVOR;
    const [scope] = this.#scopes;
    if (endpoint === 'navigation' && scope !== undefined && query.scope_id === undefined) query.scope_id = scope;
    const ids = tracker.consentedIds();
    if (ids) Object.assign(query, ids);

    const modules: DiscoveryModulesRequest = {};
    for (const [name, options] of Object.entries(this.#modules)) modules[name] = { ...options };
    if (this.#sorts.length > 0) {
      modules.items = { ...(modules.items ?? DEFAULT_PAGING.items), sort: this.#sorts.map((sort) => ({ ...sort })) };
    }
    if (Object.keys(modules).length === 0) {
      // Nothing asked: the module that endpoint exists for.
      const fallback: string = endpoint === 'suggested_keywords' ? 'suggested_keywords' : 'items';
      modules[fallback] = { ...DEFAULT_MODULE_OPTIONS[fallback] };
    }

    const userActions: DiscoveryRequest['user_actions'] = {};
    const [first, ...rest] = this.#filters;
    if (first) userActions.apply_filters = rest.length === 0 ? first : { and: [first, ...rest] };
    if (this.#scopes.length > 0) userActions.apply_scopes = [...this.#scopes];
    if (this.#spotlights.length > 0) userActions.apply_spotlights = [...this.#spotlights];
    return { query, modules, user_actions: userActions };
  }

  /**
   * [S5.19] The request body, checked against the service's settings (fetched once, then cached).
   * Rejects with the `ApiError` of the first rule broken.
   */
  async build(): Promise<DiscoveryRequest> {
    const settings = await this.#context.settings.get();
    const request = this.#assemble();
    validateRequest(this.#context.endpoint, request, settings);
    return request;
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.catch(() => undefined).then(task);
    this.#queue = run;
    return run;
  }

  async #send(request: DiscoveryRequest): Promise<DiscoveryResponse> {
    const { discoveryUrl, endpoint, transport, settings } = this.#context;
    const answer = await callJson(transport, 'discovery', `${discoveryUrl}/${endpoint}`, { method: 'POST', body: request });
    const error = discoveryErrorOf(answer);
    if (error) throw error;
    const body = answer.body;
    if (!body || typeof body.modules !== 'object' || body.modules === null) {
      throw new ApiError({ status: 502, service: 'discovery', code: 'INVALID_RESPONSE' });
    }
    const response = body as unknown as DiscoveryResponse;
    // [S4.12] The service's settings moved on: fetch them again for the next build.
    settings.sync(response.settings_id);
    this.#last = { request, response };
    return response;
  }

  async #executeNow(): Promise<DiscoveryResponse> {
    const request = await this.build();
    const response = await this.#send(request);
    const { endpoint, tracker } = this.#context;
    // The search itself is an event: its expression and how many items it found.
    await tracker
      .track({
        timestamp: new Date().toISOString(),
        type_id: endpoint,
        location_name: endpoint,
        namespace: 'discovery',
        ...(request.query.terms === undefined ? {} : { expression: request.query.terms }),
        ...(request.query.scope_id === undefined ? {} : { breadcrumb: request.query.scope_id }),
        ...(response.modules.items ? { total: response.modules.items.total } : {}),
      })
      .catch(() => undefined);
    return response;
  }

  /**
   * [S7.50] Sends the query (first page). Rejects with an `ApiError` when the request breaks a rule
   * or when the service answers an error ([S8.5]: status >= 400 without a module).
   */
  execute(): Promise<DiscoveryResponse> {
    return this.#serial(() => this.#executeNow());
  }

  /**
   * [S4.12] The next page of items (and of references): each paged module moves on by its size
   * while it has more; modules that are done, and the non-paged ones (facets, acp...), are not asked
   * again. Before any `execute()` it executes. Rejects with 'Cannot ask or next results - no more
   * results to provide' when every paged module is done.
   */
  next(): Promise<DiscoveryResponse> {
    return this.#serial(async () => {
      const last = this.#last;
      if (!last) return this.#executeNow();
      const modules: DiscoveryModulesRequest = {};
      for (const name of PAGED_MODULES) {
        const asked = last.request.modules[name];
        const answered = last.response.modules[name] as PagedModule<DiscoveryItem> | undefined;
        if (!asked || !answered || asked.size === 0) continue;
        const from = asked.from + asked.size;
        const more = typeof answered.total === 'number' ? from < answered.total : answered.parts.length >= asked.size;
        if (more) modules[name] = { ...asked, from };
      }
      if (Object.keys(modules).length === 0) throw sdkError('NO_MORE_RESULTS');
      return this.#send({ ...last.request, modules });
    });
  }

  #itemEvent(typeId: string, item: DiscoveryItem): TrackingEvent {
    const { endpoint } = this.#context;
    const link = item['g:link'];
    const image = item['g:image_link'];
    const terms = this.#last?.request.query.terms ?? this.#query.terms;
    const total = this.#last?.response.modules.items?.total;
    return {
      timestamp: new Date().toISOString(),
      type_id: typeId,
      location_name: endpoint,
      namespace: 'discovery',
      tag: item['g:id'],
      ...(link || image ? { urls: { ...(link ? { link } : {}), ...(image ? { doc_link: image } : {}) } } : {}),
      ...(item['c:scope'] ? { breadcrumb: item['c:scope'] } : {}),
      ...(terms === undefined ? {} : { expression: terms }),
      ...(total === undefined ? {} : { total }),
    };
  }

  async #once(flag: 'visited' | 'confirmed', item: DiscoveryItem): Promise<void> {
    const done = flag === 'visited' ? this.#visited : this.#confirmed;
    if (done) throw sdkError(flag === 'visited' ? 'VISITED_ALREADY_TRIGGERED' : 'CONFIRMED_ALREADY_TRIGGERED', 'tracking');
    this.#setFlag(flag, true);
    try {
      await this.#context.tracker.track(this.#itemEvent(flag, item));
    } catch (error) {
      // The event never left: the caller may try again.
      this.#setFlag(flag, false);
      throw error;
    }
  }

  #setFlag(flag: 'visited' | 'confirmed', value: boolean): void {
    if (flag === 'visited') this.#visited = value;
    else this.#confirmed = value;
  }

  /**
   * [S4.12] Tracks that the user opened this item (`visited`), once per builder: a second call
   * rejects with 'visited event already triggered'. Resolves when the event is queued.
   */
  visited(item: DiscoveryItem): Promise<void> {
    return this.#once('visited', item);
  }

  /**
   * [S4.12] Tracks that the user added this item (`confirmed`), once per builder: a second call
   * rejects with 'confirmed event already triggered'. Resolves when the event is queued.
   */
  addedToCart(item: DiscoveryItem): Promise<void> {
    return this.#once('confirmed', item);
  }
}
