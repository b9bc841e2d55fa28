import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiscoveryClient, DEFAULT_TAG_TIMEOUT_MS } from './client';
import { contractService, fakeFetch, item, SETTINGS } from './test-support/fake-service';

const ORIGIN = 'https://shop.example';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('[S7.49] [S8.5] credentials', () => {
  it('[S7.49] through the retailer proxy (the default) no credential is needed nor sent, even when given', async () => {
    const fake = fakeFetch(contractService());
    const client = createDiscoveryClient({
      discoveryUrl: `${ORIGIN}/discovery`,
      trackingUrl: ORIGIN,
      clientUuid: 'uuid',
      discoveryApiKey: 'key',
      fetch: fake.fetch,
    });
    await client.query().terms('biberon').visited(item('1'));
    await client.flush();
    await client.query().terms('biberon').execute();
    for (const call of fake.calls) {
      expect(Object.keys(call.headers).sort()).toEqual(call.method === 'GET' ? ['accept'] : ['accept', 'content-type']);
      expect(call.credentials).toBe('omit');
    }
  });

  it("[S8.5] with proxy: false, a missing client UUID throws 'Client UUID must be specified'", () => {
    expect(() => createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery`, proxy: false, discoveryApiKey: 'k' })).toThrow(
      expect.objectContaining({ name: 'ApiError', message: 'Client UUID must be specified', code: 'CLIENT_UUID_REQUIRED', status: 400, service: 'client' }),
    );
  });

  it("[S8.5] with proxy: false, a missing discovery key throws 'Client Discovery API key must be specified'", () => {
    expect(() => createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery`, proxy: false, clientUuid: 'u' })).toThrow(
      'Client Discovery API key must be specified',
    );
  });

  it("[S8.5] with proxy: false and a tracking base, a missing tracking key throws 'Client ActivityTracking API key must be specified'", () => {
    expect(() =>
      createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery`, trackingUrl: ORIGIN, proxy: false, clientUuid: 'u', discoveryApiKey: 'k' }),
    ).toThrow('Client ActivityTracking API key must be specified');
    // Without tracking, no tracking key is needed.
    expect(() => createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery`, proxy: false, clientUuid: 'u', discoveryApiKey: 'k' })).not.toThrow();
  });

  it('[S7.49] with proxy: false, each service gets the client UUID and its own key', async () => {
    const fake = fakeFetch(contractService());
    const client = createDiscoveryClient({
      discoveryUrl: `${ORIGIN}/discovery`,
      trackingUrl: ORIGIN,
      proxy: false,
      clientUuid: 'uuid-1',
      discoveryApiKey: 'discovery-key',
      trackingApiKey: 'tracking-key',
      fetch: fake.fetch,
    });
    await client.query().terms('biberon').execute();
    await client.flush();
    const keys = fake.calls.map((call) => [call.path, call.headers['x-client-uuid'], call.headers['x-api-key']]);
    expect(keys).toEqual([
      ['/discovery/settings', 'uuid-1', 'discovery-key'],
      ['/discovery/search', 'uuid-1', 'discovery-key'],
      ['/tracking/activity/create', 'uuid-1', 'tracking-key'],
      ['/tracking/activity/events', 'uuid-1', 'tracking-key'],
    ]);
  });
});

describe('[S7.49] client set-up', () => {
  it('[S7.49] trailing slashes of the bases are dropped; the default endpoint is search', async () => {
    const fake = fakeFetch(contractService());
    const client = createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery//`, trackingUrl: `${ORIGIN}/`, fetch: fake.fetch });
    expect(client.query().endpoint).toBe('search');
    await client.query().terms('biberon').execute();
    await client.flush();
    expect(fake.calls.map((call) => call.url)).toEqual([
      `${ORIGIN}/discovery/settings`,
      `${ORIGIN}/discovery/search`,
      `${ORIGIN}/tracking/activity/create`,
      `${ORIGIN}/tracking/activity/events`,
    ]);
  });

  it('[S7.49] uses globalThis.fetch by default, called as a plain function (browsers refuse it as a method)', async () => {
    const fake = fakeFetch(contractService());
    const seenThis: unknown[] = [];
    vi.stubGlobal('fetch', function (this: unknown, input: string, init: RequestInit) {
      seenThis.push(this);
      return fake.fetch(input, init);
    });
    const client = createDiscoveryClient({ discoveryUrl: `${ORIGIN}/discovery` });
    expect(await client.getSettings()).toEqual(SETTINGS);
    expect(seenThis).toEqual([undefined]);
  });

  it('[S7.53] the tag source waits 5 s by default', () => {
    expect(DEFAULT_TAG_TIMEOUT_MS).toBe(5_000);
  });
});
