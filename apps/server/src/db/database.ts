import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Schema } from './schema';

/**
 * The drizzle instance every query is written against, typed with the generic PostgreSQL result
 * kind so that code above the db layer never depends on the driver's own types.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A drizzle transaction: the same query API as {@link Db}, committed or rolled back as one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A connection listening to a channel of PostgreSQL notifications. */
export interface NotificationListener {
  /** Ends the connection; `onLost` is not called. */
  close(): Promise<void>;
}

/** The application's database. Open one with `openDatabase`. */
export interface Database {
  /** drizzle over node-postgres; use {@link Database.transaction} for any multi-row change. */
  readonly db: Db;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Resolves when the database answers `select 1`; rejects otherwise (health checks). */
  ping(): Promise<void>;
  /**
   * Opens a connection of its own that `LISTEN`s on `channel` (outside the pool: a pooled
   * connection would be handed to other work). `onNotification` gets each payload; `onLost` is
   * called once if the connection fails or ends other than by `close`, after which it is closed
   * and the caller listens again when it wants.
   */
  listen(
    channel: string,
    onNotification: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<NotificationListener>;
  /** Closes the connections (and stops the embedded server); the object is unusable afterwards. */
  close(): Promise<void>;
}

/** Where the data lives. */
export type DatabaseTarget =
  /** The product's own PostgreSQL, started from npm under the data folder (`LDN_DATA_DIR`). */
  | { readonly kind: 'embedded'; readonly dataDir: string }
  /** A PostgreSQL server at `DATABASE_URL`. */
  | { readonly kind: 'postgres'; readonly url: string };
