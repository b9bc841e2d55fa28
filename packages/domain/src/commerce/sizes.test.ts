import { describe, expect, it } from 'vitest';
import { compareSizes } from './sizes';

describe('compareSizes', () => {
  it('[S2.49] [S3.17] words first, then by their numbers: Naissance, 1 mois, 3 mois, ...', () => {
    const sizes = ['12 mois', '3 mois', '1 mois', 'Naissance', '6 mois', '24 mois', '9 mois'];
    expect([...sizes].sort(compareSizes)).toEqual([
      'Naissance',
      '1 mois',
      '3 mois',
      '6 mois',
      '9 mois',
      '12 mois',
      '24 mois',
    ]);
  });

  it('[S3.17] the catalogue’s ranges and other scales', () => {
    expect(
      ['12-18 mois', '3-6 mois', '0-3 mois', 'Naissance', '18-24 mois', '6-9 mois', '9-12 mois'].sort(
        compareSizes,
      ),
    ).toEqual([
      'Naissance',
      '0-3 mois',
      '3-6 mois',
      '6-9 mois',
      '9-12 mois',
      '12-18 mois',
      '18-24 mois',
    ]);
    expect(['21', '16', '18'].sort(compareSizes)).toEqual(['16', '18', '21']);
    expect(['330 ml', '150 ml', '260 ml'].sort(compareSizes)).toEqual([
      '150 ml',
      '260 ml',
      '330 ml',
    ]);
    expect(compareSizes('Naissance', 'Naissance')).toBe(0);
    expect(compareSizes('Taille unique', 'Naissance')).toBeGreaterThan(0);
  });
});
