import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import * as schemaModule from './schema';
import {
  compareSchemas,
  describeDrizzleTable,
  introspectDatabase,
  postgresTypeOf,
  type SchemaAllowances,
  type TableShape,
  tablesOf,
} from '../test-support/schema-introspection';

/**
 * The SQL migrations create the schema and schema.ts mirrors it for the queries. Anything the
 * migrated database has that schema.ts does not declare must be named here, with the reason.
 */
const ALLOWANCES: SchemaAllowances = {
  sqlOnlyTables: {
    // The migration runner's own ledger (src/db/migrate.ts creates it); no query reads it.
    schema_migrations: 'the migration ledger',
  },
  // Every index is declared in schema.ts today; an index drizzle cannot state would be named here.
  sqlOnlyIndexes: {},
  // Replaced by pg-boss: its table and mirror are being removed in a change of their own.
  ignoredTables: ['jobs'],
};

let database: Database;
let dispose: () => Promise<void>;
let migrated: TableShape[];

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  migrated = await introspectDatabase(database);
});

afterAll(async () => {
  await dispose();
});

describe('schema.ts mirrors the migrated database', () => {
  it('has every table, column, type, nullability, default, key and index the migrations create', () => {
    const differences = compareSchemas(
      migrated,
      tablesOf(schemaModule).map(describeDrizzleTable),
      ALLOWANCES,
    );
    expect(differences, `schema.ts and the migrations differ:\n${differences.join('\n')}`).toEqual(
      [],
    );
  });
});

describe('the comparison reports what differs', () => {
  it('reads types, defaults, identities, keys and indexes as PostgreSQL states them', () => {
    const table = (name: string) => migrated.find((candidate) => candidate.name === name);
    const column = (tableName: string, name: string) =>
      table(tableName)?.columns.find((candidate) => candidate.name === name);
    expect(column('customers', 'uid')).toMatchObject({ type: 'citext', notNull: true });
    expect(column('customers', 'roles')).toMatchObject({ type: 'text[]', default: "'{}'" });
    expect(column('customers', 'pk')).toMatchObject({ type: 'bigint', identity: 'always' });
    expect(column('payments', 'provider')).toMatchObject({ default: "'sandbox'" });
    expect(column('sessions', 'id')).toMatchObject({ type: 'uuid', default: 'gen_random_uuid()' });
    expect(column('lists', 'published_at')).toMatchObject({
      type: 'timestamp with time zone',
      notNull: false,
      default: null,
    });
    expect(table('list_items')?.primaryKey).toEqual(['list_id', 'code_ax']);
    expect(table('discovery_models')?.indexes).toContainEqual({
      name: 'discovery_models_search_idx',
      keys: ['search_document'],
      unique: false,
      method: 'gin',
      predicate: null,
      storage: ['fastupdate=off'],
    });
    expect(table('lists')?.indexes).toContainEqual(
      expect.objectContaining({ name: 'lists_one_default_per_owner', predicate: 'is_default' }),
    );
  });

  // A deliberately wrong mirror of `discovery_lexicon` (word text PRIMARY KEY, stem text,
  // occurrences integer NOT NULL DEFAULT 0, a GIN trigram index on word, a btree one on stem).
  const wrongLexicon = pgTable(
    'discovery_lexicon',
    {
      word: text('word').primaryKey(),
      stem: integer('stem').notNull(),
      occurrences: integer('occurrences').notNull().default(1),
      extra: boolean('extra'),
    },
    (table) => [
      index('discovery_lexicon_word_trgm_idx').on(table.word),
      index('discovery_lexicon_stem_idx').on(table.stem.desc().nullsFirst()),
      index('discovery_lexicon_missing_idx').on(table.occurrences),
    ],
  );

  it('names the table, the column and both sides for types, nullability, defaults, indexes', () => {
    const differences = compareSchemas(
      migrated.filter((table) => table.name === 'discovery_lexicon'),
      [describeDrizzleTable(wrongLexicon)],
      { sqlOnlyTables: {}, sqlOnlyIndexes: {} },
    );
    expect(differences).toEqual([
      'discovery_lexicon.stem: sql type text vs schema integer',
      'discovery_lexicon.stem: sql nullable vs schema not null',
      'discovery_lexicon.occurrences: sql default 0 vs schema 1',
      'discovery_lexicon.extra: column declared in schema.ts, missing in sql',
      'discovery_lexicon: index discovery_lexicon_word_trgm_idx: sql keys (word gin_trgm_ops) vs schema (word)',
      'discovery_lexicon: index discovery_lexicon_word_trgm_idx: sql method gin vs schema btree',
      'discovery_lexicon: index discovery_lexicon_stem_idx: sql keys (stem) vs schema (stem desc)',
      'discovery_lexicon: index discovery_lexicon_missing_idx declared in schema.ts, missing in sql',
    ]);
  });

  it('reports a table, a column and an index that exist only in sql, and stale allowances', async () => {
    await database.db.execute(sql`CREATE TABLE scratch_only (id integer PRIMARY KEY)`);
    await database.db.execute(
      sql`CREATE TABLE scratch_mirrored (id integer PRIMARY KEY, note text, seen_at timestamptz)`,
    );
    await database.db.execute(sql`CREATE UNIQUE INDEX scratch_note_idx ON scratch_mirrored (note)`);
    const mirror = pgTable('scratch_mirrored', {
      id: integer('id').primaryKey(),
      seenAt: timestamp('seen_at', { withTimezone: false }),
    });
    try {
      const differences = compareSchemas(
        (await introspectDatabase(database)).filter((t) => t.name.startsWith('scratch_')),
        [describeDrizzleTable(mirror)],
        {
          sqlOnlyTables: { gone_table: 'stale' },
          sqlOnlyIndexes: { gone_idx: 'stale' },
        },
      );
      expect(differences).toEqual([
        'scratch_mirrored.seen_at: sql type timestamp with time zone vs schema timestamp without time zone',
        'scratch_mirrored.note: column only in sql, missing in schema.ts',
        'scratch_mirrored: unique index scratch_note_idx (note) only in sql (declare it in schema.ts or allow-list it)',
        'scratch_only: table only in sql (mirror it in schema.ts or allow-list it)',
        'gone_table: allow-listed table not in sql',
        'index gone_idx: allow-listed index not in sql',
      ]);
    } finally {
      await database.db.execute(sql`DROP TABLE scratch_only, scratch_mirrored`);
    }
  });

  it("spells drizzle's SQL types as PostgreSQL's format_type does", () => {
    expect(postgresTypeOf('timestamp (3) with time zone')).toBe('timestamp(3) with time zone');
    expect(postgresTypeOf('timestamp')).toBe('timestamp without time zone');
    expect(postgresTypeOf('varchar(20)')).toBe('character varying(20)');
    expect(postgresTypeOf('numeric(10, 2)')).toBe('numeric(10,2)');
    expect(postgresTypeOf('integer[3]')).toBe('integer[]');
    expect(postgresTypeOf('bigserial')).toBe('bigint');
    expect(postgresTypeOf('text')).toBe('text');
  });
});
