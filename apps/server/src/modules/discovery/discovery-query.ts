import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { itemRowsSql, type ItemRow } from './discovery-items';
import { rowsOfStatement } from './discovery-statements';

/**
 * The SQL of the search engine, over the search rows of `discovery_models` (one per model,
 * migrations 0004 and 0007): ONE statement answers the total, the page with its items' product
 * rows, the facets, the scope and universe counts of a query, and the lexicon version, from one
 * set of matched models (a CTE computed once). One round trip a search (docs/performance.md).
 *
 * - `base`: the models that match the text (French full text, accent-folded; purely numeric terms
 *   also match the start of a variant's references [S5.18]) and the filters, each with its
 *   relevance `rank`;
 * - `matched`: `base` within the applied scope or universe;
 * - facets count models (items), so a bucket's count is the total one gets by choosing it; the
 *   colour, size and brand facets come from one unnest of `facet_keys` and one GROUP BY, the price
 *   bands from one aggregate over `matched` (beside the total); scope and universe counts come from
 *   `base`, so the other scopes stay visible once one is chosen.
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

/** The prefix of each terms facet's values in `facet_keys` (migration 0007). */
const FACET_PREFIXES: Readonly<Record<TermsFacetSpec['column'], string>> = {
  colors: 'c',
  sizes: 's',
  brand: 'b',
};

/** What to compute besides the total. */
export interface QueryParts {
  readonly page?: {
    readonly from: number;
    readonly size: number;
    readonly sort: readonly SortSpec[];
    /**
     * The product rows of the page's items, in the same statement: every product of each item's
     * model (`variants`) or the leading products only (`leaders`); none when absent.
     */
    readonly rows?: 'variants' | 'leaders';
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
  /** The leading product codes of the page's items, in order. */
  readonly page: readonly string[];
  /** The product rows `parts.page.rows` asked for, in no order. */
  readonly pageRows: readonly ItemRow[];
  readonly termsFacets: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  readonly priceBands: readonly number[];
  readonly scopes: readonly PageCount[];
  readonly universes: readonly PageCount[];
  /** `discovery:lexicon-version` as the statement saw it ('0' before any). */
  readonly lexiconVersion: string;
}

/**
 * A tsquery, computed once a statement: as a sub-select (an InitPlan), never per row. The search
 * runs as a named statement whose plan PostgreSQL may make generic, and in a generic plan a bare
 * `to_tsquery('ldn_french', $1)` is parsed and stemmed again for every row it meets (12.6 ms
 * against 1.5 ms for 'poussette' here).
 */
const tsquery = (text: string): SQL => sql`(SELECT to_tsquery('ldn_french', ${text}))`;

/** The condition that the text matches, over the model rows `m`. */
function textCondition(text: TextMatch): SQL {
  const parts: SQL[] = [];
  if (text.tsquery !== null) {
    const query = tsquery(text.tsquery);
    parts.push(
      text.weights
        ? sql`(m.search_document @@ ${query} AND ts_filter(m.search_document, (SELECT ${`{${text.weights.join(',')}}`}::"char"[])) @@ ${query})`
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

const sortSql = (sort: readonly SortSpec[], alias = ''): SQL =>
  sql.raw(
    [
      ...sort.map((spec) => `${alias}${spec.column} ${spec.order === 'asc' ? 'ASC' : 'DESC'}`),
      // Ties: relevance, popularity, then the code, so paging is stable.
      `${alias}rank DESC`,
      `${alias}popularity DESC`,
      `${alias}leader_code ASC`,
    ].join(', '),
  );

/** `[from, to)` or `[from, to]` as an int4range, for `range @> ANY (prices)` (built once). */
const bandRange = ([from, to, includesTo]: readonly [number, number, boolean]): SQL =>
  sql`(SELECT int4range(${from}::integer, ${to}::integer, ${includesTo ? '[]' : '[)'}))`;

/** The matched models and the selected parts, as one statement. */
export function querySql(plan: QueryPlan, parts: QueryParts): SQL {
  // The total and the price bands: one aggregate over `matched`. A model is in a band when one of
  // its variants' prices is (`range @> ANY`, no subquery a row).
  const bands = (parts.priceBands ?? []).map(
    (band) => sql`count(*) FILTER (WHERE ${bandRange(band)} @> ANY (prices))::int`,
  );
  const ctes: SQL[] = [
    sql`stats AS (SELECT count(*)::int AS total, ${
      bands.length === 0 ? sql`NULL::json` : sql`json_build_array(${sql.join(bands, sql`, `)})`
    } AS price_bands FROM matched)`,
  ];
  const selects: SQL[] = [
    sql`stats.total`,
    sql`stats.price_bands`,
    sql`(SELECT value FROM app_meta WHERE key = 'discovery:lexicon-version') AS lexicon_version`,
  ];
  if (parts.page) {
    const order = sortSql(parts.page.sort);
    ctes.push(sql`page AS (SELECT * FROM matched
      ORDER BY ${order} LIMIT ${parts.page.size} OFFSET ${parts.page.from})`);
    selects.push(
      sql`(SELECT coalesce(json_agg(page.leader_code ORDER BY ${sortSql(parts.page.sort, 'page.')}), '[]'::json) FROM page) AS page`,
    );
    if (parts.page.rows) {
      const rows =
        parts.page.rows === 'variants'
          ? sql`p.model_code IN (SELECT model_code FROM page)`
          : sql`p.code_ax IN (SELECT leader_code FROM page)`;
      selects.push(sql`(${itemRowsSql(rows)}) AS page_rows`);
    }
  }
  const facets = parts.termsFacets ?? [];
  if (facets.length > 0) {
    const prefixes = facets.map((facet) => `${FACET_PREFIXES[facet.column]}:`);
    // Only the asked facets' values are counted.
    const only =
      prefixes.length === Object.keys(FACET_PREFIXES).length
        ? sql``
        : sql` WHERE left(k.key, 2) IN (${sql.join(
            prefixes.map((prefix) => sql`${prefix}`),
            sql`, `,
          )})`;
    // unnest in the select list (ProjectSet), not in FROM: a FROM function scan fills a tuple
    // store for every model, about twice the CPU here.
    selects.push(sql`(SELECT coalesce(json_agg(json_build_array(f.facet, f.value, f.n)
        ORDER BY f.facet, f.n DESC, f.value), '[]'::json)
      FROM (
        SELECT c.facet, c.value, c.n,
          row_number() OVER (PARTITION BY c.facet ORDER BY c.n DESC, c.value) AS place
        FROM (
          SELECT left(k.key, 1) AS facet, substr(k.key, 3) AS value, count(*)::int AS n
          FROM (SELECT unnest(facet_keys) AS key FROM matched) k${only}
          GROUP BY k.key
        ) c
      ) f WHERE f.place <= ${parts.facetSize ?? 20}) AS facets`);
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
  // Only the columns the asked parts read: `matched` is materialized (a tuple store of every
  // matched model), so each unused array costs a copy a model.
  const sorted = new Set(parts.page?.sort.map((spec) => spec.column));
  const columns = [
    'm.model_code',
    'm.leader_code',
    'm.popularity',
    ...(sorted.has('price_cents') ? ['m.price_cents'] : []),
    ...(sorted.has('name') ? ['m.name'] : []),
    ...(parts.priceBands ? ['m.prices'] : []),
    ...(facets.length > 0 ? ['m.facet_keys'] : []),
    ...(parts.scopes || plan.scope?.kind === 'scope' ? ['m.scope'] : []),
    ...(parts.universes || plan.scope?.kind === 'universe' ? ['m.category'] : []),
  ];
  return sql`
    WITH base AS (
      SELECT ${sql.raw(columns.join(', '))}, ${rankExpression(plan.text)} AS rank
      FROM discovery_models m
      WHERE ${baseCondition(plan)}
    ),
    matched AS (SELECT * FROM base b WHERE ${scope}),
    ${sql.join(ctes, sql`,\n    `)}
    SELECT ${sql.join(selects, sql`, `)} FROM stats`;
}

interface RawResult {
  total: number;
  page?: string[];
  page_rows?: ItemRow[] | null;
  price_bands?: number[] | null;
  facets?: [string, string, number][];
  scopes?: PageCount[];
  universes?: PageCount[];
  lexicon_version: string | null;
}

/** Runs {@link querySql}: one round trip. */
export async function runQuery(db: Db, plan: QueryPlan, parts: QueryParts): Promise<QueryResult> {
  const [row] = await rowsOfStatement<RawResult>(db, querySql(plan, parts));
  if (!row) throw new Error('discovery: the query answered no row');
  const termsFacets: Record<string, [string, number][]> = {};
  for (const facet of parts.termsFacets ?? []) termsFacets[facet.key] = [];
  const keyOf = new Map(
    (parts.termsFacets ?? []).map((facet) => [FACET_PREFIXES[facet.column], facet.key]),
  );
  for (const [prefix, value, count] of row.facets ?? []) {
    const key = keyOf.get(prefix);
    if (key !== undefined) termsFacets[key]?.push([value, Number(count)]);
  }
  return {
    total: Number(row.total),
    page: row.page ?? [],
    pageRows: row.page_rows ?? [],
    termsFacets,
    priceBands: row.price_bands ?? [],
    scopes: row.scopes ?? [],
    universes: row.universes ?? [],
    lexiconVersion: row.lexicon_version ?? '0',
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
