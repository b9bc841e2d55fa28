import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with Argon2id (memory-hard), with the library's defaults (19 MiB, 2 passes,
 * OWASP's minimum). The hash string carries its own parameters, so raising them later keeps old
 * hashes verifiable.
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
