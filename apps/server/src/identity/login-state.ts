import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

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

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the sign-in state into a cookie value with AES-256-GCM: the browser holds it but can
 * neither read the PKCE verifier nor change the destination (any change fails authentication).
 * Nothing is stored on the server, so any instance completes a sign-in another one started.
 */
export function sealLoginState(key: Buffer, state: LoginState): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The state of a sealed cookie value, or null when forged, damaged or expired. */
export function openLoginState(
  key: Buffer,
  value: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): LoginState | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = loginStateSchema.safeParse(JSON.parse(plain));
    if (!parsed.success || parsed.data.expiresAt < nowSeconds) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
