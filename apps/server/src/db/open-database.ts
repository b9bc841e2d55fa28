import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Database, DatabaseTarget } from './database';
import { loadMigrations, MIGRATIONS_DIR } from './migration-files';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Folder of the `NNNN_name.sql` files; the bundled ones by default. Tests point elsewhere. */
  readonly migrationsDir?: URL | string;
  /** Reports failures of idle PostgreSQL connections (see `PostgresOptions.onIdleError`). */
  readonly onIdleError?: (error: Error) => void;
}

/** The database the configuration asks for: the server at `DATABASE_URL`, else PGlite on disk. */
export function databaseTarget(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/**
 * Opens the database and applies pending migrations before resolving, so a server never serves
 * requests on an out-of-date schema. The caller owns the result and closes it.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const migrations = await loadMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  if (target.kind === 'pglite') return openPglite(target.dataDir, migrations);
  return openPostgres(target.url, migrations, {
    onIdleError:
      options.onIdleError ?? ((error) => console.error('PostgreSQL idle connection error:', error)),
  });
}
