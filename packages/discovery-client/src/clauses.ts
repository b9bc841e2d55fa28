import type { AndClause, Clause, MatchClause, NotClause, OrClause, RangeBounds, RangeClause } from './types';

/**
 * [S5.19] [S7.50] Builders of filter clauses for `QueryBuilder.filter()`. They only shape the JSON:
 * the rules (filterable fields, a bound per range, a value per match, minimum_should_match) are
 * checked by `build()` against the settings, so a clause written by hand is checked the same way.
 */

/** `{ match: { field, value } }`: the field equals the value, or one of the values. */
export function match(field: string, value: string | readonly string[]): MatchClause {
  return { match: { field, value } };
}

/** `{ range: { field, ...bounds } }`, e.g. `range('sf:price', { gte: 20, lte: 50 })` ([S5.15]). */
export function range(field: string, bounds: RangeBounds): RangeClause {
  return { range: { field, ...bounds } };
}

/** All of the clauses. */
export function and(...clauses: Clause[]): AndClause {
  return { and: clauses };
}

/** At least `minimumShouldMatch` of the clauses (the service's default when absent: one). */
export function or(clauses: readonly Clause[], minimumShouldMatch?: number): OrClause {
  return minimumShouldMatch === undefined ? { or: clauses } : { or: clauses, minimum_should_match: minimumShouldMatch };
}

/** None of the clause. */
export function not(clause: Clause): NotClause {
  return { not: clause };
}
