import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../identity/password';
import type { Database, Db, Tx } from '../db/database';
import { categoryLabel } from '@ldn/domain';
import {
  appMeta,
  customers,
  discoveryScopes,
  listItems,
  lists,
  postalCodes,
  products,
  stores,
} from '../db/schema';
import { productImagePath } from '../modules/images/product-image';
import { POSTAL_CODE_POSITIONS } from '../geo/postal-code-data';
import { DEFAULT_PRODUCT_COUNT, MAX_PRODUCT_COUNT, MIN_PRODUCT_COUNT } from '../config';
import { generateCatalogue, specialContributionProduct } from './catalogue';
import { generateLists } from './lists';
import { generateMoney, insertMoney } from './contributions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, generateCustomers, type SeedCustomer } from './people';
import { DEFAULT_SEED, SeededRandom } from './random';
import { scopeRows } from './scopes';
import { SEED_CLOCK } from './seed-clock';
import { SEED_STORES } from './stores';

/**
 * Version of the generator. A database records the version that filled it (`app_meta`); a later
 * generator never re-seeds a filled database (it would duplicate or clash), so bumping this only
 * matters for new databases.
 */
export const SEED_VERSION = '1';

/** The `app_meta` keys the seed writes. */
export const SEED_META_KEYS = {
  version: 'seed:version',
  products: 'seed:products',
  demo: 'seed:demo',
} as const;

/** Rows per multi-row INSERT: ~17 parameters a product, far below PostgreSQL's 65,535. */
const BATCH_SIZE = 1000;
/** Rows per JSON batch of the large tables ({@link insertJsonRows}). */
const JSON_BATCH_SIZE = 5000;

/**
 * Key of the transaction-level advisory lock taken while seeding, so that two instances starting
 * on one empty database never both seed (the second waits, then finds the seed done).
 */
const SEED_LOCK_KEY = 7_266_001;

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** Catalogue size, 1,500 to 100,000 (default 1,600); the special item comes on top. */
  readonly products?: number;
  /** Demo accounts and lists; never in production (`APP_ENV=PROD`). */
  readonly demo: boolean;
  /** Progress lines (the CLI prints them, the server logs them). */
  readonly log?: (message: string) => void;
  /** The random seed; the fixed default gives the documented demo data. */
  readonly seed?: number;
}

/** What a database was seeded with, read from `app_meta`. */
export interface SeedState {
  readonly version: string;
  readonly products: number;
  readonly demo: boolean;
}

/** What {@link seedDatabase} did. */
export interface SeedSummary {
  /** False when the database was already seeded: nothing was written. */
  readonly seeded: boolean;
  readonly state: SeedState;
  readonly counts?: {
    readonly products: number;
    readonly stores: number;
    readonly postalCodes: number;
    readonly customers: number;
    readonly lists: number;
    readonly listItems: number;
  };
}

/** The seed recorded in this database, or `null` if it was never seeded. */
export async function readSeedState(db: Db): Promise<SeedState | null> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(SEED_META_KEYS)));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const version = values.get(SEED_META_KEYS.version);
  if (version === undefined) return null;
  return {
    version,
    products: Number(values.get(SEED_META_KEYS.products) ?? 0),
    demo: values.get(SEED_META_KEYS.demo) === 'true',
  };
}

/**
 * Fills an empty database with the deterministic seed (design.md §3): the catalogue (plus the
 * special contribution item [S9.4]), the stores, the postal-code positions and, when `demo`, the
 * demo accounts and lists. Everything is written in one transaction, in multi-row batches, then
 * recorded in `app_meta`; a database already seeded is left untouched. Throws a `RangeError` for
 * a product count outside 1,500..100,000.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (
    !Number.isInteger(productCount) ||
    productCount < MIN_PRODUCT_COUNT ||
    productCount > MAX_PRODUCT_COUNT
  ) {
    throw new RangeError(
      `The seed catalogue must have ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT} products, not ${productCount}`,
    );
  }
  const log = options.log ?? (() => undefined);
  const seed = options.seed ?? DEFAULT_SEED;

  const before = await readSeedState(database.db);
  if (before) return { seeded: false, state: before };

  const started = Date.now();
  const catalogue = generateCatalogue(new SeededRandom(seed), productCount);
  // One hash for every demo account: Argon2id is slow on purpose.
  const passwordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';

  const summary = await database.transaction(async (tx): Promise<SeedSummary> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const seededMeanwhile = await readSeedState(tx);
    if (seededMeanwhile) return { seeded: false, state: seededMeanwhile };

    log(`seeding ${productCount} products, ${SEED_STORES.length} stores and postal codes`);
    await inBatches(SEED_STORES, (batch) => tx.insert(stores).values(batch));
    await inBatches(
      POSTAL_CODE_POSITIONS.map((row) => ({ ...row })),
      (batch) => tx.insert(postalCodes).values(batch),
    );
    const allProducts = [specialContributionProduct(), ...catalogue];
    // [S3.17] The scopes first: every product's scope refers to one.
    await tx
      .insert(discoveryScopes)
      .values(scopeRows(allProducts, categoryLabel, productImagePath));
    await insertJsonRows(tx, products, allProducts);

    let customerCount = 0;
    let listCount = 0;
    let itemCount = 0;
    if (options.demo) {
      const generated = generateCustomers(new SeededRandom(seed + 1));
      const people: readonly SeedCustomer[] = [...DEMO_ACCOUNTS, ...generated];
      const pks = new Map<string, number>();
      for (let start = 0; start < people.length; start += BATCH_SIZE) {
        const inserted = await tx
          .insert(customers)
          .values(
            people.slice(start, start + BATCH_SIZE).map((person) => ({
              uid: person.uid,
              passwordHash,
              titleCode: person.titleCode,
              firstName: person.firstName,
              lastName: person.lastName,
              phone: person.phone,
              country: person.country,
              roles: [...person.roles],
              storeCode: person.storeCode,
              favoriteStoreCode: person.favoriteStoreCode,
              notificationFrequency: person.notificationFrequency,
              createdAt: SEED_CLOCK,
              updatedAt: SEED_CLOCK,
            })),
          )
          .returning({ pk: customers.pk, uid: customers.uid });
        for (const row of inserted) pks.set(row.uid, row.pk);
      }
      const owner = (customer: SeedCustomer) => ({ customer, pk: pkOf(pks, customer.uid) });
      const parent = DEMO_ACCOUNTS.find((account) => account.uid === 'parent@example.fr');
      const coParent = DEMO_ACCOUNTS.find((account) => account.uid === 'coparent@example.fr');
      const seedLists = generateLists(
        seed + 2,
        { parent: parent && owner(parent), coParent, generated: generated.map(owner) },
        catalogue,
      );
      await inBatches(
        seedLists.map((entry) => entry.list),
        (batch) => tx.insert(lists).values(batch),
      );
      const items = seedLists.flatMap((entry) => entry.items);
      await insertJsonRows(tx, listItems, items);
      // The gifted counts and wallets as contributions, movements and coupons.
      const prices = new Map(catalogue.map((product) => [product.codeAx, product.priceCents]));
      const gifts = await insertMoney(tx, generateMoney(seed + 3, seedLists, prices));
      log(`seeded ${gifts} contributions`);
      customerCount = people.length;
      listCount = seedLists.length;
      itemCount = items.length;
      log(`seeded ${customerCount} demo customers, ${listCount} lists with ${itemCount} items`);
    }

    const state: SeedState = { version: SEED_VERSION, products: productCount, demo: options.demo };
    await tx.insert(appMeta).values([
      { key: SEED_META_KEYS.version, value: state.version },
      { key: SEED_META_KEYS.products, value: String(state.products) },
      { key: SEED_META_KEYS.demo, value: String(state.demo) },
    ]);
    log(`seed ${SEED_VERSION} written in ${Date.now() - started} ms`);
    return {
      seeded: true,
      state,
      counts: {
        products: allProducts.length,
        stores: SEED_STORES.length,
        postalCodes: POSTAL_CODE_POSITIONS.length,
        customers: customerCount,
        lists: listCount,
        listItems: itemCount,
      },
    };
  });
  // Fresh statistics for the planner at once, not at autovacuum's next pass: the search plans
  // (discovery) need the row counts of the tables just filled.
  if (summary.seeded) await database.db.execute(sql`ANALYZE`);
  return summary;
}

/**
 * The demo accounts as a person reads them at start: one line each, with the shared password.
 * English, like the other console lines; the accounts themselves are French.
 */
export function demoAccountsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.uid.length));
  const lines = DEMO_ACCOUNTS.map(
    (account) => `  ${account.uid.padEnd(width)}  ${account.purpose}`,
  );
  return `Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`;
}

async function inBatches<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insert(rows.slice(start, start + BATCH_SIZE));
  }
}

/**
 * Inserts many rows with one JSON parameter per {@link JSON_BATCH_SIZE} rows
 * (`json_populate_recordset`): PostgreSQL parses one value instead of thousands of bind
 * parameters, much faster than multi-row VALUES, so 100,000 products take seconds.
 * The rows must all have the same keys (drizzle property names); columns are named explicitly,
 * so columns a later migration adds keep their defaults.
 */
async function insertJsonRows(
  tx: Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]?.name ?? key);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql.raw(', '),
  );
  for (let start = 0; start < rows.length; start += JSON_BATCH_SIZE) {
    const batch = rows.slice(start, start + JSON_BATCH_SIZE).map((row) =>
      Object.fromEntries(
        keys.map((key, index) => {
          // A missing key would become NULL, not the column's default: say so at once.
          if (!(key in row)) throw new Error(`seed: a ${getTableName(table)} row lacks ${key}`);
          return [names[index], row[key]];
        }),
      ),
    );
    await tx.execute(
      sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

function pkOf(pks: ReadonlyMap<string, number>, uid: string): number {
  const pk = pks.get(uid);
  if (pk === undefined) throw new Error(`seed: no customer row for ${uid}`);
  return pk;
}
