import { MAX_PRODUCT_COUNT, MIN_PRODUCT_COUNT } from '../config';

/** A bad command line; its message is written for the terminal. */
export class SeedArgsError extends Error {
  override name = 'SeedArgsError';
}

/** What the seed command line asks for. */
export interface SeedArgs {
  /** `--products N`: the catalogue size; the configuration's `LDN_SEED_PRODUCTS` otherwise. */
  readonly products?: number;
  readonly help: boolean;
}

/** The usage text of `pnpm --filter @ldn/server seed`. */
export const SEED_USAGE = `Usage: pnpm --filter @ldn/server seed -- [--products N]

Seeds the configured database (the embedded PostgreSQL in LDN_DATA_DIR, or DATABASE_URL) if it was never seeded:
catalogue of N products (${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}, default LDN_SEED_PRODUCTS or 1600),
stores, postal codes and, unless APP_ENV=PROD, the demo accounts and lists.
A seeded database is left as it is: seed another one with a fresh LDN_DATA_DIR or database.
`;

/**
 * Parses the seed command's arguments (`--products 100000` or `--products=100000`; a lone `--`
 * that package managers pass through is ignored). Throws a message fit for the
 * terminal ({@link SeedArgsError}).
 */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let products: number | undefined;
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const inline = /^--products=(.*)$/.exec(arg);
    if (arg === '--products' || inline) {
      const value = inline ? inline[1] : argv[(index += 1)];
      products = productCount(value);
      continue;
    }
    throw new SeedArgsError(`Unknown argument ${arg}\n\n${SEED_USAGE}`);
  }
  return products === undefined ? { help } : { products, help };
}

function productCount(value: string | undefined): number {
  const count = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= MIN_PRODUCT_COUNT && count <= MAX_PRODUCT_COUNT)) {
    throw new SeedArgsError(
      `--products must be a whole number from ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}, not ${value ?? 'nothing'}`,
    );
  }
  return count;
}
