import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { identitySecrets } from '../db/schema';

/**
 * The secrets of the identity layer (design.md §3 "Identity"), generated at the first start and
 * kept in the database (`identity_secrets`, migration 0003): a restart keeps every sign-in valid,
 * and every instance behind a load balancer signs and checks with the same keys.
 */
export interface IdentitySecrets {
  /** Private signing keys of the embedded provider, as JWKs (RS256, with their `kid`). */
  readonly signingKeys: readonly SigningJwk[];
  /** Keys signing the provider's cookies (the first signs, all verify: room for rotation). */
  readonly cookieKeys: readonly string[];
  /** Secret of the `ldn-web` client at the embedded provider, unless configured. */
  readonly clientSecret: string;
  /** AES-256-GCM key of the sign-in state cookie of the backend-for-frontend. */
  readonly stateKey: Buffer;
  /** HMAC key of the hidden token of the sign-in forms. */
  readonly formKey: Buffer;
  /** AES-256-GCM key sealing the authenticators' secrets in `totp_factors` (totp-store.ts). */
  readonly totpKey: Buffer;
}

const signingJwkSchema = z
  .object({
    kty: z.literal('RSA'),
    kid: z.string().min(1),
    alg: z.literal('RS256'),
    use: z.literal('sig'),
    n: z.string(),
    e: z.string(),
    d: z.string(),
    p: z.string(),
    q: z.string(),
    dp: z.string(),
    dq: z.string(),
    qi: z.string(),
  })
  .strict();

export type SigningJwk = z.infer<typeof signingJwkSchema>;

const base64urlKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32 bytes in base64url');

/** Each secret: its stored shape and how to make a new one. */
const SECRETS = {
  signing_keys: { schema: z.array(signingJwkSchema).min(1), create: () => [newSigningKey()] },
  cookie_keys: {
    schema: z.array(z.string().min(32)).min(1),
    create: () => [randomKey(), randomKey()],
  },
  client_secret: { schema: z.string().min(32), create: () => randomKey() },
  state_key: { schema: base64urlKey, create: () => randomKey() },
  form_key: { schema: base64urlKey, create: () => randomKey() },
  xsrf_key: { schema: base64urlKey, create: () => randomKey() },
  totp_key: { schema: base64urlKey, create: () => randomKey() },
} as const;

type SecretName = keyof typeof SECRETS;

function randomKey(): string {
  return randomBytes(32).toString('base64url');
}

/** An RSA key for RS256, the algorithm every OpenID relying party must accept. */
function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return signingJwkSchema.parse({ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' });
}

/**
 * The stored value of `name`, created first when missing. Instances starting together may both
 * create one: the first insert wins (ON CONFLICT DO NOTHING) and every instance reads that one.
 */
async function loadOrCreate<Name extends SecretName>(
  db: Db,
  name: Name,
): Promise<z.infer<(typeof SECRETS)[Name]['schema']>> {
  const secret = SECRETS[name];
  const read = async (): Promise<unknown> => {
    const [row] = await db
      .select({ value: identitySecrets.value })
      .from(identitySecrets)
      .where(eq(identitySecrets.name, name))
      .limit(1);
    return row?.value;
  };
  let value = await read();
  if (value === undefined) {
    await db.insert(identitySecrets).values({ name, value: secret.create() }).onConflictDoNothing();
    value = await read();
  }
  const parsed = secret.schema.safeParse(value);
  if (!parsed.success) {
    // A hand-edited or corrupted row: refuse to run with weak or broken keys.
    throw new Error(`identity_secrets.${name} is malformed: ${parsed.error.message}`);
  }
  return parsed.data as z.infer<(typeof SECRETS)[Name]['schema']>;
}

/**
 * The HMAC key of the signed XSRF tokens (src/identity/xsrf-token.ts), generated at the first start:
 * every instance on the database signs and checks with the same key.
 */
export async function loadXsrfKey(db: Db): Promise<Buffer> {
  return Buffer.from(await loadOrCreate(db, 'xsrf_key'), 'base64url');
}

/** Reads the identity secrets, generating the missing ones. */
export async function loadIdentitySecrets(db: Db): Promise<IdentitySecrets> {
  const signingKeys = await loadOrCreate(db, 'signing_keys');
  const cookieKeys = await loadOrCreate(db, 'cookie_keys');
  const clientSecret = await loadOrCreate(db, 'client_secret');
  const stateKey = await loadOrCreate(db, 'state_key');
  const formKey = await loadOrCreate(db, 'form_key');
  const totpKey = await loadOrCreate(db, 'totp_key');
  return {
    signingKeys,
    cookieKeys,
    clientSecret,
    stateKey: Buffer.from(stateKey, 'base64url'),
    formKey: Buffer.from(formKey, 'base64url'),
    totpKey: Buffer.from(totpKey, 'base64url'),
  };
}
