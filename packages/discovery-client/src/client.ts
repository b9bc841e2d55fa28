import type { ApiError } from './api-error';
import { sdkError } from './api-error';
import type { Transport } from './http';
import { QueryBuilder } from './query-builder';
import { createSettingsStore } from './settings-store';
import { createTracker } from './tracker';
import type { FlushOptions, SessionStorageLike } from './tracker';
import type { DiscoveryEndpoint, DiscoverySettings, TrackingSource } from './types';

/** How long the tag tracking source waits for the page's tag before giving up (ours: 5 s). */
export const DEFAULT_TAG_TIMEOUT_MS = 5_000;

/** [S7.49]-[S7.53] [S8.5] Options of `createDiscoveryClient`. */
export interface DiscoveryClientOptions {
  /** The discovery base, `<origin>/discovery` (routes `GET /settings`, `POST /{endpoint}`). */
  discoveryUrl: string;
  /** The tracking base, `<origin>` (routes `POST /tracking/activity/*`). No tracking when absent. */
  trackingUrl?: string;
  /**
   * [S7.49] `true` (default): the calls go through the retailer's proxy, with no client credentials.
   * `false`: the SDK talks to the service itself and needs `clientUuid` and the API keys.
   */
  proxy?: boolean;
  /** Required with `proxy: false`: 'Client UUID must be specified'. */
  clientUuid?: string;
  /** Required with `proxy: false`: 'Client Discovery API key must be specified'. */
  discoveryApiKey?: string;
  /** Required with `proxy: false` and a `trackingUrl`: 'Client ActivityTracking API key must be specified'. */
  trackingApiKey?: string;
  /** [S9.10] Where events go: `'api'` (default, `POST events`) or `'tag'` (the page's tag). */
  trackingSource?: TrackingSource;
  /**
   * The user's consent to tracking ids (default `false`): without it the ids are neither sent nor
   * stored. A function is asked again before each use, so a consent banner can change its answer.
   */
  consent?: boolean | (() => boolean);
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Where a consenting user's ids are kept between visits, e.g. `window.localStorage`. Default: none. */
  storage?: SessionStorageLike;
  /** The tag source waits this long for `globalThis.__ldnTrackingTag` (default 5000 ms). */
  tagTimeoutMs?: number;
  /** Hears of tracking batches that failed in the background (default: `console.warn`). */
  onTrackingError?: (error: ApiError) => void;
}

/** [S7.49] [S7.50] The client the overlay and other retailer apps code against. */
export interface DiscoveryClient {
  /** [S4.12] The service's settings: cached; fetched again when a response's `settings_id` differs. */
  getSettings(): Promise<DiscoverySettings>;
  /** A new query builder on `endpoint` (default `search`). */
  query(endpoint?: DiscoveryEndpoint): QueryBuilder;
  /** Sends the queued tracking events now (e.g. `flush({ keepalive: true })` on `pagehide`). */
  flush(options?: FlushOptions): Promise<void>;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * [S8.5] With `proxy: false` the SDK sends credentials itself, so they must all be there; throws
 * the `ApiError` of the first one missing.
 */
function credentialHeaders(options: DiscoveryClientOptions): { discovery: Record<string, string>; tracking: Record<string, string> } {
  if (options.proxy !== false) return { discovery: {}, tracking: {} };
  if (!options.clientUuid) throw sdkError('CLIENT_UUID_REQUIRED');
  if (!options.discoveryApiKey) throw sdkError('DISCOVERY_API_KEY_REQUIRED');
  if (options.trackingUrl !== undefined && !options.trackingApiKey) throw sdkError('TRACKING_API_KEY_REQUIRED');
  const client = { 'x-client-uuid': options.clientUuid };
  return {
    discovery: { ...client, 'x-api-key': options.discoveryApiKey },
    tracking: options.trackingApiKey ? { ...client, 'x-api-key': options.trackingApiKey } : client,
  };
}

/**
 * [S7.49]-[S7.53] Creates a client of the product-discovery service. Throws an `ApiError` when
 * `proxy: false` lacks a credential ([S8.5]).
 *
 * ```ts
 * const client = createDiscoveryClient({ discoveryUrl: 'https://shop.example/discovery', trackingUrl: 'https://shop.example' });
 * const page = await client.query('search').terms('biberon').items({ size: 20 }).execute();
 * ```
 */
export function createDiscoveryClient(options: DiscoveryClientOptions): DiscoveryClient {
  const headers = credentialHeaders(options);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // Called as a plain function: browsers refuse `fetch` called as a method of another object.
  const call: typeof fetch = (input, init) => fetchImpl(input, init);
  const discoveryUrl = withoutTrailingSlash(options.discoveryUrl);
  const discovery: Transport = { fetch: call, headers: headers.discovery };
  const consent = options.consent;
  const settings = createSettingsStore(discovery, discoveryUrl);
  const tracker = createTracker({
    transport: { fetch: call, headers: headers.tracking },
    trackingUrl: options.trackingUrl === undefined ? undefined : withoutTrailingSlash(options.trackingUrl),
    // Only an absent source defaults to 'api'; an empty one is reported before sending ([S8.5]).
    source: options.trackingSource === undefined ? 'api' : options.trackingSource,
    consent: typeof consent === 'function' ? consent : () => consent === true,
    storage: options.storage,
    tagTimeoutMs: options.tagTimeoutMs ?? DEFAULT_TAG_TIMEOUT_MS,
    onError:
      options.onTrackingError ??
      ((error) => {
        console.warn(`@ldn/discovery-client: tracking failed: ${error.message}`);
      }),
  });

  return {
    getSettings: () => settings.get(),
    query: (endpoint = 'search') => new QueryBuilder({ endpoint, discoveryUrl, transport: discovery, settings, tracker }),
    flush: (flushOptions) => tracker.flush(flushOptions),
  };
}
