import { describe, expect, it } from 'vitest';
import { groupedSecret, matchingStep, newTotpSecret, totpCode, totpUri } from './totp';

/** RFC 6238 appendix B's SHA-1 secret, the ASCII '12345678901234567890', in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const PERIOD_MS = 30_000;

describe('time-based one-time codes (RFC 6238)', () => {
  it('[ASVS V6.3.3] gives the codes of RFC 6238 appendix B (SHA-1, the last 6 of its 8 digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('[ASVS V6.5.3] makes a new 160-bit secret each time, from the CSPRNG', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newTotpSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('[ASVS V6.5.5] accepts the current code and those of one step either side, and no other', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / PERIOD_MS);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now - PERIOD_MS), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now + PERIOD_MS), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now - 2 * PERIOD_MS), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now + 2 * PERIOD_MS), now)).toBeNull();
  });

  it('reads a code typed with spaces, and refuses anything but 6 digits', () => {
    const now = 1_700_000_000_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).not.toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`, `-${code.slice(1)}`]) {
      expect(matchingStep(RFC_SECRET, typed, now), typed).toBeNull();
    }
  });

  it('puts the issuer, the account and the secret in the URI of the QR code', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'vendeur@example.fr'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Liste de naissance:vendeur@example.fr');
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('issuer')).toBe('Liste de naissance');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('groups the secret by 4 characters for typing it by hand', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
