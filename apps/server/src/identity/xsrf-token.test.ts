import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { xsrfTokens } from './xsrf-token';

describe('signed double-submit XSRF tokens', () => {
  const tokens = xsrfTokens(randomBytes(32));

  it('[S7.1] issues a new random token each time, valid for its own binding only', () => {
    const first = tokens.issue('session-a');
    const second = tokens.issue('session-a');
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(tokens.isFor('session-a', first)).toBe(true);
    expect(tokens.isFor('session-a', second)).toBe(true);
    expect(tokens.isFor('session-b', first)).toBe(false);
    expect(tokens.isFor('cart:session-a', first)).toBe(false);
  });

  it('[S7.1] refuses a token signed with another key, altered, or of another shape', () => {
    const token = tokens.issue('session-a');
    expect(xsrfTokens(randomBytes(32)).isFor('session-a', token)).toBe(false);
    const [random = '', mac = ''] = token.split('.');
    const flipped = `${random.slice(0, -1)}${random.endsWith('A') ? 'B' : 'A'}.${mac}`;
    expect(tokens.isFor('session-a', flipped)).toBe(false);
    for (const bad of ['', random, mac, `${token}x`, token.replace('.', ''), 42, undefined, null]) {
      expect(tokens.isFor('session-a', bad)).toBe(false);
    }
  });

  it('[S7.1] the double-submit check: header and cookie equal, signed for the binding', () => {
    const token = tokens.issue('session-a');
    expect(tokens.isEcho('session-a', token, token)).toBe(true);
    expect(tokens.isEcho('session-a', token, tokens.issue('session-a'))).toBe(false);
    expect(tokens.isEcho('session-a', undefined, token)).toBe(false);
    expect(tokens.isEcho('session-a', token, undefined)).toBe(false);
    expect(tokens.isEcho('session-b', token, token)).toBe(false);
  });
});
