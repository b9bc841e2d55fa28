import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, DatabaseTarget } from '../db/database';
import { openDatabase, type OpenDatabaseOptions } from '../db/open-database';

/** A fresh, empty database for one test file, and the way to throw it away. */
export interface ScratchTarget {
  readonly target: Extract<DatabaseTarget, { kind: 'postgres' }>;
  dispose(): Promise<void>;
}

/**
 * A new database on the run's PostgreSQL cluster (started by `postgres-global-setup.ts`), so that
 * test files running in parallel never see each other's rows.
 */
export async function createScratchTarget(): Promise<ScratchTarget> {
  const name = `ldn_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    dispose: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A migrated database for one test file; `dispose` closes it and deletes its data. */
export async function openTestDatabase(
  options: OpenDatabaseOptions = {},
): Promise<{ database: Database; url: string; dispose(): Promise<void> }> {
  const scratch = await createScratchTarget();
  const database = await openDatabase(scratch.target, options);
  return {
    database,
    url: scratch.target.url,
    dispose: async () => {
      await database.close();
      await scratch.dispose();
    },
  };
}

/** Rows of a raw SQL query. */
export async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
