import { describe, expect, it } from 'vitest';
import { jsonByteLength, splitEventsPayload } from './payload';
import type { TrackingEvent } from './types';

const event = (tag: string, bytes: number): TrackingEvent => ({ timestamp: '2026-03-02T10:00:00.000Z', type_id: 'visited', tag: tag.padEnd(bytes, '.') });

describe('[S5.19] [S9.9] events payload splitting', () => {
  it('[S9.9] counts bytes of UTF-8 JSON, not characters', () => {
    expect(jsonByteLength(['é'])).toBe(6);
    expect(jsonByteLength([])).toBe(2);
  });

  it('[S5.19] a batch that fits is one chunk; an empty batch is no chunk', () => {
    const events = [event('a', 10), event('b', 10)];
    expect(splitEventsPayload(events)).toEqual([events]);
    expect(splitEventsPayload([])).toEqual([]);
  });

  it('[S5.19] a batch of exactly 100 000 bytes is not split; one byte more is', () => {
    // Two events whose tags make the array exactly 100 000 bytes.
    const room = 100_000 - jsonByteLength([event('', 0), event('', 0)]);
    const first = Math.floor(room / 2);
    const exact = [event('a', first), event('b', room - first)];
    expect(jsonByteLength(exact)).toBe(100_000);
    expect(splitEventsPayload(exact)).toHaveLength(1);
    const over = [event('a', first), event('b', room - first + 1)];
    expect(splitEventsPayload(over).map((chunk) => chunk.length)).toEqual([1, 1]);
  });

  it('[S5.19] splits in halves recursively (the first half takes the odd one), keeping order', () => {
    // 7 x 30 kB: halves of 4 (120 kB, split again into 2 + 2) and 3 (90 kB, fits).
    const events = ['1', '2', '3', '4', '5', '6', '7'].map((tag) => event(tag, 30_000));
    const chunks = splitEventsPayload(events);
    expect(chunks.map((chunk) => chunk.map((e) => e.tag?.[0]))).toEqual([['1', '2'], ['3', '4'], ['5', '6', '7']]);
    expect(splitEventsPayload(events, 1_000_000)).toHaveLength(1);
  });

  it('[S5.19] [S8.5] a single event over the limit cannot be sent', () => {
    expect(() => splitEventsPayload([event('a', 10), event('b', 100_001)])).toThrow(
      expect.objectContaining({ message: 'Cannot send event with >100kB payload', code: 'EVENT_TOO_LARGE', status: 413, service: 'tracking' }),
    );
  });
});
