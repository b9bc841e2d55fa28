import { describe, expect, it } from 'vitest';
import { canEditItem, canRemoveItem } from './item-rules';

describe('canRemoveItem', () => {
  it.each([
    [{ quantityOfContributedItems: 0 }, true],
    [{ quantityOfContributedItems: 0, isPurchaseInProgress: false }, true],
    [{ quantityOfContributedItems: 1 }, false],
    [{ quantityOfContributedItems: 3, isPurchaseInProgress: false }, false],
    [{ quantityOfContributedItems: 0, isPurchaseInProgress: true }, false],
  ])('[S4.2] [S8.3] %j -> removable %s', (item, expected) => {
    expect(canRemoveItem(item)).toBe(expected);
  });
});

describe('canEditItem', () => {
  it.each([
    ['AVAILABLE', true],
    ['UNAVAILABLE', true],
    ['PERMANENTLY_OUT_OF_STOCK', false],
  ] as const)('[S4.2] [S8.3] %s -> editable %s', (availability, expected) => {
    expect(canEditItem({ availability })).toBe(expected);
  });
});
