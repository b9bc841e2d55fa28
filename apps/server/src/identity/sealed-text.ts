import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a text with AES-256-GCM under a 32-byte key: base64url of the random IV, the tag and the
 * ciphertext. Whoever holds the sealed value can neither read nor change it (any change fails
 * authentication). Used for what the server gives the browser to keep (the sign-in state cookie)
 * and for what it keeps but must read back (the authenticator secrets).
 */
export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The text of a value sealed by {@link sealText} with `key`; null when forged or damaged. */
export function openText(key: Buffer, value: string): string | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
