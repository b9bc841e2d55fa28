/**
 * The seed's random source: mulberry32, a 32-bit generator small enough to read in one screen.
 * It only uses 32-bit integer arithmetic (`Math.imul`, `>>>`), so a given seed yields the same
 * sequence on every machine and Node version: the seed data are byte-identical everywhere
 * (design.md §3 "deterministic generator"). Not for anything secret.
 */

/** The fixed seed of the demo and benchmark data. Changing it changes every generated row. */
export const DEFAULT_SEED = 20260101;

/** A deterministic random source with the few draws the generator needs. */
export class SeededRandom {
  private state: number;

  constructor(seed: number = DEFAULT_SEED) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1), as `Math.random()`. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty array');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One element, each with its weight (weights need not sum to 1). */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new RangeError('weighted pick from an empty array');
    return last[0];
  }

  /** `count` distinct elements, in random order (Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const wanted = Math.min(count, copy.length);
    for (let i = 0; i < wanted; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, wanted);
  }

  /** Lower-case letters and digits, as the `lists.id` CHECK wants (`^[a-z0-9]{8,32}$`). */
  alphanumeric(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let text = '';
    for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
}
