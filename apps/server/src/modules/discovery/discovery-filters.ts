import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from './discovery-errors';
import { discoveryMessages } from './discovery-messages';
import { fieldSettings } from './discovery-settings';

/**
 * [S5.19] [S7.50] The filter clauses of `user_actions.apply_filters`, checked and turned into SQL
 * over the model rows `m` (search) or the products `p` (references, selections). The server never trusts the SDK: every rule of the builder is
 * checked again here, with the [S8.5] messages.
 *
 * ```
 * Clause = { and: Clause[] } | { or: Clause[], minimum_should_match?: int >= 0 } | { not: Clause }
 *        | { match: { field, value: string | string[] } }
 *        | { range: { field, gt?, gte?, lt?, lte? } }   (at least one bound)
 * ```
 */

/**
 * Where a clause is evaluated: `model` over the search rows `m` of `discovery_models` (a model
 * matches a condition when one of its variants does), `product` over the products `p`.
 */
export type FilterTarget = 'model' | 'product';

/** How a filterable item field is stored, on a product and on a model row. */
interface Column {
  readonly kind: 'text' | 'flag' | 'cents';
  readonly product: string;
  /** The model row's column; `many`: an array of every variant's values. */
  readonly model: string;
  readonly many: boolean;
}

const column = (
  kind: Column['kind'],
  product: string,
  model: string = product,
  many = false,
): Column => ({ kind, product, model, many });

/** [S3.17] The columns behind each filterable field (`c:isbundle` 'Oui'/'Non' is a boolean). */
const FILTER_COLUMNS: Readonly<Record<string, Column>> = {
  'g:id': column('text', 'code_ax', 'codes', true),
  'c:as400': column('text', 'code_as400', 'as400s', true),
  'g:brand': column('text', 'brand'),
  'g:size': column('text', 'size', 'sizes', true),
  'sf:semanticColor': column('text', 'color', 'colors', true),
  'c:universe': column('text', 'category'),
  'c:scope': column('text', 'scope'),
  'c:isbundle': column('flag', 'is_bundle'),
  'c:canaddtoldn': column('flag', 'can_add_to_ldn'),
  'sf:price': column('cents', 'price_cents', 'prices', true),
};

/** Nesting and size limits: a filter is a few dozen clauses, never thousands. */
const MAX_DEPTH = 12;
const MAX_VALUES = 500;

const CODE = 'Discovery:Filter:Invalid';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The single key of a clause object, or a 400. */
function clauseKind(clause: Record<string, unknown>): 'and' | 'or' | 'not' | 'match' | 'range' {
  const keys = Object.keys(clause).filter((key) => key !== 'minimum_should_match');
  const [kind] = keys;
  if (keys.length !== 1 || !kind || !['and', 'or', 'not', 'match', 'range'].includes(kind)) {
    throw badRequest(CODE, discoveryMessages.badClause);
  }
  if ('minimum_should_match' in clause && kind !== 'or') {
    throw badRequest(CODE, discoveryMessages.badClause);
  }
  return kind as 'and' | 'or' | 'not' | 'match' | 'range';
}

/** [S8.5] A field one may filter on, or the 'non filterable' refusal. */
function filterColumn(name: unknown): Column {
  const found = typeof name === 'string' ? FILTER_COLUMNS[name] : undefined;
  if (typeof name !== 'string' || !found || !fieldSettings(name)?.filterable) {
    throw badRequest('Discovery:Filter:NotFilterable', discoveryMessages.notFilterable);
  }
  return found;
}

/** `p.<column>` or `m.<column>`, from the fixed table above only. */
const columnSql = (found: Column, target: FilterTarget): SQL =>
  sql.raw(target === 'product' ? `p.${found.product}` : `m.${found.model}`);

function matchSql(body: unknown, target: FilterTarget): SQL {
  if (!isRecord(body) || body.field === undefined || body.value === undefined) {
    throw badRequest(CODE, discoveryMessages.matchNeedsFieldAndValue);
  }
  const found = filterColumn(body.field);
  const values = Array.isArray(body.value) ? body.value : [body.value];
  if (
    values.length === 0 ||
    values.length > MAX_VALUES ||
    !values.every((value) => typeof value === 'string' || typeof value === 'number')
  ) {
    throw badRequest(CODE, discoveryMessages.matchNeedsFieldAndValue);
  }
  const texts = values.map(String);
  let parameters: SQL[];
  if (found.kind === 'flag') {
    parameters = texts.map((text) => {
      const flag = text.trim().toLowerCase();
      if (flag !== 'oui' && flag !== 'non') throw badRequest(CODE, discoveryMessages.flagValue);
      return sql`${flag === 'oui'}`;
    });
  } else if (found.kind === 'cents') {
    parameters = texts.map((text) => sql`${centsOf(Number(text))}::integer`);
  } else {
    parameters = texts.map((text) => sql`${text}::text`);
  }
  const list = sql.join(parameters, sql`, `);
  const target_ = columnSql(found, target);
  if (target === 'model' && found.many) {
    return sql`coalesce(${target_} && ARRAY[${list}], false)`;
  }
  return sql`coalesce(${target_} IN (${list}), false)`;
}

/** Euros (a finite number) to integer cents; a 400 otherwise. */
function centsOf(euros: unknown): number {
  if (typeof euros !== 'number' || !Number.isFinite(euros)) {
    throw badRequest(CODE, discoveryMessages.numberValue);
  }
  return Math.round(euros * 100);
}

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function rangeSql(body: unknown, target: FilterTarget): SQL {
  if (!isRecord(body) || body.field === undefined) {
    throw badRequest(CODE, discoveryMessages.rangeNeedsBound);
  }
  const found = filterColumn(body.field);
  if (found.kind !== 'cents') throw badRequest(CODE, discoveryMessages.rangeOnText);
  const value = target === 'model' ? sql.raw('v.price') : columnSql(found, target);
  const bounds = (Object.keys(RANGE_OPERATORS) as (keyof typeof RANGE_OPERATORS)[])
    .filter((bound) => body[bound] !== undefined && body[bound] !== null)
    .map((bound) => sql`${value} ${sql.raw(RANGE_OPERATORS[bound])} ${centsOf(body[bound])}`);
  if (bounds.length === 0) throw badRequest(CODE, discoveryMessages.rangeNeedsBound);
  const condition = sql.join(bounds, sql` AND `);
  // A model is in the range when one of its variants' prices is.
  return target === 'model'
    ? sql`EXISTS (SELECT 1 FROM unnest(m.prices) AS v(price) WHERE ${condition})`
    : sql`coalesce(${condition}, false)`;
}

function clauseList(value: unknown): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_VALUES) {
    throw badRequest(CODE, discoveryMessages.badClause);
  }
  return value;
}

function compile(clause: unknown, target: FilterTarget, depth: number): SQL {
  if (depth > MAX_DEPTH) throw badRequest(CODE, discoveryMessages.tooDeep);
  if (!isRecord(clause)) throw badRequest(CODE, discoveryMessages.badClause);
  const kind = clauseKind(clause);
  switch (kind) {
    case 'and': {
      const parts = clauseList(clause.and).map((part) => compile(part, target, depth + 1));
      return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` AND `)})`;
    }
    case 'or': {
      const parts = clauseList(clause.or).map((part) => compile(part, target, depth + 1));
      const minimum = clause.minimum_should_match ?? 1;
      if (typeof minimum !== 'number' || !Number.isInteger(minimum) || minimum < 0) {
        throw badRequest(CODE, discoveryMessages.minimumShouldMatch);
      }
      if (minimum === 0) return sql`true`;
      if (parts.length === 0) return sql`false`;
      if (minimum === 1) return sql`(${sql.join(parts, sql` OR `)})`;
      // At least `minimum` of the clauses: each leaf is never NULL (coalesce), so the sum is exact.
      const sum = sql.join(
        parts.map((part) => sql`(${part})::int`),
        sql` + `,
      );
      return sql`((${sum}) >= ${minimum})`;
    }
    case 'not':
      return sql`(NOT ${compile(clause.not, target, depth + 1)})`;
    case 'match':
      return matchSql(clause.match, target);
    case 'range':
      return rangeSql(clause.range, target);
  }
}

/**
 * [S5.19] The SQL condition of a clause over the model rows `m` or the products `p`, or a
 * {@link DiscoveryError} 400 naming the first broken rule. Each leaf is never NULL, so a product
 * without a size is simply "not of size X" under a `not`.
 */
export function filterSql(clause: unknown, target: FilterTarget): SQL {
  return compile(clause, target, 0);
}
