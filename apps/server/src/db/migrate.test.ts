import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchTarget, rowsOf, type ScratchTarget } from '../test-support/test-database';
import type { Database } from './database';
import { MigrationError } from './migrate';
import { loadMigrations, MIGRATIONS_DIR } from './migration-files';
import { openDatabase } from './open-database';
import { appMeta } from './schema';

interface LedgerRow {
  version: number;
  name: string;
  applied_at: Date | string;
}

const ledger = (database: Database) =>
  rowsOf<LedgerRow>(
    database,
    sql`SELECT version, name, applied_at FROM schema_migrations ORDER BY version`,
  );

/** The migration runner, on a scratch database that survives close and reopen. */
describe('migrations', () => {
  let scratch: ScratchTarget;
  let folder = '';
  let bundledCount = 0;

  const reopen = async <T>(use: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase(scratch.target, { migrationsDir: folder });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    scratch = await createScratchTarget();
    folder = await mkdtemp(path.join(tmpdir(), 'ldn-migrations-'));
    const bundled = await loadMigrations();
    bundledCount = bundled.length;
    for (const migration of bundled) {
      await copyFile(
        path.join(fileURLToPath(MIGRATIONS_DIR), migration.file),
        path.join(folder, migration.file),
      );
    }
  });
  afterAll(async () => {
    await scratch.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('applies every migration on a new database, with the extensions and app_meta', async () => {
    await reopen(async (database) => {
      expect((await ledger(database)).map((row) => row.version)).toHaveLength(bundledCount);
      const extensions = await rowsOf<{ extname: string }>(
        database,
        sql`SELECT extname FROM pg_extension`,
      );
      expect(extensions.map((row) => row.extname)).toEqual(
        expect.arrayContaining([
          'pg_trgm',
          'unaccent',
          'fuzzystrmatch',
          'cube',
          'earthdistance',
          'citext',
          'pgcrypto',
        ]),
      );
      await database.db.insert(appMeta).values({ key: 'seed', value: '42' });
    });
  });

  it('applies nothing again on restart, and keeps the data', async () => {
    const before = await reopen(ledger);
    const after = await reopen(async (database) => {
      expect(await database.db.select().from(appMeta)).toEqual([
        expect.objectContaining({ key: 'seed', value: '42' }),
      ]);
      return ledger(database);
    });
    expect(after).toEqual(before);
  });

  it('applies only a migration added since the last start', async () => {
    await writeFile(
      path.join(folder, '0900_later.sql'),
      'CREATE TABLE later (id integer PRIMARY KEY);',
    );
    const rows = await reopen(ledger);
    expect(rows).toHaveLength(bundledCount + 1);
    expect(rows.at(-1)).toMatchObject({ version: 900, name: 'later' });
  });

  it('rolls a failing migration back whole and reports its file', async () => {
    await writeFile(
      path.join(folder, '0901_broken.sql'),
      'CREATE TABLE half_done (id integer);\nSELECT * FROM no_such_table;',
    );
    await expect(openDatabase(scratch.target, { migrationsDir: folder })).rejects.toThrow(
      /Migration 0901_broken\.sql failed and was rolled back: .*no_such_table/,
    );
    await rm(path.join(folder, '0901_broken.sql'));
    await reopen(async (database) => {
      expect(await ledger(database)).toHaveLength(bundledCount + 1);
      const tables = await rowsOf(
        database,
        sql`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`,
      );
      expect(tables).toEqual([]);
    });
  });

  it('starts on a database whose ledger holds the checksums of an earlier release, and records the current ones', async () => {
    const bundled = await loadMigrations(folder);
    const first = bundled[0];
    if (!first) throw new Error('no migration');
    // As releases before comment-blind checksums recorded it: the whole text's.
    const wholeText = first.earlierChecksums[0] ?? '';
    expect(wholeText).not.toBe(first.checksum);
    await reopen((database) =>
      database.db.execute(
        sql`UPDATE schema_migrations SET checksum = ${wholeText} WHERE version = ${first.version}`,
      ),
    );
    const recorded = await reopen((database) =>
      rowsOf<{ checksum: string }>(
        database,
        sql`SELECT checksum FROM schema_migrations WHERE version = ${first.version}`,
      ),
    );
    expect(recorded).toEqual([{ checksum: first.checksum }]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    await writeFile(
      path.join(folder, '0900_later.sql'),
      'CREATE TABLE later (id bigint PRIMARY KEY);',
    );
    const opening = openDatabase(scratch.target, { migrationsDir: folder });
    await expect(opening).rejects.toThrow(MigrationError);
    await expect(opening).rejects.toThrow('0900_later.sql was edited after it was applied');
  });
});

describe('two instances starting together on one PostgreSQL', () => {
  it('migrate once: the advisory lock makes the second wait, then find nothing to do', async () => {
    const scratch = await createScratchTarget();
    try {
      const [first, second] = await Promise.all([
        openDatabase(scratch.target),
        openDatabase(scratch.target),
      ]);
      const rows = await ledger(first);
      expect(rows).toHaveLength((await loadMigrations()).length);
      await Promise.all([first.close(), second.close()]);
    } finally {
      await scratch.dispose();
    }
  });
});
