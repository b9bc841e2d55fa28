import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';

/**
 * The engine's statements as named (server-side prepared) statements where the driver allows it:
 * node-postgres parses a named statement once per connection and PostgreSQL may then reuse its
 * plan, which spares the parse and most of the planning of the search statement (its text depends
 * on the request's shape, never on the typed words, which are parameters). Only drizzle's public
 * session API is used.
 */

/**
 * Distinct statement texts given a name. A shape beyond this (an unusual combination of filters)
 * runs unnamed: names are per connection and never freed, so their number must stay bounded.
 */
export const MAX_NAMED_STATEMENTS = 200;

const dialect = new PgDialect();
const names = new Map<string, string>();

/** The name of a statement text, or undefined once {@link MAX_NAMED_STATEMENTS} are taken. */
function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `ldn_discovery_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** Runs `statement` (named when possible) and gives its rows. */
export async function rowsOfStatement<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery<{
    execute: { rows: Row[] };
    all: unknown;
    values: unknown;
  }>(query, undefined, nameOf(query.sql), false);
  const result = await prepared.execute();
  return result.rows;
}
