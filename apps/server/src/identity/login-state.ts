import { z } from 'zod';
import { openText, sealText } from './sealed-text';

/** The cookie that carries a sign-in in progress from `GET /login` to `GET /oauth_callback`. */
export const LOGIN_STATE_COOKIE = 'ldn_login';
/** A sign-in must complete within this time, in seconds. */
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

const loginStateSchema = z.object({
  /** OAuth `state`: ties the callback to this browser's request. */
  state: z.string().min(1),
  /** OpenID `nonce`: ties the ID token to this request. */
  nonce: z.string().min(1),
  /** PKCE code verifier (its S256 challenge went to the provider). */
  verifier: z.string().min(43),
  /** Where to land after the sign-in, already checked by `safeRedirectPath`. */
  redirect: z.string().startsWith('/'),
  /** Expiry, epoch seconds. */
  expiresAt: z.number().int(),
});

export type LoginState = z.infer<typeof loginStateSchema>;

/**
 * Seals the sign-in state into a cookie value (AES-256-GCM, sealed-text.ts): the browser holds it
 * but can neither read the PKCE verifier nor change the destination (any change fails
 * authentication). Nothing is stored on the server, so any instance completes a sign-in another
 * one started.
 */
export function sealLoginState(key: Buffer, state: LoginState): string {
  return sealText(key, JSON.stringify(state));
}

/** The state of a sealed cookie value, or null when forged, damaged or expired. */
export function openLoginState(
  key: Buffer,
  value: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): LoginState | null {
  if (!value) return null;
  const plain = openText(key, value);
  if (plain === null) return null;
  try {
    const parsed = loginStateSchema.safeParse(JSON.parse(plain));
    if (!parsed.success || parsed.data.expiresAt < nowSeconds) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
