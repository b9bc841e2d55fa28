import { is, SQL, sql } from 'drizzle-orm';
import {
  getTableConfig,
  type IndexedColumn,
  PgDialect,
  PgTable,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

/**
 * The hand-written SQL migrations create the schema; `schema.ts` mirrors it for the queries' types.
 * This module puts both into one comparable shape (what PostgreSQL reports after migrating, and
 * what drizzle's table configs declare) and lists every difference, so a test can fail on drift.
 *
 * Compared: tables, columns, types (PostgreSQL's `format_type` names), nullability, defaults,
 * identity and generated columns, primary keys, unique constraints and indexes (columns or
 * expressions, order, operator class, uniqueness, method, predicate, storage parameters).
 * Not compared: CHECK constraints, foreign keys, identity sequence options, triggers and functions
 * (schema.ts does not mirror them; queries never read them from drizzle).
 */

export interface ColumnShape {
  readonly name: string;
  /** As PostgreSQL's `format_type` writes it: `text`, `timestamp with time zone`, `integer[]`. */
  readonly type: string;
  readonly notNull: boolean;
  /** The default expression, normalised by {@link normaliseDefault}; null when none. */
  readonly default: string | null;
  readonly identity: 'always' | 'by default' | null;
  /** A stored generated column (`GENERATED ALWAYS AS (...) STORED`). */
  readonly generated: boolean;
}

export interface IndexShape {
  readonly name: string;
  /** One entry per key: a column name or an expression, then opclass, `desc`, `nulls first|last`. */
  readonly keys: readonly string[];
  readonly unique: boolean;
  readonly method: string;
  /** The partial index's predicate, normalised by {@link normaliseExpression}; null when none. */
  readonly predicate: string | null;
  /** Storage parameters as `name=value`, sorted. */
  readonly storage: readonly string[];
}

export interface TableShape {
  readonly name: string;
  readonly columns: readonly ColumnShape[];
  /** Columns of the primary key, in key order; empty when none. */
  readonly primaryKey: readonly string[];
  /**
   * Unique constraints, as column lists. From drizzle: `.unique()` and `unique().on(...)`. From the
   * database: empty, as they are among {@link indexes} (a unique constraint is a unique index).
   */
  readonly uniques: readonly (readonly string[])[];
  /** From the database: every index but the primary key's. From drizzle: `index()`, `uniqueIndex()`. */
  readonly indexes: readonly IndexShape[];
}

/** What the comparison tolerates, each entry with the reason it is not in schema.ts. */
export interface SchemaAllowances {
  /** Tables that exist only in SQL, by name. */
  readonly sqlOnlyTables: Readonly<Record<string, string>>;
  /** Indexes that exist only in SQL, by index name. */
  readonly sqlOnlyIndexes: Readonly<Record<string, string>>;
  /** Tables left out on both sides (being changed elsewhere). */
  readonly ignoredTables?: readonly string[];
}

// --- the migrated database ---

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  default_expression: string | null;
  identity: string;
  generated: string;
}

interface IndexRow {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  is_primary: boolean;
  method: string;
  predicate: string | null;
  keys: string[];
  storage: string[] | null;
}

/** The tables of `schemaName` (default `public`) as PostgreSQL's catalogue describes them. */
export async function introspectDatabase(
  database: Database,
  schemaName = 'public',
): Promise<TableShape[]> {
  const tables = await rows<{ table_name: string }>(
    database,
    sql`SELECT c.relname AS table_name
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ${schemaName} AND c.relkind IN ('r', 'p')
        ORDER BY c.relname`,
  );
  // pg_attribute rather than information_schema.columns: format_type gives `integer[]` where the
  // latter says `ARRAY`, and attgenerated/attidentity come with it.
  const columns = await rows<ColumnRow>(
    database,
    sql`SELECT c.relname AS table_name, a.attname AS column_name,
          format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
          pg_get_expr(d.adbin, d.adrelid) AS default_expression,
          a.attidentity::text AS identity, a.attgenerated::text AS generated
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE n.nspname = ${schemaName} AND c.relkind IN ('r', 'p')
          AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`,
  );
  // pg_get_indexdef(index, k, true) writes key k alone (a column or an expression), without its
  // operator class or order: those come from indclass and indoption.
  const indexes = await rows<IndexRow>(
    database,
    sql`SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
          x.indisprimary AS is_primary, am.amname AS method,
          pg_get_expr(x.indpred, x.indrelid, true) AS predicate, i.reloptions AS storage,
          ARRAY(
            SELECT pg_get_indexdef(x.indexrelid, k, true)
              || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname END
              || CASE WHEN x.indoption[k - 1] & 1 = 1 THEN ' desc' ELSE '' END
              || CASE
                   WHEN x.indoption[k - 1] & 3 = 2 THEN ' nulls first'
                   WHEN x.indoption[k - 1] & 3 = 1 THEN ' nulls last'
                   ELSE ''
                 END
            FROM generate_series(1, x.indnkeyatts) AS k
            JOIN pg_opclass oc ON oc.oid = x.indclass[k - 1]
            ORDER BY k
          ) AS keys
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_am am ON am.oid = i.relam
        WHERE n.nspname = ${schemaName} AND t.relkind IN ('r', 'p')
        ORDER BY t.relname, i.relname`,
  );

  return tables.map(({ table_name: table }) => {
    const own = indexes.filter((index) => index.table_name === table);
    const primary = own.find((index) => index.is_primary);
    return {
      name: table,
      columns: columns
        .filter((column) => column.table_name === table)
        .map((column) => ({
          name: column.column_name,
          type: column.type,
          notNull: column.not_null,
          // A generated column's expression is in pg_attrdef too; it is not a default.
          default:
            column.generated === '' && column.default_expression !== null
              ? normaliseDefault(column.default_expression)
              : null,
          identity:
            column.identity === 'a' ? 'always' : column.identity === 'd' ? 'by default' : null,
          generated: column.generated !== '',
        })),
      primaryKey: primary ? primary.keys.map(normaliseExpression) : [],
      uniques: [],
      indexes: own
        .filter((index) => !index.is_primary)
        .map((index) => ({
          name: index.index_name,
          keys: index.keys.map(normaliseExpression),
          unique: index.is_unique,
          method: index.method,
          predicate: index.predicate === null ? null : normaliseExpression(index.predicate),
          storage: [...(index.storage ?? [])].sort(),
        })),
    };
  });
}

async function rows<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

// --- drizzle's declarations ---

const dialect = new PgDialect();

/** Every drizzle table among a module's exports (e.g. `import * as schema from './schema'`). */
export function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((value): value is PgTable => is(value, PgTable));
}

/** What drizzle declares for `table`, in the shape {@link introspectDatabase} gives. */
export function describeDrizzleTable(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const declaredKey = config.primaryKeys[0]?.columns.map((column) => column.name);
  return {
    name: config.name,
    columns: config.columns.map((column) => ({
      name: column.name,
      type: postgresTypeOf(column.getSQLType()),
      // drizzle leaves a primary key column's notNull unset; PostgreSQL makes it NOT NULL.
      notNull:
        column.notNull ||
        column.primary ||
        (declaredKey?.includes(column.name) ?? false) ||
        column.generatedIdentity !== undefined,
      default: drizzleDefault(column),
      identity:
        column.generatedIdentity === undefined
          ? null
          : column.generatedIdentity.type === 'byDefault'
            ? 'by default'
            : 'always',
      generated: column.generated !== undefined,
    })),
    primaryKey: declaredKey ?? config.columns.filter((c) => c.primary).map((c) => c.name),
    uniques: [
      ...config.columns.filter((column) => column.isUnique).map((column) => [column.name]),
      ...config.uniqueConstraints.map((constraint) => constraint.columns.map((c) => c.name)),
    ],
    indexes: config.indexes.map(({ config: index }) => ({
      name: index.name ?? '(unnamed)',
      keys: index.columns.map((key) => indexKeyOf(key)),
      unique: index.unique,
      method: index.method ?? 'btree',
      predicate: index.where ? normaliseExpression(render(index.where)) : null,
      storage: Object.entries(index.with ?? {})
        .map(([name, value]) => `${name}=${String(value)}`)
        .sort(),
    })),
  };
}

function indexKeyOf(key: Partial<IndexedColumn | SQL>): string {
  if (is(key, SQL)) return normaliseExpression(render(key));
  const column = key as IndexedColumn;
  const { opClass, order, nulls } = column.indexConfig;
  // PostgreSQL's defaults: ascending with nulls last, descending with nulls first.
  const impliedNulls = order === 'desc' ? 'first' : 'last';
  return normaliseExpression(
    [
      column.name ?? '',
      opClass ?? '',
      order === 'desc' ? 'desc' : '',
      nulls && nulls !== impliedNulls ? `nulls ${nulls}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** A fragment as drizzle writes it in DDL: bare quoted column names, parameters inlined. */
function render(fragment: SQL): string {
  return dialect.sqlToQuery(fragment.inlineParams(), 'indexes').sql;
}

/** The database default a drizzle column states, written as PostgreSQL would show it. */
function drizzleDefault(column: PgColumn): string | null {
  const value: unknown = column.default;
  if (value === undefined || value === null) return null;
  if (is(value, SQL)) return normaliseDefault(render(value));
  if (Array.isArray(value)) return normaliseDefault(quoteLiteral(arrayLiteral(value)));
  if (typeof value === 'string') return normaliseDefault(quoteLiteral(value));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return normaliseDefault(String(value));
  }
  if (value instanceof Date) return normaliseDefault(quoteLiteral(value.toISOString()));
  return normaliseDefault(quoteLiteral(JSON.stringify(value)));
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** PostgreSQL's array text form, quoting elements only where it would. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = String(value);
    return text === '' || /[\s,{}"\\]/.test(text) || text.toUpperCase() === 'NULL'
      ? `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
      : text;
  });
  return `{${elements.join(',')}}`;
}

/**
 * drizzle's `getSQLType()` in PostgreSQL's `format_type` spelling: `timestamp (3)` becomes
 * `timestamp(3) without time zone`, `varchar(20)` `character varying(20)`, `serial` `integer`.
 * Array sizes are dropped, as PostgreSQL does not keep them.
 */
export function postgresTypeOf(drizzleType: string): string {
  const array = /^(.*?)((?:\[\d*\])+)$/.exec(drizzleType.trim());
  if (array) {
    const dimensions = (array[2] ?? '').replaceAll(/\d+/g, '');
    return `${postgresTypeOf(array[1] ?? '')}${dimensions}`;
  }
  const type = drizzleType.trim().toLowerCase().replaceAll(/\s+/g, ' ');
  const precision = (text: string | undefined) => (text ? `(${text.replaceAll(' ', '')})` : '');
  const time = /^(timestamp|time)\s*(?:\((\d+)\))?(?: (with|without) time zone)?$/.exec(type);
  if (time) {
    return `${time[1]}${precision(time[2])} ${time[3] ?? 'without'} time zone`;
  }
  const sized = /^([a-z ]+?)\s*(?:\(([\d, ]+)\))?$/.exec(type);
  const base = sized?.[1] ?? type;
  const size = precision(sized?.[2]);
  const alias: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
    int: 'integer',
    int4: 'integer',
    int2: 'smallint',
    int8: 'bigint',
    float8: 'double precision',
    float4: 'real',
    decimal: 'numeric',
    bool: 'boolean',
    varchar: 'character varying',
    char: 'character',
  };
  return `${alias[base] ?? base}${size}`;
}

// --- normalisation ---

/**
 * An SQL expression in a comparable form: identifiers unquoted, keywords lower-cased (text inside
 * string literals kept as is), spaces collapsed, redundant outer parentheses removed.
 */
export function normaliseExpression(expression: string): string {
  const parts = expression.split(/('(?:[^']|'')*')/);
  let text = parts
    .map((part, index) =>
      index % 2 === 1 ? part : part.replaceAll('"', '').toLowerCase().replaceAll(/\s+/g, ' '),
    )
    .join('')
    .replaceAll(/\(\s+/g, '(')
    .replaceAll(/\s+\)/g, ')')
    .trim();
  while (text.startsWith('(') && text.endsWith(')') && enclosesAll(text)) {
    text = text.slice(1, -1).trim();
  }
  return text;
}

function enclosesAll(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return false;
  }
  return true;
}

/**
 * A default in a comparable form: PostgreSQL writes `''::text`, `'{}'::text[]` or `'-1'::integer`
 * where drizzle states `''`, `[]` or `-1`; the cast of a literal is dropped, and a quoted number
 * unquoted.
 */
export function normaliseDefault(expression: string): string {
  let text = normaliseExpression(expression);
  const cast = /^('(?:[^']|'')*')::[a-z ]+(?:\(\d+(?:,\d+)?\))?(?:\[\])*$/.exec(text);
  if (cast?.[1]) text = cast[1];
  const quotedNumber = /^'(-?\d+(?:\.\d+)?)'$/.exec(text);
  return quotedNumber?.[1] ?? text;
}

// --- comparison ---

/**
 * Every difference between the migrated database and drizzle's declarations, one line each, as
 * `table.column: sql type X vs schema Y`. Empty when schema.ts mirrors the database.
 */
export function compareSchemas(
  database: readonly TableShape[],
  declared: readonly TableShape[],
  allowances: SchemaAllowances,
): string[] {
  const ignored = new Set(allowances.ignoredTables ?? []);
  const inDatabase = new Map(database.filter((t) => !ignored.has(t.name)).map((t) => [t.name, t]));
  const inSchema = new Map(declared.filter((t) => !ignored.has(t.name)).map((t) => [t.name, t]));
  const differences: string[] = [];

  for (const [name, table] of inSchema) {
    const actual = inDatabase.get(name);
    if (!actual) differences.push(`${name}: table declared in schema.ts, missing in sql`);
    else differences.push(...compareTable(actual, table, allowances));
  }
  for (const name of inDatabase.keys()) {
    if (!inSchema.has(name) && !(name in allowances.sqlOnlyTables)) {
      differences.push(`${name}: table only in sql (mirror it in schema.ts or allow-list it)`);
    }
  }
  for (const name of Object.keys(allowances.sqlOnlyTables)) {
    if (inSchema.has(name)) differences.push(`${name}: allow-listed as sql-only, but in schema.ts`);
    else if (!inDatabase.has(name)) differences.push(`${name}: allow-listed table not in sql`);
  }
  const allIndexes = new Map(
    database.flatMap((table) => table.indexes.map((index) => [index.name, table.name] as const)),
  );
  const declaredIndexes = new Set(declared.flatMap((t) => t.indexes.map((index) => index.name)));
  for (const name of Object.keys(allowances.sqlOnlyIndexes)) {
    if (declaredIndexes.has(name)) {
      differences.push(`index ${name}: allow-listed as sql-only, but declared in schema.ts`);
    } else if (!allIndexes.has(name)) {
      differences.push(`index ${name}: allow-listed index not in sql`);
    }
  }
  return differences;
}

function compareTable(
  actual: TableShape,
  declared: TableShape,
  allowances: SchemaAllowances,
): string[] {
  const table = actual.name;
  const differences: string[] = [];
  const actualColumns = new Map(actual.columns.map((column) => [column.name, column]));
  const declaredColumns = new Map(declared.columns.map((column) => [column.name, column]));

  for (const [name, want] of declaredColumns) {
    const have = actualColumns.get(name);
    const at = `${table}.${name}`;
    if (!have) {
      differences.push(`${at}: column declared in schema.ts, missing in sql`);
      continue;
    }
    if (have.type !== want.type) {
      differences.push(`${at}: sql type ${have.type} vs schema ${want.type}`);
    }
    if (have.notNull !== want.notNull) {
      differences.push(`${at}: sql ${nullability(have)} vs schema ${nullability(want)}`);
    }
    if (have.default !== want.default) {
      differences.push(`${at}: sql default ${show(have.default)} vs schema ${show(want.default)}`);
    }
    if (have.identity !== want.identity) {
      differences.push(
        `${at}: sql identity ${have.identity ?? 'none'} vs schema ${want.identity ?? 'none'}`,
      );
    }
    if (have.generated !== want.generated) {
      differences.push(`${at}: sql generated ${have.generated} vs schema ${want.generated}`);
    }
  }
  for (const name of actualColumns.keys()) {
    if (!declaredColumns.has(name)) {
      differences.push(`${table}.${name}: column only in sql, missing in schema.ts`);
    }
  }

  if (!sameList(actual.primaryKey, declared.primaryKey)) {
    differences.push(
      `${table}: sql primary key ${showKeys(actual.primaryKey)} vs schema ${showKeys(declared.primaryKey)}`,
    );
  }

  const accounted = new Set<string>();
  for (const columns of declared.uniques) {
    const match = actual.indexes.find(
      (index) =>
        index.unique &&
        index.predicate === null &&
        index.method === 'btree' &&
        !accounted.has(index.name) &&
        sameList(index.keys, columns),
    );
    if (match) accounted.add(match.name);
    else differences.push(`${table}: unique ${showKeys(columns)} in schema.ts, missing in sql`);
  }
  for (const want of declared.indexes) {
    const have = actual.indexes.find((index) => index.name === want.name);
    const at = `${table}: index ${want.name}`;
    if (!have) {
      differences.push(`${at} declared in schema.ts, missing in sql`);
      continue;
    }
    accounted.add(have.name);
    if (!sameList(have.keys, want.keys)) {
      differences.push(`${at}: sql keys ${showKeys(have.keys)} vs schema ${showKeys(want.keys)}`);
    }
    if (have.unique !== want.unique) {
      differences.push(`${at}: sql ${uniqueness(have)} vs schema ${uniqueness(want)}`);
    }
    if (have.method !== want.method) {
      differences.push(`${at}: sql method ${have.method} vs schema ${want.method}`);
    }
    if (have.predicate !== want.predicate) {
      differences.push(
        `${at}: sql where ${show(have.predicate)} vs schema ${show(want.predicate)}`,
      );
    }
    if (!sameList(have.storage, want.storage)) {
      differences.push(
        `${at}: sql with ${showKeys(have.storage)} vs schema ${showKeys(want.storage)}`,
      );
    }
  }
  for (const index of actual.indexes) {
    if (!accounted.has(index.name) && !(index.name in allowances.sqlOnlyIndexes)) {
      const kind = index.unique ? 'unique index' : 'index';
      differences.push(
        `${table}: ${kind} ${index.name} ${showKeys(index.keys)} only in sql (declare it in schema.ts or allow-list it)`,
      );
    }
  }
  return differences;
}

function sameList(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

function nullability(column: ColumnShape): string {
  return column.notNull ? 'not null' : 'nullable';
}

function uniqueness(index: IndexShape): string {
  return index.unique ? 'unique' : 'not unique';
}

function show(value: string | null): string {
  return value ?? 'none';
}

function showKeys(keys: readonly string[]): string {
  return `(${keys.join(', ')})`;
}
