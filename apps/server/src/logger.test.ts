import { describe, expect, it } from 'vitest';
import { quieterOf } from './logger';

describe('quieterOf', () => {
  it.each([
    ['info', 'warn', 'warn'],
    ['error', 'warn', 'error'],
    ['silent', 'warn', 'silent'],
    ['trace', 'debug', 'debug'],
  ] as const)('quieterOf(%s, %s) is %s', (a, b, expected) => {
    expect(quieterOf(a, b)).toBe(expected);
  });
});
