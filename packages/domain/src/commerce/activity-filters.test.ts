import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FILTERS,
  activityFilterLabel,
  effectiveActivityFilters,
} from './activity-filters';

const ALL = ['ITEMS', 'WALLET', 'COUPON', 'RETURNED_ITEMS'];

describe('effectiveActivityFilters', () => {
  it.each<[unknown, readonly string[] | null | undefined, readonly string[]]>([
    ['none', [], ALL],
    ['null', null, ALL],
    ['undefined', undefined, ALL],
    ['only unknown values', ['GIFTS'], ALL],
    ['ITEMS', ['ITEMS'], ['ITEMS']],
    ['WALLET and COUPON', ['COUPON', 'WALLET'], ['WALLET', 'COUPON']],
    [
      'RETURNED_ITEMS twice and an unknown value',
      ['RETURNED_ITEMS', 'x', 'RETURNED_ITEMS'],
      ['RETURNED_ITEMS'],
    ],
    ['all four', ['RETURNED_ITEMS', 'COUPON', 'WALLET', 'ITEMS'], ALL],
  ])('[S2.41] [S7.32] %s selected -> %j', (_label, selected, expected) => {
    expect(effectiveActivityFilters(selected)).toEqual(expected);
  });
});

describe('activityFilterLabel', () => {
  it('[S2.41] lists the four filters in order', () => {
    expect(ACTIVITY_FILTERS).toEqual(ALL);
  });

  it.each([
    ['ITEMS', 'Articles offerts'],
    ['WALLET', 'Participations à la cagnotte'],
    ['COUPON', "Bons d'achat"],
    ['RETURNED_ITEMS', 'Articles retournés'],
  ] as const)('[S2.41] %s is labelled %j', (filter, label) => {
    expect(activityFilterLabel(filter)).toBe(label);
  });
});
