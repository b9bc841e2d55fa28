import { describe, expect, it } from 'vitest';
import { groupItemsByCategory } from './list-grouping';

describe('groupItemsByCategory', () => {
  it('[S3.5] [S3.8] groups in the spec order, unknown next, autres and missing categories last', () => {
    const items = [
      { name: 'diapers', category: 'autres' },
      { name: 'bib', category: 'meals' },
      { name: 'socks', category: null },
      { name: 'blanket', category: 'health' },
      { name: 'crib', category: 'bedroom' },
      { name: 'bottle', category: 'meals' },
      { name: 'rattle', category: 'awakening' },
    ];
    expect(
      groupItemsByCategory(items).map(({ category, label, items: grouped }) => [
        category,
        label,
        grouped.map((i) => i.name),
      ]),
    ).toEqual([
      ['bedroom', 'Chambre', ['crib']],
      ['meals', 'Repas', ['bib', 'bottle']],
      ['awakening', 'Éveil', ['rattle']],
      ['health', 'health', ['blanket']],
      ['autres', 'Autres', ['diapers', 'socks']],
    ]);
  });

  it('[S3.5] gives no group for no item', () => {
    expect(groupItemsByCategory([])).toEqual([]);
  });
});
