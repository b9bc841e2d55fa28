/**
 * Test support (not shipped: the build starts from src/index.ts, coverage leaves this folder out):
 * the settings of the contract and a fake `fetch` that records every call.
 */
import type { DiscoveryItem, DiscoverySettings } from '../types';

/** The settings of the discovery contract (s2-discovery-contract.md), as the server serves them. */
export const SETTINGS: DiscoverySettings = {
  id: 'settings-v1',
  settings: {
    fields: [
      { field: 'g:id', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'g:title', filterable: false, sortable: false, search_attributes: true, facet: false },
      { field: 'g:brand', filterable: true, sortable: false, search_attributes: true, facet: true, labels: { fr: 'Marque' } },
      { field: 'g:size', filterable: true, sortable: false, search_attributes: false, facet: true, labels: { fr: 'Taille' } },
      { field: 'g:description', filterable: false, sortable: false, search_attributes: true, facet: false },
      { field: 'g:image_link', filterable: false, sortable: false, search_attributes: false, facet: false },
      { field: 'g:link', filterable: false, sortable: false, search_attributes: false, facet: false },
      { field: 'g:price', filterable: false, sortable: false, search_attributes: false, facet: false },
      { field: 'c:as400', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'c:isbundle', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'c:canaddtoldn', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'c:universe', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'c:scope', filterable: true, sortable: false, search_attributes: false, facet: false },
      { field: 'sf:semanticColor', filterable: true, sortable: false, search_attributes: false, facet: true, labels: { fr: 'Couleur' } },
      { field: 'sf:price', filterable: true, sortable: true, search_attributes: false, facet: true, labels: { fr: 'Prix' } },
      { field: 'sf:variants', filterable: false, sortable: false, search_attributes: false, facet: false },
    ],
    ranking: [
      { key: 'pertinence', label: 'Pertinence', field: '_score', order: 'desc' },
      { key: 'price_asc', label: 'Prix croissant', field: 'sf:price', order: 'asc' },
      { key: 'price_desc', label: 'Prix décroissant', field: 'sf:price', order: 'desc' },
    ],
    shortcuts: [{ expression: 'poussette', scope_id: 'outings/poussettes' }],
    spotlights: [{ id: 'essentiels-naissance', label: 'Les essentiels de naissance' }],
  },
};

/** A product as the contract shapes it. */
export function item(id: string, overrides: Partial<Record<string, unknown>> = {}): DiscoveryItem {
  return {
    'g:id': id,
    'g:title': `Produit ${id}`,
    'g:link': `https://shop.example/product/${id}`,
    'g:image_link': `https://shop.example/images/products/${id}.svg`,
    'g:price': '24.90 EUR',
    'sf:price': 24.9,
    'c:scope': 'meals/biberons',
    'c:isbundle': 'Non',
    'c:canaddtoldn': 'Oui',
    ...overrides,
  };
}

/** One call seen by the fake `fetch`. */
export interface RecordedCall {
  readonly url: string;
  readonly path: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown> | undefined;
  readonly credentials: string | undefined;
  readonly keepalive: boolean | undefined;
}

/** What a handler answers: a JSON body (and status), raw text, or a thrown network error. */
export type FakeAnswer = { status?: number; body?: unknown; text?: string };

export type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

/** A fake `fetch` that records calls and answers with `handler`. */
export function fakeFetch(handler: Handler): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url,
      path: new URL(url).pathname,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as Record<string, unknown>),
      credentials: init.credentials,
      keepalive: init.keepalive,
    };
    calls.push(call);
    const answer = await handler(call);
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fake as typeof fetch, calls };
}

/**
 * A fake service that follows the contract: settings; every endpoint answers the paged modules it
 * was asked (`total` items, ids numbered from `from`) and the facets; tracking mints ids.
 */
export function contractService(options: { total?: number; settingsId?: string; settings?: DiscoverySettings } = {}): Handler {
  const total = options.total ?? 132;
  return (call) => {
    if (call.method === 'GET' && call.path === '/discovery/settings') {
      return { body: options.settings ?? SETTINGS };
    }
    if (call.path === '/tracking/activity/create') {
      return { body: { code: 'OK', user_id: call.body?.user_id ?? 'user-1', track_id: call.body?.track_id ?? 'track-1' } };
    }
    if (call.path === '/tracking/activity/events') {
      return { body: { code: 'OK', count: (call.body?.events as unknown[]).length } };
    }
    const modules = (call.body?.modules ?? {}) as Record<string, { from?: number; size?: number }>;
    const answered: Record<string, unknown> = {};
    for (const name of ['items', 'references'] as const) {
      const asked = modules[name];
      if (!asked) continue;
      const from = asked.from ?? 0;
      const count = Math.max(0, Math.min(asked.size ?? 0, total - from));
      const parts = Array.from({ length: count }, (_, index) => item(String(10_000_000 + from + index)));
      answered[name] = { total, from, size: asked.size, parts };
    }
    if (modules.facets) answered.facets = { parts: [{ key: 'sf:price', label: 'Prix', type: 'range', buckets: [] }] };
    return { body: { status: 200, settings_id: options.settingsId ?? SETTINGS.id, took_ms: 1, modules: answered } };
  };
}
