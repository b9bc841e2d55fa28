import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Schema } from './schema';

/**
 * The drizzle instance every query is written against. It is typed with the generic PostgreSQL
 * result kind, not the PGlite or node-postgres one, so code above the db layer cannot depend on
 * which driver runs underneath.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A drizzle transaction: the same query API as {@link Db}, committed or rolled back as one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Which driver a {@link Database} runs on; for logs and `/health`, never for branching queries. */
export type DriverName = 'pglite' | 'postgres';

/** The application's database, whichever engine serves it. Open one with `openDatabase`. */
export interface Database {
  readonly driver: DriverName;
  /** drizzle over the driver; use {@link Database.transaction} for any multi-row change. */
  readonly db: Db;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the
   * error is rethrown). On PGlite, other queries wait until it ends (one connection).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Resolves when the database answers `select 1`; rejects otherwise (health checks). */
  ping(): Promise<void>;
  /** Closes the connections (and the embedded engine); the object is unusable afterwards. */
  close(): Promise<void>;
}

/** Where the data lives. */
export type DatabaseTarget =
  /** Embedded PGlite; `dataDir` unset means in memory (tests). */
  | { readonly kind: 'pglite'; readonly dataDir?: string | undefined }
  /** A PostgreSQL server reached with node-postgres. */
  | { readonly kind: 'postgres'; readonly url: string };
