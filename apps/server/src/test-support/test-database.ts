import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseTarget, DriverName } from '../db/database';
import { openDatabase, type OpenDatabaseOptions } from '../db/open-database';

/**
 * The suite runs under `scripts/with-postgres.sh`, which sets DATABASE_URL, and partly on PGlite
 * (`vitest.pglite.config.ts`).
 * Tests never branch on the driver except where a behaviour only exists on one of them.
 */
const POSTGRES_URL = process.env.DATABASE_URL?.trim() || undefined;
export const driverUnderTest: DriverName = POSTGRES_URL ? 'postgres' : 'pglite';

/** A fresh, empty database location for one test file, and the way to throw it away. */
export interface ScratchTarget {
  readonly target: DatabaseTarget;
  dispose(): Promise<void>;
}

/**
 * On PostgreSQL: a new database on the test server, so test files running in parallel never see
 * each other's rows. On PGlite: in memory, or in a temp folder when the test must close and
 * reopen it (`persistent`).
 */
export async function createScratchTarget(
  options: { persistent?: boolean } = {},
): Promise<ScratchTarget> {
  if (POSTGRES_URL) {
    const name = `ldn_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return {
      target: { kind: 'postgres', url: url.toString() },
      dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  if (!options.persistent) return { target: { kind: 'pglite' }, dispose: async () => undefined };
  const folder = await mkdtemp(path.join(tmpdir(), 'ldn-pglite-'));
  return {
    target: { kind: 'pglite', dataDir: path.join(folder, 'pglite') },
    dispose: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A migrated database for one test file; `dispose` closes it and deletes its data. */
export async function openTestDatabase(
  options: OpenDatabaseOptions = {},
): Promise<{ database: Database; dispose(): Promise<void> }> {
  const scratch = await createScratchTarget();
  const database = await openDatabase(scratch.target, options);
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.dispose();
    },
  };
}

/** Rows of a raw SQL query, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
