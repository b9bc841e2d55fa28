import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hidden token of the sign-in forms: an HMAC of the interaction's uid. oidc-provider already
 * binds the interaction to the browser with its signed `_interaction` cookie (SameSite=Lax, so a
 * cross-site form post does not carry it); this token adds a check that the post comes from a page
 * this server rendered for that very interaction.
 */
export function formTokenFor(key: Buffer, interactionUid: string): string {
  return hmac(key, `ldn-interaction:${interactionUid}`);
}

/** True when `token` is the form token of `interactionUid` (compared in constant time). */
export function isFormTokenValid(key: Buffer, interactionUid: string, token: unknown): boolean {
  return sameToken(formTokenFor(key, interactionUid), token);
}

/**
 * The hidden token of the password-reset forms, which have no interaction: an HMAC of the value of
 * the browser's own reset cookie (a random nonce for the request form, the reset token for the
 * new-password form; password-reset-routes.ts). A post is accepted only with both, so it comes
 * from a page this server rendered for this very browser (signed double submit).
 */
export function resetFormTokenFor(key: Buffer, cookieValue: string): string {
  return hmac(key, `ldn-password-reset:${cookieValue}`);
}

/** True when `token` is the reset form token of `cookieValue` (compared in constant time). */
export function isResetFormTokenValid(
  key: Buffer,
  cookieValue: string | undefined,
  token: unknown,
): boolean {
  return cookieValue !== undefined && sameToken(resetFormTokenFor(key, cookieValue), token);
}

function hmac(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

function sameToken(expectedToken: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(expectedToken);
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
