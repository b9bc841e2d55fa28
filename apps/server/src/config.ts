import path from 'node:path';
import {
  COMPANY_CODE,
  DEFAULT_REWARD_THRESHOLD_CENTS,
  GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
} from '@ldn/domain';
import { z } from 'zod';

// The seed's catalogue sizes live here, at the bottom, so the configuration imports no seed code.
/** Default size of the generated catalogue: at least 1,500, enough for search and paging to matter. */
export const DEFAULT_PRODUCT_COUNT = 1600;
/** Fewest products a seed generates ([S3.8] every category well stocked). */
export const MIN_PRODUCT_COUNT = 1500;
/** Most products a seed generates: the benchmark catalogue (design.md §3). */
export const MAX_PRODUCT_COUNT = 100_000;

/**
 * Environment labels. `PROD` is production ([S9.12]); `STAGING` makes the front end show its
 * yellow banner; any other label (`DEV`, `TEST`, `RECETTE`, ...) a red one [S1.7]. Labels are
 * upper case: a typo such as `prod` fails at start rather than quietly running production with
 * development behaviour.
 */
export const KNOWN_APP_ENVS = ['DEV', 'TEST', STAGING_ENVIRONMENT, PRODUCTION_ENVIRONMENT] as const;
export type AppEnv = (typeof KNOWN_APP_ENVS)[number] | (string & {});
const APP_ENV_PATTERN = /^[A-Z][A-Z0-9_-]{0,19}$/;

/** pino's levels, plus `silent` (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  readonly port: number;
  /** Interface to listen on. */
  readonly host: string;
  /**
   * Absolute folder for local state (`LDN_DATA_DIR`, `<cwd>/.data` by default): the embedded
   * PostgreSQL's cluster, password and log, and the identity secrets.
   */
  readonly dataDir: string;
  /** A `postgres://` URL: that PostgreSQL server instead of the embedded one. */
  readonly databaseUrl: string | undefined;
  readonly appEnv: AppEnv;
  readonly isProduction: boolean;
  /** The retailer (company) code in API paths, `aufr` by default ([S9.1]). */
  readonly retailerId: string;
  /**
   * Origin the browser reaches this server at (`https://liste.example.fr`): the redirect URIs of
   * the sign-in and the embedded provider's issuer (`<publicUrl>/oidc`) are built on it. Unset:
   * `http://<HOST>:<bound port>` (identity, design.md §3).
   */
  readonly publicUrl: string | undefined;
  /** Issuer URL of an external OpenID provider; unset means the embedded one at `/oidc`. */
  readonly oidcIssuer: string | undefined;
  /** Client id of this application at the OpenID provider (`ldn-web` for the embedded one). */
  readonly oidcClientId: string;
  /** Its client secret; required with `oidcIssuer`, generated and stored for the embedded one. */
  readonly oidcClientSecret: string | undefined;
  readonly logLevel: LogLevel;
  /**
   * Catalogue size of the seed of an empty database (`LDN_SEED_PRODUCTS`, 1,500 to 100,000,
   * default 1,600): the flag that scales the catalogue for benchmarks (design.md §3).
   */
  readonly seedProducts: number;
  /**
   * Fastify's `trustProxy`: whom to believe for `X-Forwarded-For` (the client address of
   * [S7.48] `/ip`, rate limits, logs). `false` unless the server runs behind a proxy.
   */
  readonly trustProxy: boolean | string[];
  /**
   * `smtp://user:password@host:587` or `smtps://...` (design.md §3 "E-mail"): mails go out through
   * that server. Unset: they are captured by nodemailer's JSON transport (nothing leaves the
   * machine), marked sent, and shown on the development mail page.
   */
  readonly smtpUrl: string | undefined;
  /** The sender of every mail: `Liste de naissance <liste-naissance@example.fr>` by default. */
  readonly mailFrom: string;
  /** How often an idle job worker looks for due jobs (`LDN_JOB_POLL_MS`), in milliseconds. */
  readonly jobPollMs: number;
  /**
   * When ended sessions are deleted (`LDN_SESSION_PURGE_CRON`, a five-field cron expression in
   * UTC, every hour by default): one purge for all the instances, queued by pg-boss.
   */
  readonly sessionPurgeCron: string;
  /**
   * [S4.9] Cumulative purchases (cents) from which closing a list grants the 10 % reward
   * (`LDN_REWARD_THRESHOLD_CENTS`, 300 EUR by default: the spec does not show it).
   */
  readonly rewardThresholdCents: number;
  /**
   * The lowest price (cents) of an item the owner may make a group gift
   * (`LDN_GROUP_GIFT_MIN_PRICE_CENTS`, 100 EUR by default, 500 to 100000000): below it, parts of
   * at least 5 EUR would make the gift hardly worth sharing.
   */
  readonly groupGiftMinPriceCents: number;
  /**
   * How long a validated cart holds its units for its payment before a job releases them
   * (`LDN_PAYMENT_TTL_MINUTES`, 10 by default, 1 to 60): long enough to type a card, short so that
   * a hold nobody pays does not keep a gift from the other relatives for long.
   */
  readonly paymentTtlMinutes: number;
  /**
   * Holds (validated carts not paid yet) one visitor may keep open at once, over all lists
   * (`LDN_OPEN_HOLDS_PER_VISITOR`, 3 by default); validating again on the same list ends the
   * visitor's earlier hold there instead of counting.
   */
  readonly openHoldsPerVisitor: number;
  /**
   * Holds one client address (an IPv6 /64 network counting as one) may keep open at once, whatever
   * the visitors (`LDN_OPEN_HOLDS_PER_ADDRESS`, 10 by default): a family behind one router pays
   * a few gifts at once; a script without cookies is stopped there.
   */
  readonly openHoldsPerAddress: number;
  /**
   * Accounts a client address may create per hour at the sign-up page (`LDN_SIGN_UPS_PER_HOUR`,
   * 10 by default); staff creating accounts in store are not counted.
   */
  readonly signUpsPerHour: number;
  /**
   * Sign-in attempts a client address may make per hour, whatever the e-mail addresses
   * (`LDN_SIGN_INS_PER_HOUR`, 60 by default), besides the lock of one address after 5 failures.
   */
  readonly signInsPerHour: number;
  /**
   * The live list: event streams a client address may open per minute, counted across instances
   * (`LDN_LIVE_LISTS_PER_MINUTE`, 60 by default: a relative opens one per list or cart page).
   */
  readonly liveListsPerMinute: number;
  /**
   * ASVS V6.2.12: base URL of a Have I Been Pwned "Pwned Passwords" range API
   * (`LDN_BREACHED_PASSWORDS_URL`, `https://api.pwnedpasswords.com` in production), asked whether a
   * newly chosen password is known from a data breach (identity/breached-passwords.ts). Unset: no check,
   * nothing leaves the machine (development, tests, machines without internet access).
   */
  readonly breachedPasswordsUrl: string | undefined;
  /**
   * ASVS V6.3.3: whether store staff (SELLER, ACCOUNTANT) must give an authenticator app's code
   * after their password at the embedded provider's sign-in (`LDN_STAFF_MFA`, `required` or `off`;
   * `required` by default in production, `off` elsewhere, so the demo's staff accounts sign in with
   * their published passwords). An account that has confirmed an authenticator is asked its code
   * either way.
   */
  readonly staffMfa: StaffMfa;
  /**
   * [S7.1] How long a session's access lasts before POST /user/getCodeToken (or a page load) must
   * renew it, in milliseconds (`LDN_ACCESS_TTL_SECONDS`, 900 by default, 1 to 3600): short, so a
   * session the OpenID provider revoked ends soon; settable so journeys can let it expire.
   */
  readonly accessTtlMs: number;
}

/** `LDN_STAFF_MFA`. */
export const STAFF_MFA_VALUES = ['required', 'off'] as const;
export type StaffMfa = (typeof STAFF_MFA_VALUES)[number];

/** A bad environment: the message names every faulty variable, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const JOB_POLL_MESSAGE = 'must be a whole number of milliseconds from 50 to 600000';
const GROUP_GIFT_MIN_PRICE_MESSAGE = 'must be a whole number of cents from 500 to 100000000';
const REWARD_THRESHOLD_MESSAGE = 'must be a whole number of cents from 0 to 100000000';
const PAYMENT_TTL_MESSAGE = 'must be a whole number of minutes from 1 to 60';
const OPEN_HOLDS_MESSAGE = 'must be a whole number from 1 to 10000';

const openHolds = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, OPEN_HOLDS_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, OPEN_HOLDS_MESSAGE).max(10_000, OPEN_HOLDS_MESSAGE))
    .default(fallback);
const PER_HOUR_MESSAGE = 'must be a whole number from 1 to 100000';
const ACCESS_TTL_MESSAGE = 'must be a whole number of seconds from 1 to 3600';
const CRON_MESSAGE =
  'must be a cron expression of five fields (minute hour day month weekday), such as 0 * * * *';

/** The bounds of a cron expression's five fields (a weekday of 7 is Sunday, as 0). */
const CRON_FIELDS = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
] as const;

/**
 * Whether `text` is a five-field cron expression of numbers, `*`, ranges, steps and lists (what
 * pg-boss's schedule reads); checked here so a typo fails at start with the variable's name.
 */
export function isCronExpression(text: string): boolean {
  const fields = text.split(/\s+/);
  if (fields.length !== CRON_FIELDS.length) return false;
  return fields.every((field, index) => {
    const [low, high] = CRON_FIELDS[index] ?? [0, 0];
    const inRange = (value: string | undefined) =>
      value === undefined || (Number(value) >= low && Number(value) <= high);
    return field.split(',').every((item) => {
      const match = /^(?:\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(item);
      if (!match) return false;
      const [, from, to, step] = match;
      return (
        inRange(from) &&
        inRange(to) &&
        (to === undefined || Number(to) >= Number(from)) &&
        (step === undefined || Number(step) >= 1)
      );
    });
  });
}

const perHour = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, PER_HOUR_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, PER_HOUR_MESSAGE).max(100_000, PER_HOUR_MESSAGE))
    .default(fallback);

/** [S7.1] The access lifetime when `LDN_ACCESS_TTL_SECONDS` is unset: 15 minutes. */
export const DEFAULT_ACCESS_TTL_SECONDS = 15 * 60;

/** The sender when `MAIL_FROM` is unset. */
export const DEFAULT_MAIL_FROM = 'Liste de naissance <liste-naissance@example.fr>';

/** `Name <address>` or a bare address, on one line (a header value). */
const MAIL_FROM_PATTERN =
  /^(?:[^<>\r\n"]{1,100} <[^<>\s@]+@[^<>\s@]+\.[a-zA-Z]{2,}>|[^<>\s@]+@[^<>\s@]+\.[a-zA-Z]{2,})$/;

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a URL such as smtp://user:password@smtp.example.fr:587 (or smtps://)');
const SEED_PRODUCTS_MESSAGE = `must be a whole number from ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}`;

const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(65535, PORT_MESSAGE));

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a URL such as postgres://user:password@host:5432/database');

/** Variable names are the contract with operators; README.md lists them. */
const environmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LDN_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: postgresUrl.optional(),
  APP_ENV: z
    .string()
    .regex(APP_ENV_PATTERN, `must be an upper-case label such as ${KNOWN_APP_ENVS.join(', ')}`)
    .default('DEV'),
  RETAILER_ID: z
    .string()
    .regex(/^[a-z0-9]{2,16}$/, 'must be 2 to 16 lower-case letters or digits, e.g. aufr')
    .default(COMPANY_CODE),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) origin such as https://liste.example.fr',
    })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username;
    }, 'must be an origin only (scheme, host and port), without a path')
    .transform((value) => new URL(value).origin)
    .optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OIDC_CLIENT_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be printable, without spaces')
    .optional(),
  OIDC_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, or comma-separated proxy addresses (CIDR allowed)',
    )
    .optional(),
  LDN_SEED_PRODUCTS: z
    .string()
    .regex(/^\d{1,6}$/, SEED_PRODUCTS_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(MIN_PRODUCT_COUNT, SEED_PRODUCTS_MESSAGE)
        .max(MAX_PRODUCT_COUNT, SEED_PRODUCTS_MESSAGE),
    )
    .default(DEFAULT_PRODUCT_COUNT),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'must be an address, or a name and <address>, on one line')
    .default(DEFAULT_MAIL_FROM),
  LDN_JOB_POLL_MS: z
    .string()
    .regex(/^\d{1,6}$/, JOB_POLL_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(50, JOB_POLL_MESSAGE).max(600_000, JOB_POLL_MESSAGE))
    .default(1000),
  LDN_SESSION_PURGE_CRON: z
    .string()
    .refine(isCronExpression, CRON_MESSAGE)
    .transform((value) => value.split(/\s+/).join(' '))
    .default('0 * * * *'),
  LDN_REWARD_THRESHOLD_CENTS: z
    .string()
    .regex(/^\d{1,9}$/, REWARD_THRESHOLD_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(100_000_000, REWARD_THRESHOLD_MESSAGE))
    .default(DEFAULT_REWARD_THRESHOLD_CENTS),
  LDN_GROUP_GIFT_MIN_PRICE_CENTS: z
    .string()
    .regex(/^\d{1,9}$/, GROUP_GIFT_MIN_PRICE_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(500, GROUP_GIFT_MIN_PRICE_MESSAGE)
        .max(100_000_000, GROUP_GIFT_MIN_PRICE_MESSAGE),
    )
    .default(GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS),
  LDN_PAYMENT_TTL_MINUTES: z
    .string()
    .regex(/^\d{1,4}$/, PAYMENT_TTL_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, PAYMENT_TTL_MESSAGE).max(60, PAYMENT_TTL_MESSAGE))
    .default(10),
  LDN_OPEN_HOLDS_PER_VISITOR: openHolds(3),
  LDN_OPEN_HOLDS_PER_ADDRESS: openHolds(10),
  LDN_SIGN_UPS_PER_HOUR: perHour(10),
  LDN_SIGN_INS_PER_HOUR: perHour(60),
  LDN_LIVE_LISTS_PER_MINUTE: perHour(60),
  LDN_BREACHED_PASSWORDS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://api.pwnedpasswords.com',
    })
    .refine((value) => {
      // Not a URL at all: said once, by the check above.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return !url.search && !url.hash && !url.username && !url.password;
    }, 'must be a base URL without query, fragment or credentials')
    // `<base>/range/<prefix>` is built on it: one slash, whatever the operator wrote.
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  LDN_ACCESS_TTL_SECONDS: z
    .string()
    .regex(/^\d{1,4}$/, ACCESS_TTL_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, ACCESS_TTL_MESSAGE).max(3600, ACCESS_TTL_MESSAGE))
    .default(DEFAULT_ACCESS_TTL_SECONDS),
  LDN_STAFF_MFA: z
    .enum(STAFF_MFA_VALUES, { error: `must be ${STAFF_MFA_VALUES.join(' or ')}` })
    .optional(),
});

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Reads the configuration from `env`. Values are trimmed and an empty value counts as unset, as
 * container tools often write `PORT=` for "no value". Throws a {@link ConfigError} naming every bad
 * variable (never its value: `DATABASE_URL` may hold a password).
 *
 * @param cwd folder a relative `LDN_DATA_DIR` is resolved against: the working directory, so that
 *   `pnpm start` from the repository root keeps its data in `<root>/.data`.
 */
export function loadConfig(
  env: Environment = process.env,
  cwd: string = process.cwd(),
): ServerConfig {
  const present: Record<string, string> = {};
  for (const key of Object.keys(environmentSchema.shape)) {
    const value = env[key]?.trim();
    if (value) present[key] = value;
  }
  const parsed = environmentSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // An external provider knows this application only by its registered client.
  if (present.OIDC_ISSUER && !problems.some((problem) => problem.startsWith('OIDC_ISSUER:'))) {
    for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!present[key]) problems.push(`${key}: required when OIDC_ISSUER is set`);
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.LDN_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    appEnv: values.APP_ENV,
    isProduction: values.APP_ENV === PRODUCTION_ENVIRONMENT,
    retailerId: values.RETAILER_ID,
    publicUrl: values.PUBLIC_URL,
    oidcIssuer: values.OIDC_ISSUER,
    oidcClientId: values.OIDC_CLIENT_ID ?? 'ldn-web',
    oidcClientSecret: values.OIDC_CLIENT_SECRET,
    logLevel: values.LOG_LEVEL,
    seedProducts: values.LDN_SEED_PRODUCTS,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    jobPollMs: values.LDN_JOB_POLL_MS,
    sessionPurgeCron: values.LDN_SESSION_PURGE_CRON,
    rewardThresholdCents: values.LDN_REWARD_THRESHOLD_CENTS,
    groupGiftMinPriceCents: values.LDN_GROUP_GIFT_MIN_PRICE_CENTS,
    paymentTtlMinutes: values.LDN_PAYMENT_TTL_MINUTES,
    openHoldsPerVisitor: values.LDN_OPEN_HOLDS_PER_VISITOR,
    openHoldsPerAddress: values.LDN_OPEN_HOLDS_PER_ADDRESS,
    signUpsPerHour: values.LDN_SIGN_UPS_PER_HOUR,
    signInsPerHour: values.LDN_SIGN_INS_PER_HOUR,
    liveListsPerMinute: values.LDN_LIVE_LISTS_PER_MINUTE,
    breachedPasswordsUrl: values.LDN_BREACHED_PASSWORDS_URL,
    staffMfa:
      values.LDN_STAFF_MFA ?? (values.APP_ENV === PRODUCTION_ENVIRONMENT ? 'required' : 'off'),
    accessTtlMs: values.LDN_ACCESS_TTL_SECONDS * 1000,
  };
}

/** `TRUST_PROXY`: unset or `false` -> false, `true` -> every hop, `10.0.0.0/8,::1` -> those proxies. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',');
}
