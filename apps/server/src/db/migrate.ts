import type { Migration } from './migration-files';

/**
 * The two things the migration runner needs from a driver, on ONE session (connection): the
 * advisory lock and the transactions are per session.
 */
export interface SqlSession {
  /** Runs one or more statements with the simple protocol (a whole migration file). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * Key of the session-level advisory lock held while migrating, so that two instances starting at
 * once on one PostgreSQL server never both migrate: the second waits, then finds nothing to do.
 * Any fixed bigint works, as long as it never changes between releases.
 */
export const MIGRATION_LOCK_KEY = 7_342_001_017;

/** A migration that failed, or one whose file changed after it was applied. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

const CREATE_LEDGER = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * Applies, in version order, the migrations not yet recorded in `schema_migrations`, each in its
 * own transaction together with its ledger row: a failing file leaves nothing half-applied.
 * A recorded migration whose file changed is refused (add a new migration instead of editing one).
 * Versions recorded but unknown to this code (a newer release ran) are left alone, so an older
 * instance can still restart during a rolling deploy.
 *
 * @returns the files applied by this call (empty when the schema was up to date).
 */
export async function migrate(
  session: SqlSession,
  migrations: readonly Migration[],
): Promise<Migration[]> {
  await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  let failed = false;
  try {
    await session.exec(CREATE_LEDGER);
    const rows = await session.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const recorded = new Map(rows.map((row) => [Number(row.version), row.checksum]));
    const applied: Migration[] = [];
    for (const migration of migrations) {
      const checksum = recorded.get(migration.version);
      if (checksum === undefined) {
        await applyOne(session, migration);
        applied.push(migration);
      } else if (checksum !== migration.checksum) {
        if (!migration.earlierChecksums.includes(checksum)) {
          throw new MigrationError(
            `Migration ${migration.file} was edited after it was applied; revert the edit and add a new migration`,
          );
        }
        // Recorded by an earlier release with an earlier checksum of the same statements.
        await session.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
          migration.checksum,
          migration.version,
        ]);
      }
    }
    return applied;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure the session may be broken; its end releases the lock anyway, and the
    // migration's own error is the one worth reporting.
    await session
      .exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`)
      .catch((unlockError: unknown) => {
        if (!failed) throw unlockError;
      });
  }
}

async function applyOne(session: SqlSession, migration: Migration): Promise<void> {
  await session.exec('BEGIN');
  try {
    await session.exec(migration.sql);
    await session.query(
      'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
      [migration.version, migration.name, migration.checksum],
    );
    await session.exec('COMMIT');
  } catch (error) {
    // A broken connection cannot roll back, but the server drops its open transaction anyway.
    await session.exec('ROLLBACK').catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.file} failed and was rolled back: ${reason}`, {
      cause: error,
    });
  }
}
