import { EVENT_BATCH_DELAY_MS } from '@ldn/domain';
import { ApiError, isApiError, sdkError } from './api-error';
import { callJson, trackingErrorOf } from './http';
import type { Transport } from './http';
import { eventFits, jsonByteLength, splitEventsPayload } from './payload';
import type { TrackingEvent, TrackingEventsBody, TrackingSession, TrackingSource } from './types';

/**
 * The hook of the tag tracking source ([S7.53]): the page's tracking tag (a script of the retailer,
 * loaded by its tag manager) sets `globalThis.__ldnTrackingTag` to an object with `push(body)`. The
 * SDK hands it every batch, with the body `POST /tracking/activity/events` would have received.
 */
export interface TrackingTag {
  push(body: TrackingEventsBody): unknown;
}

/** The name of the global the tag tracking source waits for. */
export const TRACKING_TAG_GLOBAL = '__ldnTrackingTag';

/** Where the ids of a consenting user are kept between visits (e.g. `window.localStorage`). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The key under which the ids are stored, only with the user's consent. */
export const SESSION_STORAGE_KEY = 'ldn-discovery-session';

/** How often the tag source looks for the tag while it waits. */
const TAG_POLL_MS = 50;
/**
 * Browsers refuse a `keepalive` request whose body is above 64 KiB: a chunk larger than this is
 * sent as a plain request.
 */
const KEEPALIVE_MAX_BYTES = 60_000;

export interface TrackerOptions {
  readonly transport: Transport;
  /** The tracking base; no tracking at all when absent. */
  readonly trackingUrl: string | undefined;
  /** Checked before every send (a JavaScript caller may pass anything). */
  readonly source: unknown;
  readonly consent: () => boolean;
  readonly storage: SessionStorageLike | undefined;
  readonly tagTimeoutMs: number;
  readonly onError: (error: ApiError) => void;
}

export interface FlushOptions {
  /**
   * Send with `fetch`'s `keepalive`, so the request survives the page being closed: call
   * `flush({ keepalive: true })` from a `pagehide` listener.
   */
  readonly keepalive?: boolean;
}

export interface Tracker {
  readonly enabled: boolean;
  /** Queues an event; the batch leaves 100 ms after its first event ([S4.12] [S9.9]). */
  track(event: TrackingEvent): Promise<void>;
  /** Sends the queued events now and waits for every batch still in flight. */
  flush(options?: FlushOptions): Promise<void>;
  /** The session's ids when the user consents and a session exists (for discovery queries). */
  consentedIds(): TrackingSession | undefined;
}

function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ service: 'tracking', cause: error, ...(error instanceof Error ? { message: error.message } : {}) });
}

function userAgent(): string {
  const navigator = (globalThis as { navigator?: { userAgent?: unknown } }).navigator;
  return typeof navigator?.userAgent === 'string' ? navigator.userAgent : '@ldn/discovery-client';
}

function readStoredIds(storage: SessionStorageLike | undefined): Partial<TrackingSession> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (parsed === null || typeof parsed !== 'object') return {};
    const { user_id, track_id } = parsed as Record<string, unknown>;
    return {
      ...(typeof user_id === 'string' ? { user_id } : {}),
      ...(typeof track_id === 'string' ? { track_id } : {}),
    };
  } catch {
    return {};
  }
}

/** [S7.53] Waits for the page's tag; 'Timeout - Tracking tag is not detected' after `timeoutMs`. */
export function waitForTrackingTag(timeoutMs: number): Promise<TrackingTag> {
  const find = (): TrackingTag | undefined => {
    const tag = (globalThis as Record<string, unknown>)[TRACKING_TAG_GLOBAL] as Partial<TrackingTag> | undefined;
    return tag && typeof tag.push === 'function' ? (tag as TrackingTag) : undefined;
  };
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const look = (): void => {
      const tag = find();
      if (tag) resolve(tag);
      else if (Date.now() - startedAt >= timeoutMs) reject(sdkError('TRACKING_TAG_TIMEOUT', 'tracking'));
      else setTimeout(look, TAG_POLL_MS);
    };
    look();
  });
}

/**
 * [S4.12] [S5.19] [S7.51]-[S7.53] The tracker of one client: one activity (session) per client,
 * created on the first send; events queued and sent in batches 100 ms after the first of a batch;
 * batches over 100 000 bytes split in halves; ids sent to the service and kept in `storage` only
 * with the user's consent (without it the service mints anonymous ids for this client only).
 */
export function createTracker(options: TrackerOptions): Tracker {
  const { transport, trackingUrl, consent, storage } = options;
  let queue: TrackingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let sessionPromise: Promise<Partial<TrackingSession>> | undefined;
  let session: Partial<TrackingSession> | undefined;

  const createSession = async (): Promise<Partial<TrackingSession>> => {
    const stored = consent() ? readStoredIds(storage) : {};
    const answer = await callJson(transport, 'tracking', `${trackingUrl}/tracking/activity/create`, {
      method: 'POST',
      body: { timestamp: new Date().toISOString(), user_agent: userAgent(), ...stored },
    });
    const error = trackingErrorOf(answer);
    if (error) throw error;
    const body = answer.body ?? {};
    const ids: Partial<TrackingSession> = {
      ...(typeof body.user_id === 'string' && body.user_id !== '' ? { user_id: body.user_id } : {}),
      ...(typeof body.track_id === 'string' && body.track_id !== '' ? { track_id: body.track_id } : {}),
    };
    session = ids;
    return ids;
  };

  const ensureSession = (): Promise<Partial<TrackingSession>> => {
    if (!sessionPromise) {
      sessionPromise = createSession();
      // A failed creation is asked again with the next batch.
      sessionPromise.catch(() => {
        sessionPromise = undefined;
      });
    }
    return sessionPromise;
  };

  const deliver = async (events: TrackingEvent[], keepalive: boolean): Promise<void> => {
    const { source } = options;
    if (source === undefined || source === null || source === '') throw sdkError('NO_APPLICATION_SOURCE', 'tracking');
    if (source !== 'api' && source !== 'tag') throw sdkError('INVALID_TRACKING_SOURCE', 'tracking');
    const ids = await ensureSession();
    if (!ids.user_id) throw sdkError('NO_USER_ID', 'tracking');
    if (!ids.track_id) throw sdkError('NO_SESSION_ID', 'tracking');
    if (consent()) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user_id: ids.user_id, track_id: ids.track_id }));
    for (const chunk of splitEventsPayload(events)) {
      const body: TrackingEventsBody = {
        user_id: ids.user_id,
        track_id: ids.track_id,
        source: source as TrackingSource,
        version: '1',
        events: chunk,
      };
      if (source === 'tag') {
        const tag = await waitForTrackingTag(options.tagTimeoutMs);
        await tag.push(body);
        continue;
      }
      const answer = await callJson(transport, 'tracking', `${trackingUrl}/tracking/activity/events`, {
        method: 'POST',
        body,
        keepalive: keepalive && jsonByteLength(body) <= KEEPALIVE_MAX_BYTES,
      });
      const error = trackingErrorOf(answer);
      if (error) throw error;
    }
  };

  /** Takes the queue as one batch, sent after the batches before it (order is kept). */
  const sendQueued = (keepalive: boolean): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    // Nothing new: wait for what is in flight; its failure was already told to `onError`.
    if (batch.length === 0) return inFlight.catch(() => undefined);
    const sending = inFlight
      .catch(() => undefined)
      .then(() => deliver(batch, keepalive))
      .catch((error: unknown) => {
        throw toApiError(error);
      });
    inFlight = sending;
    return sending;
  };

  const enabled = trackingUrl !== undefined;
  return {
    enabled,
    async track(event) {
      if (!enabled) return;
      // Caught here rather than at send time, so the caller of visited() hears of it.
      if (!eventFits(event)) throw sdkError('EVENT_TOO_LARGE', 'tracking', 413);
      queue.push(event);
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          sendQueued(false).catch((error: unknown) => options.onError(toApiError(error)));
        }, EVENT_BATCH_DELAY_MS);
      }
    },
    async flush(flushOptions = {}) {
      if (!enabled) return;
      await sendQueued(flushOptions.keepalive === true);
    },
    consentedIds() {
      if (!consent() || !session?.user_id || !session.track_id) return undefined;
      return { user_id: session.user_id, track_id: session.track_id };
    },
  };
}
