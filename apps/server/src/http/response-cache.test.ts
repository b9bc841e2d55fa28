import { describe, expect, it } from 'vitest';
import { acceptedEncoding, SerializedResponse, CoalescedLookups, ResponseCache } from './response-cache';

/** Answers kept only at their version, bounded by entries and bytes; encodings negotiated. */
describe('ResponseCache', () => {
  const answer = (text: string) => new SerializedResponse(Buffer.from(text));

  it('[S7.14] gives an answer only at the version it was built at', () => {
    const answers = new ResponseCache({ maxEntries: 10, maxBytes: 1_000 });
    answers.set('list', '1:1', answer('{"v":1}'));
    expect(answers.get('list', '1:1')?.body.toString()).toBe('{"v":1}');
    expect(answers.get('list', '2:1')).toBeUndefined();
    // A moved version drops the old answer for good.
    expect(answers.get('list', '1:1')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('[S7.14] drops the least recently used answers beyond its entries and bytes', () => {
    const answers = new ResponseCache({ maxEntries: 2, maxBytes: 20 });
    answers.set('a', '1', answer('{"a":1}'));
    answers.set('b', '1', answer('{"b":1}'));
    expect(answers.get('a', '1')).toBeDefined();
    answers.set('c', '1', answer('{"c":1}'));
    expect(answers.get('b', '1')).toBeUndefined();
    expect(answers.get('a', '1')).toBeDefined();
    answers.set('d', '1', answer('{"d":"0123456789"}'));
    expect(answers.size).toBe(1);
    answers.set('huge', '1', answer(`"${'x'.repeat(30)}"`));
    expect(answers.get('huge', '1')).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0', null],
  ] as const)('[S7.14] %s gives %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('CoalescedLookups', () => {
  it('[S7.14] shares one look-up among requests arriving together, never one sent before a request', async () => {
    let version = 1;
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const lookups = new CoalescedLookups(async (key) => {
      const seen = version;
      sent.push(seen);
      await new Promise<void>((resolve) => (release = resolve));
      return `${key}:${seen}`;
    });
    const together = [lookups.get('a'), lookups.get('a')];
    // Let the shared look-up be sent, then change the data and ask again: a new look-up.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([1]);
    version = 2;
    const later = lookups.get('a');
    release();
    expect(await Promise.all(together)).toEqual(['a:1', 'a:1']);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await later).toBe('a:2');
    expect(sent).toEqual([1, 2]);
  });
});
