import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, '/srv/ldn');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('LDN_SEED_PRODUCTS', () => {
  it('[design §3] defaults to a catalogue of 1,600 products', () => {
    expect(loadConfig({}, '/srv/ldn').seedProducts).toBe(1600);
  });

  it('[design §3] scales the seed catalogue up to 100,000 products for benchmarks', () => {
    expect(loadConfig({ LDN_SEED_PRODUCTS: '100000' }, '/srv/ldn').seedProducts).toBe(100_000);
    expect(loadConfig({ LDN_SEED_PRODUCTS: '1500' }, '/srv/ldn').seedProducts).toBe(1500);
  });

  it.each(['1499', '100001', '2e4', '-1600', 'many'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(problemsOf({ LDN_SEED_PRODUCTS: value })).toEqual([
        'LDN_SEED_PRODUCTS: must be a whole number from 1500 to 100000',
      ]);
    },
  );
});
