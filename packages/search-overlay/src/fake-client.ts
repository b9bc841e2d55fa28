import type {
  Clause,
  DiscoveryEndpoint,
  DiscoveryItem,
  DiscoveryResponse,
  DiscoverySettings,
  Facet,
  Scope,
  SortOption,
  SortOrder,
} from '@ldn/discovery-client';
import type { OverlayDiscoveryClient, OverlayQuery } from './discovery-port';

/**
 * A discovery client in memory, for stories and tests (no network): it answers the contract's
 * shapes from a small catalogue, evaluates filter clauses, sorts and pages, and records every
 * request and tracking event, so a test checks what the overlay ASKED without knowing the SDK's
 * internals. Not part of the package's public door.
 */

/** What the overlay asked, as the fake received it. */
export interface FakeRequest {
  readonly endpoint: DiscoveryEndpoint;
  terms?: string;
  readonly scopes: string[];
  readonly filters: Clause[];
  readonly sorts: { field: string; order: SortOrder }[];
  items?: { from: number; size: number };
  references?: { from: number; size: number };
  facets?: readonly string[];
  acp?: number;
  scopePages?: { from: number; size: number };
  spellCheck?: boolean;
  flavor?: string;
  readonly modules: Record<string, Record<string, unknown>>;
  /** 'execute' or 'next'. */
  call?: 'execute' | 'next';
}

export interface FakeTrackingEvent {
  readonly type: 'visited' | 'addedToCart';
  readonly id: string;
}

export interface FakeClientOptions {
  readonly items?: readonly DiscoveryItem[];
  readonly scopes?: readonly Scope[];
  readonly acp?: readonly string[];
  readonly suggestedKeywords?: readonly string[];
  readonly ranking?: readonly SortOption[];
  /** Answer after this many ms; `'never'` keeps every request loading. Default: at once. */
  readonly delayMs?: number | 'never';
  /** Make these endpoints fail (an ApiError-like rejection). */
  readonly failing?: readonly DiscoveryEndpoint[];
  /** Make `getSettings()` fail. */
  readonly settingsFail?: boolean;
  /** The spell-checked terms to answer with. */
  readonly correctedTerms?: string;
}

export interface FakeClient {
  readonly client: OverlayDiscoveryClient;
  readonly requests: FakeRequest[];
  readonly events: FakeTrackingEvent[];
}

export const FAKE_RANKING: readonly SortOption[] = [
  { key: 'pertinence', label: 'Pertinence', field: '_score', order: 'desc' },
  { key: 'price_asc', label: 'Prix croissant', field: 'sf:price', order: 'asc' },
  { key: 'price_desc', label: 'Prix décroissant', field: 'sf:price', order: 'desc' },
];

const PRICE_BANDS = [
  [0, 20],
  [20, 50],
  [50, 100],
  [100, 100000],
] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function fieldOf(item: DiscoveryItem, field: string): unknown {
  return item[field];
}

/** [S5.19] The clause semantics of the contract, on one item. */
export function clauseMatches(clause: Clause, item: DiscoveryItem): boolean {
  if ('and' in clause) return clause.and.every((inner) => clauseMatches(inner, item));
  if ('or' in clause) {
    const hits = clause.or.filter((inner) => clauseMatches(inner, item)).length;
    return hits >= (clause.minimum_should_match ?? 1);
  }
  if ('not' in clause) return !clauseMatches(clause.not, item);
  if ('match' in clause) {
    const value = fieldOf(item, clause.match.field);
    const wanted = clause.match.value;
    return typeof wanted === 'string' ? value === wanted : wanted.includes(String(value));
  }
  const value = fieldOf(item, clause.range.field);
  if (typeof value !== 'number') return false;
  const { gt, gte, lt, lte } = clause.range;
  return (
    (gt === undefined || value > gt) &&
    (gte === undefined || value >= gte) &&
    (lt === undefined || value < lt) &&
    (lte === undefined || value <= lte)
  );
}

function matchesTerms(item: DiscoveryItem, terms: string | undefined): boolean {
  if (terms === undefined || terms.trim() === '') return true;
  const haystack = fold(
    `${item['g:title'] ?? ''} ${item['g:brand'] ?? ''} ${item['g:description'] ?? ''} ${item['g:id']}`,
  );
  return fold(terms)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

function facetsOf(items: readonly DiscoveryItem[], fields: readonly string[]): Facet[] {
  return fields.map((field): Facet => {
    if (field === 'sf:price') {
      return {
        key: field,
        label: 'Prix',
        type: 'range',
        buckets: PRICE_BANDS.map(([from, to]) => ({
          key: `${from};${to}`,
          from,
          to,
          count: items.filter((item) => {
            const price = item['sf:price'];
            return typeof price === 'number' && price >= from && price < to;
          }).length,
        })).filter((bucket) => bucket.count > 0),
      };
    }
    const counts = new Map<string, number>();
    for (const item of items) {
      const value = fieldOf(item, field);
      if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const labels: Record<string, string> = {
      'sf:semanticColor': 'Couleur',
      'g:size': 'Taille',
      'g:brand': 'Marque',
    };
    return {
      key: field,
      label: labels[field] ?? field,
      type: 'terms',
      buckets: [...counts].map(([key, count]) => ({ key, count })),
    };
  });
}

function sortItems(items: DiscoveryItem[], sorts: FakeRequest['sorts']): DiscoveryItem[] {
  const [sort] = sorts;
  if (sort === undefined) return items;
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = fieldOf(a, sort.field);
    const right = fieldOf(b, sort.field);
    const x = typeof left === 'number' ? left : Number.POSITIVE_INFINITY;
    const y = typeof right === 'number' ? right : Number.POSITIVE_INFINITY;
    return (x - y) * direction;
  });
}

/** Makes a fake client over `options.items` (see FakeClientOptions). */
export function createFakeClient(options: FakeClientOptions = {}): FakeClient {
  const requests: FakeRequest[] = [];
  const events: FakeTrackingEvent[] = [];
  const catalogue = options.items ?? [];

  const answer = <T>(value: () => T): Promise<T> => {
    if (options.delayMs === 'never') return new Promise<T>(() => undefined);
    const delay = options.delayMs ?? 0;
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      };
      if (delay === 0) queueMicrotask(settle);
      else setTimeout(settle, delay);
    });
  };

  function respond(request: FakeRequest): DiscoveryResponse {
    requests.push({ ...request, scopes: [...request.scopes], filters: [...request.filters] });
    if (options.failing?.includes(request.endpoint)) {
      throw Object.assign(new Error('Bad request'), { status: 400, service: 'discovery' });
    }
    if (request.endpoint === 'suggested_keywords') {
      return {
        status: 200,
        modules: {
          suggested_keywords: {
            parts: (options.suggestedKeywords ?? []).map((expression) => ({ expression })),
          },
        },
      };
    }
    const [scope] = request.scopes;
    const found = sortItems(
      catalogue.filter(
        (item) =>
          matchesTerms(item, request.endpoint === 'navigation' ? undefined : request.terms) &&
          (scope === undefined ||
            item['c:scope'] === scope ||
            String(item['c:scope'] ?? '').startsWith(`${scope}/`) ||
            item['c:universe'] === scope) &&
          request.filters.every((clause) => clauseMatches(clause, item)),
      ),
      request.sorts,
    );
    const term = request.terms?.trim() ?? '';
    const references = catalogue.filter(
      (item) => term !== '' && (item['g:id'] === term || item['c:as400'] === term),
    );
    const modules: Record<string, unknown> = {};
    if (request.items !== undefined) {
      const { from, size } = request.items;
      modules.items = { total: found.length, from, size, parts: found.slice(from, from + size) };
    }
    if (request.references !== undefined) {
      const { from, size } = request.references;
      modules.references = { total: references.length, from, size, parts: references.slice(from, from + size) };
    }
    if (request.call === 'execute') {
      if (request.facets !== undefined) modules.facets = { parts: facetsOf(found, request.facets) };
      if (request.acp !== undefined) {
        modules.acp = {
          parts: (options.acp ?? [])
            .filter((expression) => term === '' || fold(expression).includes(fold(term).slice(0, 3)))
            .slice(0, request.acp)
            .map((expression) => ({ expression })),
        };
      }
      if (request.scopePages !== undefined) {
        modules.scopes = { total: options.scopes?.length ?? 0, parts: options.scopes ?? [] };
      }
    }
    return {
      status: 200,
      settings_id: 'fake',
      ...(options.correctedTerms === undefined
        ? {}
        : { query: { terms: term, corrected_terms: options.correctedTerms } }),
      modules,
    };
  }

  function query(endpoint: DiscoveryEndpoint = 'search'): OverlayQuery {
    const request: FakeRequest = { endpoint, scopes: [], filters: [], sorts: [], modules: {} };
    let executed = false;
    let lastTotals: { items: number; references: number } = { items: 0, references: 0 };
    const tracked = new Set<string>();
    const builder: OverlayQuery = {
      terms: (text) => ((request.terms = text), builder),
      scope: (id) => (request.scopes.push(id), builder),
      filter: (clause) => (request.filters.push(clause), builder),
      sort: (field, order) => (request.sorts.push({ field, order }), builder),
      items: ({ from = 0, size = 60 }) => ((request.items = { from, size }), builder),
      references: ({ from = 0, size = 5 }) => ((request.references = { from, size }), builder),
      facets: (fields) => ((request.facets = fields), builder),
      acp: (size) => ((request.acp = size), builder),
      scopePages: ({ from = 0, size = 4 }) => ((request.scopePages = { from, size }), builder),
      spellCheck: (enabled) => ((request.spellCheck = enabled), builder),
      flavor: (name) => ((request.flavor = name), builder),
      module: (name, moduleOptions = {}) => ((request.modules[name] = moduleOptions), builder),
      execute: () =>
        answer(() => {
          executed = true;
          const response = respond({ ...request, call: 'execute' });
          lastTotals = {
            items: response.modules.items?.total ?? 0,
            references: response.modules.references?.total ?? 0,
          };
          return response;
        }),
      next: () =>
        answer(() => {
          if (!executed) throw new Error('execute first');
          const items = request.items;
          const references = request.references;
          const nextItems =
            items !== undefined && items.from + items.size < lastTotals.items
              ? { from: items.from + items.size, size: items.size }
              : undefined;
          const nextReferences =
            references !== undefined && references.from + references.size < lastTotals.references
              ? { from: references.from + references.size, size: references.size }
              : undefined;
          if (nextItems === undefined && nextReferences === undefined) {
            throw new Error('Cannot ask or next results - no more results to provide');
          }
          if (nextItems !== undefined) request.items = nextItems;
          if (nextReferences !== undefined) request.references = nextReferences;
          const { items: _items, references: _references, ...rest } = request;
          return respond({
            ...rest,
            ...(nextItems === undefined ? {} : { items: nextItems }),
            ...(nextReferences === undefined ? {} : { references: nextReferences }),
            call: 'next',
          });
        }),
      visited: (item) => track('visited', item),
      addedToCart: (item) => track('addedToCart', item),
    };
    function track(type: FakeTrackingEvent['type'], item: DiscoveryItem): Promise<void> {
      if (tracked.has(type)) {
        return Promise.reject(
          new Error(type === 'visited' ? 'visited event already triggered' : 'confirmed event already triggered'),
        );
      }
      tracked.add(type);
      events.push({ type, id: item['g:id'] });
      return Promise.resolve();
    }
    return builder;
  }

  const settings: DiscoverySettings = {
    id: 'fake',
    settings: { fields: [], ranking: options.ranking ?? FAKE_RANKING, shortcuts: [], spotlights: [] },
  };
  return {
    client: {
      getSettings: () =>
        options.settingsFail === true
          ? Promise.reject(new Error('settings unavailable'))
          : Promise.resolve(settings),
      query,
    },
    requests,
    events,
  };
}
