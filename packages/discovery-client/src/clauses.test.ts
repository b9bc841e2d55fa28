import { describe, expect, it } from 'vitest';
import { and, match, not, or, range } from './clauses';

describe('[S5.19] [S7.50] clause helpers', () => {
  it('[S7.50] shape match, range, and, or and not as the contract writes them', () => {
    expect(match('sf:semanticColor', ['Bleu ciel'])).toEqual({ match: { field: 'sf:semanticColor', value: ['Bleu ciel'] } });
    expect(range('sf:price', { gte: 20, lte: 50 })).toEqual({ range: { field: 'sf:price', gte: 20, lte: 50 } });
    expect(and(match('a', 'b'), not(match('c', 'd')))).toEqual({ and: [{ match: { field: 'a', value: 'b' } }, { not: { match: { field: 'c', value: 'd' } } }] });
    expect(or([match('a', 'b')])).toEqual({ or: [{ match: { field: 'a', value: 'b' } }] });
    expect(or([match('a', 'b')], 2)).toEqual({ or: [{ match: { field: 'a', value: 'b' } }], minimum_should_match: 2 });
  });

  it('[S5.15] the overlay price filter: a range on sf:price from min (gte) to max (lte)', () => {
    expect(range('sf:price', { gte: 0, lte: 100_000 })).toEqual({ range: { field: 'sf:price', gte: 0, lte: 100_000 } });
  });
});
