import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them from a QR code:
 * HMAC-SHA1, 6 digits, a new code every 30 seconds. The secret is 20 random bytes (160 bits, RFC
 * 4226's recommended length) from the platform's CSPRNG (ASVS V6.5.3).
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;
/**
 * Codes of the step before and after the current one are accepted too: a phone's clock a little
 * off, or a code typed as it changes. A code lives at most 90 seconds (ASVS V6.5.5).
 */
const WINDOW_STEPS = 1;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Liste de naissance';

/** A code as typed: 6 digits, spaces allowed between them ('123 456'). */
const CODE_PATTERN = /^\d{6}$/;

/** A new secret, in base32 (what the QR code and the manual entry carry). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secretBase32: string, accountLabel: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountLabel,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The `otpauth://totp/...` URI of the enrolment QR code. */
export function totpUri(secretBase32: string, accountLabel: string): string {
  return totpOf(secretBase32, accountLabel).toString();
}

/** The code an authenticator shows at `timestampMs` (tests, and the documentation's examples). */
export function totpCode(secretBase32: string, timestampMs: number = Date.now()): string {
  return totpOf(secretBase32, '').generate({ timestamp: timestampMs });
}

/** The secret grouped by 4 characters, for typing it into an app by hand. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The time step a typed code belongs to (the current one, or one step either side), or null when
 * it is malformed or matches none. The caller accepts a step only once.
 */
export function matchingStep(
  secretBase32: string,
  typed: string,
  timestampMs: number = Date.now(),
): number | null {
  const token = typed.replace(/\s/g, '');
  if (!CODE_PATTERN.test(token)) return null;
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token, timestamp: timestampMs, window: WINDOW_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: timestampMs }) + delta;
}
