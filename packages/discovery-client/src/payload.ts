import { MAX_EVENTS_PAYLOAD_BYTES } from '@ldn/domain';
import { sdkError } from './api-error';
import type { TrackingEvent } from './types';

const encoder = new TextEncoder();

/** The size of `value` as UTF-8 JSON, in bytes (how the service counts "100 kB"). */
export function jsonByteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/**
 * [S5.19] [S9.9] Splits a batch of events into chunks whose JSON `events` array fits in `maxBytes`
 * (100 000 bytes): a batch too large is cut in halves, and each half again, until every chunk fits.
 * A single event that does not fit on its own cannot be sent: 'Cannot send event with >100kB payload'.
 */
export function splitEventsPayload(
  events: readonly TrackingEvent[],
  maxBytes: number = MAX_EVENTS_PAYLOAD_BYTES,
): TrackingEvent[][] {
  if (events.length === 0) return [];
  if (jsonByteLength(events) <= maxBytes) return [[...events]];
  if (events.length === 1) throw sdkError('EVENT_TOO_LARGE', 'tracking', 413);
  const middle = Math.ceil(events.length / 2);
  return [...splitEventsPayload(events.slice(0, middle), maxBytes), ...splitEventsPayload(events.slice(middle), maxBytes)];
}

/** Does one event fit in a payload on its own? */
export function eventFits(event: TrackingEvent, maxBytes: number = MAX_EVENTS_PAYLOAD_BYTES): boolean {
  return jsonByteLength([event]) <= maxBytes;
}
