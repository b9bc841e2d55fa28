import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiscoveryClient } from './client';
import type { DiscoveryClientOptions } from './client';
import { contractService, fakeFetch, item } from './test-support/fake-service';
import type { Handler, RecordedCall } from './test-support/fake-service';
import { SESSION_STORAGE_KEY, TRACKING_TAG_GLOBAL } from './tracker';
import type { TrackingEventsBody } from './types';

const ORIGIN = 'https://shop.example';
const NOW = new Date('2026-03-02T10:00:00.000Z');

function setup(options: Partial<DiscoveryClientOptions> = {}, handler: Handler = contractService()) {
  const fake = fakeFetch(handler);
  const onTrackingError = vi.fn();
  const client = createDiscoveryClient({
    discoveryUrl: `${ORIGIN}/discovery`,
    trackingUrl: ORIGIN,
    fetch: fake.fetch,
    onTrackingError,
    ...options,
  });
  return { client, calls: fake.calls, onTrackingError };
}

const tracking = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith('/tracking/'));
const eventCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/tracking/activity/events');

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, TRACKING_TAG_GLOBAL);
});

describe('[S4.12] visited and addedToCart, once per builder', () => {
  it('[S4.12] [S3.17] visited() queues one event describing the item; a second call rejects with the [S8.5] message', async () => {
    const { client, calls } = setup();
    const query = client.query().terms('biberon').items({ size: 2 });
    await query.execute();
    await query.visited(item('10000001'));
    await expect(query.visited(item('10000002'))).rejects.toMatchObject({
      name: 'ApiError',
      message: 'visited event already triggered',
      code: 'VISITED_ALREADY_TRIGGERED',
      service: 'tracking',
    });
    await vi.advanceTimersByTimeAsync(100);
    const [batch] = eventCalls(calls);
    expect(batch?.body).toEqual({
      user_id: 'user-1',
      track_id: 'track-1',
      source: 'api',
      version: '1',
      events: [
        { timestamp: NOW.toISOString(), type_id: 'search', location_name: 'search', namespace: 'discovery', expression: 'biberon', total: 132 },
        {
          timestamp: NOW.toISOString(),
          type_id: 'visited',
          location_name: 'search',
          namespace: 'discovery',
          tag: '10000001',
          urls: { link: 'https://shop.example/product/10000001', doc_link: 'https://shop.example/images/products/10000001.svg' },
          breadcrumb: 'meals/biberons',
          expression: 'biberon',
          total: 132,
        },
      ],
    });
  });

  it('[S3.17] a navigation is tracked with its scope as breadcrumb, and no expression nor total when absent', async () => {
    const { client, calls } = setup({}, (call) =>
      call.path === '/discovery/navigation' ? { body: { status: 200, modules: {} } } : contractService()(call),
    );
    await client.query('navigation').scope('outings/poussettes').execute();
    await client.flush();
    expect(eventCalls(calls)[0]?.body?.events).toEqual([
      { timestamp: NOW.toISOString(), type_id: 'navigation', location_name: 'navigation', namespace: 'discovery', breadcrumb: 'outings/poussettes' },
    ]);
  });

  it('[S4.12] addedToCart() sends a confirmed event, once: a second call rejects with the [S8.5] message', async () => {
    const { client, calls } = setup();
    const query = client.query('product_sheet').productIds(['01234567']);
    await query.addedToCart(item('01234567', { 'g:link': undefined, 'g:image_link': undefined, 'c:scope': undefined }));
    await expect(query.addedToCart(item('01234567'))).rejects.toMatchObject({
      message: 'confirmed event already triggered',
      code: 'CONFIRMED_ALREADY_TRIGGERED',
    });
    await client.flush();
    expect(eventCalls(calls)[0]?.body?.events).toEqual([
      { timestamp: NOW.toISOString(), type_id: 'confirmed', location_name: 'product_sheet', namespace: 'discovery', tag: '01234567' },
    ]);
  });

  it('[S4.12] the once rule is per builder: a new builder tracks again, and visited does not block addedToCart', async () => {
    const { client, calls } = setup();
    const first = client.query().terms('biberon');
    await first.visited(item('1', { 'g:image_link': undefined }));
    await first.addedToCart(item('1', { 'g:link': undefined }));
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    const events = eventCalls(calls)[0]?.body?.events as { type_id: string; urls?: unknown }[];
    expect(events.map((event) => event.type_id)).toEqual(['visited', 'confirmed', 'visited']);
    expect(events[0]?.urls).toEqual({ link: 'https://shop.example/product/1' });
    expect(events[1]?.urls).toEqual({ doc_link: 'https://shop.example/images/products/1.svg' });
  });

  it('[S4.12] without a tracking base nothing is sent, and the once rule still holds', async () => {
    const { client, calls } = setup({ trackingUrl: undefined });
    const query = client.query().terms('biberon');
    await query.execute();
    await query.visited(item('1'));
    await expect(query.visited(item('1'))).rejects.toThrow('visited event already triggered');
    await client.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tracking(calls)).toEqual([]);
  });

  it('[S5.19] [S8.5] an item too large to send rejects visited() with the >100kB message, and visited() may be called again', async () => {
    const { client, calls } = setup();
    const query = client.query().terms('biberon');
    const huge = item('1', { 'g:link': `https://shop.example/${'x'.repeat(100_000)}` });
    await expect(query.visited(huge)).rejects.toMatchObject({
      message: 'Cannot send event with >100kB payload',
      code: 'EVENT_TOO_LARGE',
      status: 413,
      service: 'tracking',
    });
    await query.visited(item('1'));
    await client.flush();
    expect((eventCalls(calls)[0]?.body?.events as unknown[]).length).toBe(1);
  });
});

describe('[S4.12] [S9.9] batching: events leave 100 ms after the first of a batch', () => {
  it('[S4.12] [S9.9] events pushed within 100 ms go in one request; nothing leaves before', async () => {
    const { client, calls } = setup();
    await client.query().terms('biberon').visited(item('1'));
    await vi.advanceTimersByTimeAsync(60);
    await client.query().terms('biberon').visited(item('2'));
    await vi.advanceTimersByTimeAsync(39);
    expect(tracking(calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracking(calls).map((call) => call.path)).toEqual(['/tracking/activity/create', '/tracking/activity/events']);
    expect((eventCalls(calls)[0]?.body?.events as { tag: string }[]).map((event) => event.tag)).toEqual(['1', '2']);
  });

  it('[S4.12] [S7.51] a later batch is a second request on the same activity (one activity per client)', async () => {
    const { client, calls } = setup();
    await client.query().terms('biberon').visited(item('1'));
    await vi.advanceTimersByTimeAsync(100);
    await client.query().terms('biberon').visited(item('2'));
    await vi.advanceTimersByTimeAsync(100);
    expect(tracking(calls).map((call) => call.path)).toEqual([
      '/tracking/activity/create',
      '/tracking/activity/events',
      '/tracking/activity/events',
    ]);
  });

  it('[S4.12] flush() sends at once; with keepalive the request survives the page', async () => {
    const { client, calls } = setup();
    await client.query().terms('biberon').visited(item('1'));
    await client.flush({ keepalive: true });
    expect(eventCalls(calls)[0]?.keepalive).toBe(true);
    // The timer of that batch no longer fires a second request.
    await vi.advanceTimersByTimeAsync(200);
    expect(eventCalls(calls)).toHaveLength(1);
    // Nothing queued: flush resolves without a request.
    await client.flush();
    expect(eventCalls(calls)).toHaveLength(1);
  });

  it('[S5.19] [S9.9] a batch over 100 000 bytes is split in halves, recursively, order kept', async () => {
    const { client, calls } = setup();
    // Each event is about 30 kB: 5 of them (150 kB) -> halves of 3 (90 kB) and 2 (60 kB).
    for (let index = 0; index < 5; index += 1) {
      await client.query().terms('biberon').visited(item(String(index), { 'g:link': `https://shop.example/${'x'.repeat(30_000)}` }));
    }
    await client.flush();
    const batches = eventCalls(calls).map((call) => (call.body?.events as { tag: string }[]).map((event) => event.tag));
    expect(batches).toEqual([['0', '1', '2'], ['3', '4']]);
    for (const call of eventCalls(calls)) {
      expect(new TextEncoder().encode(JSON.stringify(call.body?.events)).length).toBeLessThanOrEqual(100_000);
    }
  });
});

describe('[S7.51] consent: ids sent and kept only with it', () => {
  it('[S7.51] without consent, activity/create carries no ids, nothing is stored, and queries carry no ids', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ user_id: 'old-user', track_id: 'old-track' }) });
    const { client, calls } = setup({ storage });
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    const create = calls.find((call) => call.path === '/tracking/activity/create');
    expect(create?.body).toEqual({ timestamp: NOW.toISOString(), user_agent: expect.any(String) as string });
    expect(storage.values.get(SESSION_STORAGE_KEY)).toBe(JSON.stringify({ user_id: 'old-user', track_id: 'old-track' }));
    await client.query().terms('biberon').execute();
    expect(calls.at(-1)?.body?.query).toEqual({ terms: 'biberon' });
  });

  it('[S7.51] with consent, the stored ids are sent, the service ids stored, and queries carry them', async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ user_id: 'user-9', track_id: 'track-9' }) });
    const { client, calls } = setup({ storage, consent: true });
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    expect(calls.find((call) => call.path === '/tracking/activity/create')?.body).toMatchObject({ user_id: 'user-9', track_id: 'track-9' });
    expect(eventCalls(calls)[0]?.body).toMatchObject({ user_id: 'user-9', track_id: 'track-9' });
    await client.query().terms('biberon').execute();
    expect(calls.filter((call) => call.path === '/discovery/search').at(-1)?.body?.query).toEqual({
      terms: 'biberon',
      user_id: 'user-9',
      track_id: 'track-9',
    });
  });

  it('[S7.51] consent given later (a function) stores the minted ids at the next send', async () => {
    let consent = false;
    const storage = memoryStorage();
    const { client } = setup({ storage, consent: () => consent });
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    expect(storage.values.size).toBe(0);
    consent = true;
    await client.query().terms('biberon').visited(item('2'));
    await client.flush();
    expect(storage.values.get(SESSION_STORAGE_KEY)).toBe(JSON.stringify({ user_id: 'user-1', track_id: 'track-1' }));
  });

  it('[S7.51] stored ids that are not JSON, or not strings, are ignored', async () => {
    for (const stored of ['{not json', JSON.stringify('text'), JSON.stringify({ user_id: 1, track_id: null })]) {
      const { client, calls } = setup({ storage: memoryStorage({ [SESSION_STORAGE_KEY]: stored }), consent: true });
      await client.query().terms('biberon').visited(item('1'));
      await client.flush();
      expect(calls.find((call) => call.path === '/tracking/activity/create')?.body).toEqual({
        timestamp: NOW.toISOString(),
        user_agent: expect.any(String) as string,
      });
    }
  });

  it('[S7.51] the user agent is the browser\'s when there is one', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (test)' });
    try {
      const { client, calls } = setup();
      await client.query().terms('biberon').visited(item('1'));
      await client.flush();
      expect(calls[0]?.body?.user_agent).toBe('Mozilla/5.0 (test)');
    } finally {
      vi.unstubAllGlobals();
    }
    const { client, calls } = setup();
    vi.stubGlobal('navigator', undefined);
    try {
      await client.query().terms('biberon').visited(item('1'));
      await client.flush();
      expect(calls[0]?.body?.user_agent).toBe('@ldn/discovery-client');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('[S8.5] checks before sending, and tracking errors', () => {
  it('[S8.5] a session without a user id: "No user id detected"; without a session id: "No session id detected"', async () => {
    const noUser = setup({}, () => ({ body: { code: 'OK', track_id: 't' } }));
    await noUser.client.query().terms('biberon').visited(item('1'));
    await expect(noUser.client.flush()).rejects.toMatchObject({ message: 'No user id detected', code: 'NO_USER_ID', service: 'tracking' });

    const noSession = setup({}, () => ({ body: { code: 'OK', user_id: 'u', track_id: '' } }));
    await noSession.client.query().terms('biberon').visited(item('1'));
    await expect(noSession.client.flush()).rejects.toMatchObject({ message: 'No session id detected', code: 'NO_SESSION_ID' });
    expect(eventCalls(noSession.calls)).toEqual([]);
  });

  it('[S8.5] an activity answered with an empty body has no user id', async () => {
    const { client } = setup({}, () => ({ text: '' }));
    await client.query().terms('biberon').visited(item('1'));
    await expect(client.flush()).rejects.toMatchObject({ message: 'No user id detected' });
  });

  it('[S8.5] an empty tracking source: "No application source detected"; another value: "No valid tracking source is specified"', async () => {
    const empty = setup({ trackingSource: '' as 'api' });
    await empty.client.query().terms('biberon').visited(item('1'));
    await expect(empty.client.flush()).rejects.toMatchObject({ message: 'No application source detected', code: 'NO_APPLICATION_SOURCE' });

    const wrong = setup({ trackingSource: 'pixel' as 'api' });
    await wrong.client.query().terms('biberon').visited(item('1'));
    await expect(wrong.client.flush()).rejects.toMatchObject({
      message: 'No valid tracking source is specified',
      code: 'INVALID_TRACKING_SOURCE',
    });
    expect(tracking(wrong.calls)).toEqual([]);
  });

  it('[S8.5] a tracking code other than OK with an error rejects with an ApiError of that error', async () => {
    const { client } = setup({}, (call) =>
      call.path === '/tracking/activity/events'
        ? { status: 400, body: { code: 'KO', status: 400, service: 'tracking', error: 'No application source detected' } }
        : contractService()(call),
    );
    await client.query().terms('biberon').visited(item('1'));
    await expect(client.flush()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'No application source detected',
      status: 400,
      code: 'KO',
      service: 'tracking',
    });
  });

  it('[S8.5] a KO code under HTTP 200 is an error too; an HTTP error without a body is "Bad request" with its status', async () => {
    const ko = setup({}, () => ({ body: { code: 'KO', error: 'No user id detected' } }));
    await ko.client.query().terms('biberon').visited(item('1'));
    await expect(ko.client.flush()).rejects.toMatchObject({ message: 'No user id detected', status: 400, code: 'KO' });

    const down = setup({}, () => ({ status: 502, text: '' }));
    await down.client.query().terms('biberon').visited(item('1'));
    await expect(down.client.flush()).rejects.toMatchObject({ message: 'Bad request', status: 502, service: 'tracking' });
  });

  it('[S8.5] a 413 of the service keeps its status and message', async () => {
    const { client } = setup({}, (call) =>
      call.path === '/tracking/activity/events'
        ? { status: 413, body: { code: 'KO', status: 413, service: 'tracking', error: 'Cannot send event with >100kB payload' } }
        : contractService()(call),
    );
    await client.query().terms('biberon').visited(item('1'));
    await expect(client.flush()).rejects.toMatchObject({ message: 'Cannot send event with >100kB payload', status: 413 });
  });

  it('[S4.12] a batch that fails in the background goes to onTrackingError; a failed activity is created again with the next batch', async () => {
    let creates = 0;
    const { client, calls, onTrackingError } = setup({}, (call) => {
      if (call.path === '/tracking/activity/create' && ++creates === 1) return { status: 500, text: '' };
      return contractService()(call);
    });
    await client.query().terms('biberon').visited(item('1'));
    await vi.advanceTimersByTimeAsync(100);
    expect(onTrackingError).toHaveBeenCalledTimes(1);
    expect(onTrackingError.mock.calls[0]?.[0]).toMatchObject({ name: 'ApiError', status: 500, service: 'tracking' });
    // flush() with nothing new does not report the old failure again.
    await client.flush();
    await client.query().terms('biberon').visited(item('2'));
    await vi.advanceTimersByTimeAsync(100);
    expect(onTrackingError).toHaveBeenCalledTimes(1);
    expect(tracking(calls).map((call) => call.path)).toEqual([
      '/tracking/activity/create',
      '/tracking/activity/create',
      '/tracking/activity/events',
    ]);
  });

  it('[S4.12] by default a background failure is a console warning, never an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const fake = fakeFetch(() => ({ status: 503, text: '' }));
      const client = createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery`, trackingUrl: ORIGIN, fetch: fake.fetch });
      await client.query().terms('biberon').visited(item('1'));
      await vi.advanceTimersByTimeAsync(100);
      expect(warn).toHaveBeenCalledWith('@ldn/discovery-client: tracking failed: Bad request');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('[S7.53] the tag tracking source', () => {
  it('[S7.53] hands each batch to globalThis.__ldnTrackingTag, with source tag, and posts no event', async () => {
    const received: TrackingEventsBody[] = [];
    (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] = { push: (body: TrackingEventsBody) => void received.push(body) };
    const { client, calls } = setup({ trackingSource: 'tag' });
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    expect(received).toEqual([
      {
        user_id: 'user-1',
        track_id: 'track-1',
        source: 'tag',
        version: '1',
        events: [expect.objectContaining({ type_id: 'visited', tag: '1' }) as unknown],
      },
    ]);
    expect(eventCalls(calls)).toEqual([]);
  });

  it('[S7.53] waits for a tag that arrives later', async () => {
    const { client } = setup({ trackingSource: 'tag' });
    await client.query().terms('biberon').visited(item('1'));
    const push = vi.fn();
    const flushed = client.flush();
    await vi.advanceTimersByTimeAsync(1_000);
    (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] = { push };
    await vi.advanceTimersByTimeAsync(50);
    await flushed;
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('[S7.53] [S8.5] without a tag after the timeout: "Timeout - Tracking tag is not detected"', async () => {
    const { client } = setup({ trackingSource: 'tag', tagTimeoutMs: 2_000 });
    await client.query().terms('biberon').visited(item('1'));
    (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] = { notPush: true };
    const flushed = client.flush().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_950);
    let settled = false;
    void flushed.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await flushed).toMatchObject({ message: 'Timeout - Tracking tag is not detected', code: 'TRACKING_TAG_TIMEOUT', service: 'tracking' });
  });

  it('[S7.53] a tag that throws rejects the flush with an ApiError of its message', async () => {
    (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] = {
      push: () => {
        throw new Error('tag broken');
      },
    };
    const { client } = setup({ trackingSource: 'tag' });
    await client.query().terms('biberon').visited(item('1'));
    await expect(client.flush()).rejects.toMatchObject({ name: 'ApiError', message: 'tag broken', service: 'tracking', status: 400 });
    (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] = {
      push: () => Promise.reject('no reason'),
    };
    await client.query().terms('biberon').visited(item('2'));
    await expect(client.flush()).rejects.toMatchObject({ name: 'ApiError', message: 'Bad request', service: 'tracking' });
  });
});
