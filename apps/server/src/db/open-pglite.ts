import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import type { Migration } from './migration-files';
import { pgliteExtensions } from './pglite-extensions';
import { schema } from './schema';

/**
 * Opens embedded PGlite (PostgreSQL compiled to WebAssembly, in this process) and brings its
 * schema up to date. `dataDir` persists the data there; without it the database lives in memory
 * and vanishes on close (tests).
 */
export async function openPglite(
  dataDir: string | undefined,
  migrations: readonly Migration[],
): Promise<Database> {
  let unlock = async (): Promise<void> => undefined;
  if (dataDir) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    unlock = await lockDataDir(`${dataDir}.lock`);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions });
  } catch (error) {
    await unlock();
    throw error;
  }
  const close = async (): Promise<void> => {
    if (!client.closed) await client.close();
    await unlock();
  };
  try {
    await migrate(
      {
        exec: async (sql) => {
          await client.exec(sql);
        },
        query: async <Row>(sql: string, params: readonly unknown[] = []) =>
          (await client.query<Row>(sql, [...params])).rows,
      },
      migrations,
    );
  } catch (error) {
    await close();
    throw error;
  }

  const db = drizzle({ client, schema });
  return {
    driver: 'pglite',
    db,
    transaction: (work) => db.transaction(work),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close,
  };
}
