import type { ServerConfig } from '../config';
import type { Database, DatabaseTarget } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { loadMigrations, MIGRATIONS_DIR } from './migration-files';
import { openPostgres } from './open-postgres';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Folder of the `NNNN_name.sql` files; the bundled ones by default. Tests point elsewhere. */
  readonly migrationsDir?: URL | string;
  /** Reports failures of idle PostgreSQL connections (see `PostgresOptions.onIdleError`). */
  readonly onIdleError?: (error: Error) => void;
}

/** The database the configuration asks for: the server at `DATABASE_URL`, else the embedded one. */
export function databaseTarget(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir };
}

/**
 * Opens the database (starting the embedded PostgreSQL first when that is the target) and applies
 * pending migrations before resolving, so a server never serves requests on an out-of-date schema.
 * The caller owns the result and closes it; closing stops the embedded server.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  const migrations = await loadMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  const onIdleError =
    options.onIdleError ??
    ((error: Error) => console.error('PostgreSQL idle connection error:', error));
  if (target.kind === 'postgres') return openPostgres(target.url, migrations, { onIdleError });

  const embedded = await startEmbeddedPostgres({ folder: target.dataDir });
  let database: Database;
  try {
    database = await openPostgres(embedded.url, migrations, { onIdleError });
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await embedded.stop();
      }
    },
  };
}
