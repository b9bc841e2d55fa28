import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The SQL of the search engine, over the search rows of `discovery_models` (one per model,
 * migration 0004): one statement answers the total, the page, the facets and the scope and
 * universe counts of a query, from one set of matched models (a CTE computed once).
 *
 * - `base`: the models that match the text (French full text, accent-folded; purely numeric terms
 *   also match the start of a variant's references [S5.18]) and the filters, each with its
 *   relevance `rank`;
 * - `matched`: `base` within the applied scope or universe;
 * - facets count models (items), so a bucket's count is the total one gets by choosing it; scope and
 *   universe counts come from `base`, so the other scopes stay visible once one is chosen.
 */

/** The text part of a query. */
export interface TextMatch {
  /** `to_tsquery('ldn_french', ...)` text, or null (only stop words: nothing matches by text). */
  readonly tsquery: string | null;
  /** The same words joined by `|`: one of them as the first word of the name ranks first. */
  readonly head: string | null;
  /** Weights (`a`..`d`) the text may match in (`search_attributes`), or null for all. */
  readonly weights: readonly string[] | null;
  /** Digits that may also start `code_ax` or `code_as400` [S5.18]. */
  readonly numeric: string | null;
}

/** Where the query stays: a scope (`c:scope`) or a universe (`c:universe`). */
export type ScopeTarget =
  | { readonly kind: 'scope'; readonly id: string }
  | { readonly kind: 'universe'; readonly id: string };

/** What to match. */
export interface QueryPlan {
  /** Null: every product (navigation, landing page, suggestions). */
  readonly text: TextMatch | null;
  /** Conditions over the model rows `m` (filters, spotlight). */
  readonly filters: readonly SQL[];
  readonly scope: ScopeTarget | null;
}

/** A sort of the items, on the model rows' columns. */
export interface SortSpec {
  readonly column: 'rank' | 'price_cents' | 'popularity' | 'name';
  readonly order: 'asc' | 'desc';
}

/** A terms facet and its column. */
export interface TermsFacetSpec {
  readonly key: string;
  /** `colors` and `sizes` are arrays (every variant's), `brand` a value. */
  readonly column: 'colors' | 'sizes' | 'brand';
}

/** What to compute besides the total. */
export interface QueryParts {
  readonly page?: {
    readonly from: number;
    readonly size: number;
    readonly sort: readonly SortSpec[];
  };
  readonly termsFacets?: readonly TermsFacetSpec[];
  readonly facetSize?: number;
  readonly priceBands?: readonly (readonly [number, number, boolean])[];
  readonly scopes?: boolean;
  readonly universes?: boolean;
}

/** A scope or universe with the number of items it holds. */
export interface PageCount {
  readonly id: string;
  readonly count: number;
  readonly name?: string;
  readonly universe_label?: string;
  readonly image_path?: string | null;
}

export interface QueryResult {
  readonly total: number;
  readonly page: readonly string[];
  readonly termsFacets: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  readonly priceBands: readonly number[];
  readonly scopes: readonly PageCount[];
  readonly universes: readonly PageCount[];
}

const tsquery = (text: string): SQL => sql`to_tsquery('ldn_french', ${text})`;

/** The condition that the text matches, over the model rows `m`. */
function textCondition(text: TextMatch): SQL {
  const parts: SQL[] = [];
  if (text.tsquery !== null) {
    const query = tsquery(text.tsquery);
    parts.push(
      text.weights
        ? sql`(m.search_document @@ ${query} AND ts_filter(m.search_document, ${`{${text.weights.join(',')}}`}::"char"[]) @@ ${query})`
        : sql`m.search_document @@ ${query}`,
    );
  }
  if (text.numeric !== null) parts.push(modelCodeCondition(text.numeric));
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}

/** [S5.18] A product reference starting with the digits, over the products `p`. */
export function codeCondition(digits: string): SQL {
  const pattern = `${digits}%`;
  return sql`(p.code_ax LIKE ${pattern} OR p.code_as400 LIKE ${pattern})`;
}

/** [S5.18] A model one of whose variants has a reference starting with the digits. */
const modelCodeCondition = (digits: string): SQL =>
  sql`m.model_code IN (SELECT p.model_code FROM products p WHERE ${codeCondition(digits)})`;

/**
 * Relevance ('Pertinence'): a reference match first, then models whose name begins with a query
 * word (what the product is), then ts_rank over the document (weights D, C, B, A = 0.1, 0.2, 0.4,
 * 1: name above brand above description). Popularity breaks ties (see `sortSql`).
 */
function rankExpression(text: TextMatch | null): SQL {
  if (!text) return sql`0::real`;
  const head =
    text.head === null
      ? sql``
      : sql` + CASE WHEN m.search_head @@ ${tsquery(text.head)} THEN 1 ELSE 0 END`;
  const rank =
    text.tsquery === null
      ? sql`0::real`
      : sql`(ts_rank(m.search_document, ${tsquery(text.tsquery)})${head})`;
  return text.numeric === null
    ? rank
    : sql`CASE WHEN ${modelCodeCondition(text.numeric)} THEN 2::real ELSE ${rank} END`;
}

const scopeCondition = (scope: ScopeTarget, alias: string): SQL =>
  sql
    .raw(alias)
    .append(scope.kind === 'scope' ? sql`.scope = ${scope.id}` : sql`.category = ${scope.id}`);

/** The WHERE of `base`, over the model rows `m`. */
export function baseCondition(plan: QueryPlan): SQL {
  const conditions = [...(plan.text ? [textCondition(plan.text)] : []), ...plan.filters];
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

const sortSql = (sort: readonly SortSpec[]): SQL =>
  sql.raw(
    [
      ...sort.map((spec) => `${spec.column} ${spec.order === 'asc' ? 'ASC' : 'DESC'}`),
      // Ties: relevance, popularity, then the code, so paging is stable.
      'rank DESC',
      'popularity DESC',
      'leader_code ASC',
    ].join(', '),
  );

/** The matched models and the selected parts, as one statement. */
export function querySql(plan: QueryPlan, parts: QueryParts): SQL {
  const selects: SQL[] = [sql`(SELECT count(*)::int FROM matched) AS total`];
  if (parts.page) {
    const order = sortSql(parts.page.sort);
    selects.push(sql`(SELECT coalesce(json_agg(s.leader_code ORDER BY s.n), '[]'::json) FROM (
        SELECT leader_code, row_number() OVER (ORDER BY ${order}) AS n FROM matched
        ORDER BY ${order} LIMIT ${parts.page.size} OFFSET ${parts.page.from}) s) AS page`);
  }
  for (const facet of parts.termsFacets ?? []) {
    const values =
      facet.column === 'brand'
        ? sql`SELECT brand AS key, count(*)::int AS n FROM matched GROUP BY brand`
        : sql`SELECT t.key, count(*)::int AS n FROM matched, unnest(matched.${sql.raw(facet.column)}) AS t(key) GROUP BY t.key`;
    selects.push(sql`(SELECT coalesce(json_agg(json_build_array(f.key, f.n) ORDER BY f.n DESC, f.key), '[]'::json) FROM (
        ${values} ORDER BY n DESC, key LIMIT ${parts.facetSize ?? 20}) f) AS ${sql.identifier(`facet_${facet.column}`)}`);
  }
  if (parts.priceBands) {
    const counts = parts.priceBands.map(
      ([from, to, includesTo]) =>
        sql`(count(*) FILTER (WHERE EXISTS (SELECT 1 FROM unnest(prices) AS v(price) WHERE v.price >= ${from}::integer AND v.price ${sql.raw(includesTo ? '<=' : '<')} ${to}::integer)))::int`,
    );
    selects.push(
      sql`(SELECT json_build_array(${sql.join(counts, sql`, `)}) FROM matched) AS price_bands`,
    );
  }
  if (parts.scopes) {
    selects.push(sql`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'count', t.n, 'name', s.name,
        'universe_label', s.universe_label, 'image_path', s.image_path) ORDER BY t.n DESC, s.sort), '[]'::json)
      FROM (SELECT scope, count(*)::int AS n FROM base WHERE scope IS NOT NULL GROUP BY scope) t
      JOIN discovery_scopes s ON s.id = t.scope) AS scopes`);
  }
  if (parts.universes) {
    selects.push(sql`(SELECT coalesce(json_agg(json_build_object('id', t.category, 'count', t.n) ORDER BY t.n DESC, t.category), '[]'::json)
      FROM (SELECT category, count(*)::int AS n FROM base GROUP BY category) t) AS universes`);
  }
  const scope = plan.scope ? scopeCondition(plan.scope, 'b') : sql`true`;
  return sql`
    WITH base AS (
      SELECT m.model_code, m.leader_code, m.price_cents, m.prices, m.colors, m.sizes, m.brand,
        m.scope, m.category, m.popularity, m.name, ${rankExpression(plan.text)} AS rank
      FROM discovery_models m
      WHERE ${baseCondition(plan)}
    ),
    matched AS (SELECT * FROM base b WHERE ${scope})
    SELECT ${sql.join(selects, sql`, `)}`;
}

interface RawResult {
  total: number;
  page?: string[];
  price_bands?: number[];
  scopes?: PageCount[];
  universes?: PageCount[];
  [facet: `facet_${string}`]: [string, number][] | undefined;
}

/** Runs {@link querySql}: one round trip. */
export async function runQuery(db: Db, plan: QueryPlan, parts: QueryParts): Promise<QueryResult> {
  const result = (await db.execute(querySql(plan, parts))) as unknown as { rows: RawResult[] };
  const row = result.rows[0];
  if (!row) throw new Error('discovery: the query answered no row');
  const termsFacets: Record<string, [string, number][]> = {};
  for (const facet of parts.termsFacets ?? []) {
    termsFacets[facet.key] = row[`facet_${facet.column}`] ?? [];
  }
  return {
    total: Number(row.total),
    page: row.page ?? [],
    termsFacets,
    priceBands: row.price_bands ?? [],
    scopes: row.scopes ?? [],
    universes: row.universes ?? [],
  };
}

/** acp [S3.17]: the product names the query (its last word a prefix) matches, by item count. */
export async function acpSuggestions(
  db: Db,
  plan: QueryPlan,
  size: number,
): Promise<{ expression: string; count: number }[]> {
  if (size === 0) return [];
  const scope = plan.scope ? scopeCondition(plan.scope, 'm') : sql`true`;
  const result = (await db.execute(sql`
    SELECT lower(m.name) AS expression, count(*)::int AS count
    FROM discovery_models m WHERE ${baseCondition(plan)} AND ${scope}
    GROUP BY lower(m.name) ORDER BY count DESC, expression LIMIT ${size}
  `)) as unknown as { rows: { expression: string; count: number }[] };
  return result.rows.map((row) => ({ expression: row.expression, count: Number(row.count) }));
}

/** [S5.18] References: products (not models) whose references start with the digits; `filters`
 * are over the products `p`. */
export async function referencePage(
  db: Db,
  digits: string,
  filters: readonly SQL[],
  from: number,
  size: number,
): Promise<{ total: number; codes: string[] }> {
  const where = sql.join([codeCondition(digits), ...filters], sql` AND `);
  const result = (await db.execute(sql`
    SELECT (SELECT count(*)::int FROM products p WHERE ${where}) AS total,
      (SELECT coalesce(json_agg(s.code_ax ORDER BY s.code_ax), '[]'::json) FROM (
        SELECT p.code_ax FROM products p WHERE ${where} ORDER BY p.code_ax LIMIT ${size} OFFSET ${from}) s) AS codes
  `)) as unknown as { rows: { total: number; codes: string[] }[] };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), codes: row?.codes ?? [] };
}

/** The products of `codes` that pass the filters (over `p`), in no order (product_selection). */
export async function selectedCodes(
  db: Db,
  codes: readonly string[],
  filters: readonly SQL[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const list = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  const where = sql.join([sql`p.code_ax IN (${list})`, ...filters], sql` AND `);
  const result = (await db.execute(
    sql`SELECT p.code_ax FROM products p WHERE ${where}`,
  )) as unknown as {
    rows: { code_ax: string }[];
  };
  return new Set(result.rows.map((row) => row.code_ax));
}
