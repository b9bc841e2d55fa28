/**
 * The SDK against a real HTTP server (node:http on port 0) that follows the discovery contract,
 * through the platform's own `fetch`: the wire shapes, JSON, statuses and CORS as a browser or a
 * Node app would meet them.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, match, range } from './clauses';
import { createDiscoveryClient } from './client';
import { item, SETTINGS } from './test-support/fake-service';
import type { DiscoveryItem, TrackingEventsBody } from './types';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
}

const seen: Seen[] = [];
const CATALOGUE: DiscoveryItem[] = Array.from({ length: 45 }, (_, index) =>
  item(String(20_000_000 + index), { 'sf:price': 5 + index * 3, 'g:price': `${(5 + index * 3).toFixed(2)} EUR` }),
);
const storedEvents: TrackingEventsBody[] = [];
let server: Server;
let origin = '';

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

function discoveryError(response: ServerResponse, status: number, code: string, message: string): void {
  send(response, status, { status, service: 'discovery', code, message });
}

/** The price range filter of the contract, the only filter this small server applies. */
function priceBounds(clause: unknown): { gte: number; lte: number } {
  const clauses = (clause as { and?: unknown[] } | undefined)?.and ?? [clause];
  const priceRange = clauses.find((entry) => (entry as { range?: { field: string } } | undefined)?.range?.field === 'sf:price') as
    | { range: { gte?: number; lte?: number } }
    | undefined;
  return { gte: priceRange?.range.gte ?? 0, lte: priceRange?.range.lte ?? Number.POSITIVE_INFINITY };
}

function handle(request: IncomingMessage, response: ServerResponse, raw: string): void {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  let body: Record<string, unknown> | undefined;
  try {
    body = raw === '' ? undefined : (JSON.parse(raw) as Record<string, unknown>);
  } catch {
    discoveryError(response, 400, 'BadJson', 'Bad request');
    return;
  }
  seen.push({ method: request.method ?? '', path, headers: request.headers, body });
  if (request.method === 'GET' && path === '/discovery/settings') {
    send(response, 200, SETTINGS);
    return;
  }
  if (request.method === 'POST' && path === '/tracking/activity/create') {
    send(response, 200, { code: 'OK', user_id: body?.user_id ?? 'minted-user', track_id: body?.track_id ?? 'minted-track' });
    return;
  }
  if (request.method === 'POST' && path === '/tracking/activity/events') {
    if (Buffer.byteLength(JSON.stringify(body?.events)) > 100_000) {
      send(response, 413, { code: 'KO', status: 400, service: 'tracking', error: 'Cannot send event with >100kB payload' });
      return;
    }
    storedEvents.push(body as unknown as TrackingEventsBody);
    send(response, 200, { code: 'OK', count: (body?.events as unknown[]).length });
    return;
  }
  const endpoint = /^\/discovery\/([a-z_]+)$/.exec(path)?.[1];
  if (request.method !== 'POST' || !endpoint || !['search', 'navigation', 'product_sheet'].includes(endpoint)) {
    discoveryError(response, 404, 'Discovery:Endpoint:NotFound', 'Unknown endpoint');
    return;
  }
  const query = (body?.query ?? {}) as { product_ids?: string[] };
  const modules = (body?.modules ?? {}) as { items?: { from: number; size: number }; facets?: { fields: string[] } };
  const actions = (body?.user_actions ?? {}) as { apply_filters?: unknown };
  if (endpoint === 'product_sheet') {
    const found = CATALOGUE.find((entry) => entry['g:id'] === query.product_ids?.[0]);
    if (!found) {
      discoveryError(response, 404, 'Discovery:ProductSheet:NotFound', 'Discovery:ProductSheet:NotFound');
      return;
    }
    send(response, 200, { status: 200, settings_id: SETTINGS.id, modules: { items: { total: 1, from: 0, size: 1, parts: [found] } } });
    return;
  }
  const { gte, lte } = priceBounds(actions.apply_filters);
  const matching = CATALOGUE.filter((entry) => (entry['sf:price'] ?? 0) >= gte && (entry['sf:price'] ?? 0) <= lte);
  const answered: Record<string, unknown> = {};
  if (modules.items) {
    const { from, size } = modules.items;
    answered.items = { total: matching.length, from, size, parts: matching.slice(from, from + size) };
  }
  if (modules.facets) {
    answered.facets = {
      parts: [
        {
          key: 'sf:price',
          label: 'Prix',
          type: 'range',
          buckets: [
            { key: '0;20', from: 0, to: 20, count: matching.filter((entry) => (entry['sf:price'] ?? 0) < 20).length },
            { key: '20;50', from: 20, to: 50, count: matching.filter((entry) => (entry['sf:price'] ?? 0) >= 20 && (entry['sf:price'] ?? 0) < 50).length },
          ],
        },
      ],
    };
  }
  send(response, 200, { status: 200, settings_id: SETTINGS.id, took_ms: 1, query: { terms: 'biberon' }, modules: answered });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => handle(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

describe('[S7.49]-[S7.53] the SDK against a real HTTP server of the contract', () => {
  it('[S7.49] [S7.50] [S5.15] [S4.12] search with facets and a price range, then the next pages until none is left', async () => {
    const client = createDiscoveryClient({ discoveryUrl: `${origin}/discovery` });
    const query = client
      .query('search')
      .terms('biberon')
      .filter(and(match('c:canaddtoldn', 'Oui'), match('c:isbundle', 'Non'), range('sf:price', { gte: 20, lte: 100 })))
      .facets(['sf:price'])
      .items({ size: 20 });
    const first = await query.execute();
    // Prices 5, 8, ... 137: those in [20, 100] are 20, 23, ... 98 (27 products).
    expect(first.modules.items?.total).toBe(27);
    expect(first.modules.items?.parts.map((part) => part['sf:price'])).toEqual(Array.from({ length: 20 }, (_, index) => 20 + index * 3));
    expect(first.modules.facets?.parts[0]?.buckets).toEqual([
      { key: '0;20', from: 0, to: 20, count: 0 },
      { key: '20;50', from: 20, to: 50, count: 10 },
    ]);
    const second = await query.next();
    expect(second.modules.items?.parts.map((part) => part['sf:price'])).toEqual([80, 83, 86, 89, 92, 95, 98]);
    expect(second.modules.facets).toBeUndefined();
    await expect(query.next()).rejects.toThrow('Cannot ask or next results - no more results to provide');

    const posts = seen.filter((entry) => entry.path === '/discovery/search');
    expect(posts.at(-1)?.headers['content-type']).toBe('application/json');
    expect(posts.at(-1)?.headers.cookie).toBeUndefined();
    expect(posts.at(-1)?.body?.modules).toEqual({ items: { from: 20, size: 20 } });
  });

  it('[S8.5] an unknown product sheet rejects with the service\'s 404 ApiError', async () => {
    const client = createDiscoveryClient({ discoveryUrl: `${origin}/discovery` });
    await expect(client.query('product_sheet').productIds(['99999999']).execute()).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      service: 'discovery',
      code: 'Discovery:ProductSheet:NotFound',
      message: 'Discovery:ProductSheet:NotFound',
    });
    const found = await client.query('product_sheet').productIds(['20000003']).execute();
    expect(found.modules.items?.parts[0]?.['g:id']).toBe('20000003');
  });

  it('[S8.5] an endpoint the server does not serve answers its error body as an ApiError', async () => {
    const client = createDiscoveryClient({ discoveryUrl: `${origin}/discovery` });
    await expect(client.query('zero_results').execute()).rejects.toMatchObject({ status: 404, code: 'Discovery:Endpoint:NotFound', message: 'Unknown endpoint' });
  });

  it('[S7.51] [S7.52] [S4.12] tracking with consent: the activity, then the batch 100 ms later, with the stored ids', async () => {
    const values = new Map<string, string>();
    const client = createDiscoveryClient({
      discoveryUrl: `${origin}/discovery`,
      trackingUrl: origin,
      consent: () => true,
      storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
    });
    const query = client.query('search').terms('biberon').items({ size: 5 });
    const page = await query.execute();
    const product = page.modules.items?.parts[0] ?? item('missing');
    await query.visited(product);
    await query.addedToCart(product);
    const before = storedEvents.length;
    await vi.waitFor(() => expect(storedEvents.length).toBe(before + 1), { timeout: 5_000, interval: 20 });
    const batch = storedEvents.at(-1);
    expect(batch).toMatchObject({ user_id: 'minted-user', track_id: 'minted-track', source: 'api', version: '1' });
    expect(batch?.events.map((event) => [event.type_id, event.tag])).toEqual([
      ['search', undefined],
      ['visited', '20000000'],
      ['confirmed', '20000000'],
    ]);
    expect(values.get('ldn-discovery-session')).toBe(JSON.stringify({ user_id: 'minted-user', track_id: 'minted-track' }));
    // The next search carries the consented ids.
    await client.query('search').terms('body').execute();
    expect(seen.filter((entry) => entry.path === '/discovery/search').at(-1)?.body?.query).toEqual({
      terms: 'body',
      user_id: 'minted-user',
      track_id: 'minted-track',
    });
  });

  it('[S5.19] [S9.9] a batch over 100 kB reaches the server in halves the server accepts', async () => {
    const client = createDiscoveryClient({ discoveryUrl: `${origin}/discovery`, trackingUrl: origin });
    const before = storedEvents.length;
    for (let index = 0; index < 4; index += 1) {
      await client.query('search').terms('biberon').visited(item(String(index), { 'g:link': `${origin}/${'x'.repeat(40_000)}` }));
    }
    await client.flush();
    // The 100 ms timer may send part of the events before the rest is queued on a busy machine:
    // what holds is that all four arrive, in batches the server accepted, none over 100 kB.
    const batches = storedEvents.slice(before);
    expect(batches.flatMap((body) => body.events.map((event) => event.tag))).toEqual(['0', '1', '2', '3']);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    for (const body of batches) {
      expect(new TextEncoder().encode(JSON.stringify(body.events)).length).toBeLessThanOrEqual(100_000);
    }
  });
});
