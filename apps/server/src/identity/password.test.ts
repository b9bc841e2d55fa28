import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with Argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Naissance2026!');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).not.toContain('Naissance2026!');
    expect(await verifyPassword(stored, 'Naissance2026!')).toBe(true);
    expect(await verifyPassword(stored, 'naissance2026!')).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
