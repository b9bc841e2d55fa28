import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hidden token of the sign-in forms: an HMAC of the interaction's uid. oidc-provider already
 * binds the interaction to the browser with its signed `_interaction` cookie (SameSite=Lax, so a
 * cross-site form post does not carry it); this token adds a check that the post comes from a page
 * this server rendered for that very interaction.
 */
export function formTokenFor(key: Buffer, interactionUid: string): string {
  return createHmac('sha256', key).update(`ldn-interaction:${interactionUid}`).digest('base64url');
}

/** True when `token` is the form token of `interactionUid` (compared in constant time). */
export function isFormTokenValid(key: Buffer, interactionUid: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(formTokenFor(key, interactionUid));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
