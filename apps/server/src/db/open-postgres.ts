import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, NotificationListener } from './database';
import { migrate } from './migrate';
import type { Migration } from './migration-files';
import { schema } from './schema';

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /**
   * Called when an idle pooled connection fails (server restart, network cut). node-postgres
   * emits these on the pool, and an unhandled `error` event would crash the process; the pool
   * replaces the connection by itself, so reporting is all there is to do.
   */
  readonly onIdleError: (error: Error) => void;
}

/**
 * Connects to a PostgreSQL server through a node-postgres pool and brings its schema up to date.
 * Migrations run on a dedicated connection that is closed afterwards, so the migration lock can
 * never stay held by a pooled connection.
 */
export async function openPostgres(
  url: string,
  migrations: readonly Migration[],
  options: PostgresOptions,
): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrate(
      {
        exec: async (sql) => {
          await migrator.query(sql);
        },
        query: async <Row>(sql: string, params: readonly unknown[] = []) =>
          (await migrator.query(sql, [...params])).rows as Row[],
      },
      migrations,
    );
  } finally {
    await migrator.end();
  }

  const pool = new pg.Pool({ connectionString: url });
  // Once closing, a connection the server ends is expected (a stopping embedded server ends any
  // session still winding down): not worth a report.
  let closing = false;
  const onIdleError = (error: Error): void => {
    if (!closing) options.onIdleError(error);
  };
  pool.on('error', onIdleError);
  // A connection the server ends (restart, admin command) while it is checked out but between two
  // queries (inside a transaction) emits `error` on the client, where the pool no longer listens:
  // unhandled, it would crash the process. Reported here; the failed transaction rolls back, its
  // request answers 503 or 500, and the pool drops the broken connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', onIdleError);
  });
  // The health check has a connection of its own: behind a busy pool's queue (a burst of
  // searches) it would time out and a load balancer would take a working instance out.
  const healthPool = new pg.Pool({ connectionString: url, max: 1 });
  healthPool.on('error', onIdleError);
  healthPool.on('connect', (client) => {
    client.on('error', onIdleError);
  });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    transaction: (work) => db.transaction(work),
    ping: async () => {
      await healthPool.query('SELECT 1');
    },
    listen: (channel, onNotification, onLost) =>
      listenOn(url, channel, onNotification, onLost),
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
}

/**
 * A dedicated client for `LISTEN` (see `Database.listen`). TCP keep-alive makes a silently dead
 * connection fail within a minute or so instead of never, so the caller learns it must listen
 * again.
 */
async function listenOn(
  url: string,
  channel: string,
  onNotification: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<NotificationListener> {
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let done = false;
  const lost = (error: Error): void => {
    if (done) return;
    done = true;
    client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('notification', (message) => {
    if (!done && message.channel === channel) onNotification(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    done = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    close: async () => {
      if (done) return;
      done = true;
      await client.end();
    },
  };
}
