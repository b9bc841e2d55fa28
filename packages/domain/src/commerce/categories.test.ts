import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CODES,
  OTHER_CATEGORY_CODE,
  categoryLabel,
  categoryOf,
  sortCategoryCodes,
} from './categories';

describe('categories', () => {
  it('[S3.8] knows the seven categories in the spec order, and autres', () => {
    expect(CATEGORY_CODES).toEqual([
      'bedroom',
      'outings',
      'travels',
      'meals',
      'toilet',
      'look',
      'awakening',
    ]);
    expect(OTHER_CATEGORY_CODE).toBe('autres');
  });

  it.each([
    ['bedroom', 'Chambre'],
    ['outings', 'Balade'],
    ['travels', 'Voyage'],
    ['meals', 'Repas'],
    ['toilet', 'Toilette'],
    ['look', 'Look'],
    ['awakening', 'Éveil'],
    ['autres', 'Autres'],
    ['health', 'health'],
  ])('[S3.8] %s is labelled %j', (code, label) => {
    expect(categoryLabel(code)).toBe(label);
  });

  it.each([
    [{ category: 'meals' }, 'meals'],
    [{ category: ' look ' }, 'look'],
    [{ category: '' }, 'autres'],
    [{ category: '   ' }, 'autres'],
    [{ category: null }, 'autres'],
    [{}, 'autres'],
  ])('[S3.8] categoryOf(%j) -> %s', (item, code) => {
    expect(categoryOf(item)).toBe(code);
  });
});

describe('sortCategoryCodes', () => {
  it.each([
    [[], []],
    [
      ['autres', 'meals', 'bedroom'],
      ['bedroom', 'meals', 'autres'],
    ],
    [
      ['awakening', 'look', 'toilet', 'meals', 'travels', 'outings', 'bedroom', 'autres'],
      ['bedroom', 'outings', 'travels', 'meals', 'toilet', 'look', 'awakening', 'autres'],
    ],
    [
      ['autres', 'health', 'bedroom', 'games'],
      ['bedroom', 'health', 'games', 'autres'],
    ],
    [
      ['games', 'autres', 'health'],
      ['games', 'health', 'autres'],
    ],
    [
      ['meals', 'autres', 'meals', 'autres'],
      ['meals', 'autres'],
    ],
  ])('[S3.8] %j -> %j (known in order, unknown next, autres last)', (codes, sorted) => {
    expect(sortCategoryCodes(codes)).toEqual(sorted);
  });
});
