import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openLoginState, sealLoginState, type LoginState } from './login-state';

const key = randomBytes(32);
const state: LoginState = {
  state: 'state-1',
  nonce: 'nonce-1',
  verifier: 'v'.repeat(43),
  redirect: '/list',
  expiresAt: 2_000_000_000,
};

describe('the sign-in state cookie', () => {
  it('opens what it sealed, and hides the PKCE verifier from the browser', () => {
    const sealed = sealLoginState(key, state);
    expect(sealed).not.toContain('v'.repeat(10));
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('/list');
    expect(openLoginState(key, sealed, 1_900_000_000)).toEqual(state);
  });

  it('refuses a changed, foreign, expired or missing value', () => {
    const sealed = sealLoginState(key, state);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openLoginState(key, bytes.toString('base64url'), 1_900_000_000)).toBeNull();
    expect(openLoginState(randomBytes(32), sealed, 1_900_000_000)).toBeNull();
    expect(openLoginState(key, sealed, 2_000_000_001)).toBeNull();
    expect(openLoginState(key, undefined)).toBeNull();
    expect(openLoginState(key, 'garbage')).toBeNull();
  });
});
