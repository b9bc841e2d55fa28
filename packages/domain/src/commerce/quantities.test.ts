import { describe, expect, it } from 'vitest';
import {
  EDIT_STATE_QUANTITY,
  WANTED_QUANTITY_BOUNDS,
  applyWantedQuantity,
  canDecrement,
  canIncrement,
  clampQuantity,
  isValidReturnQuantity,
  quantityBounds,
  quantityForEditState,
  receivedElsewhereBounds,
  remainingQuantity,
  returnQuantityBounds,
} from './quantities';

describe('remainingQuantity and quantityBounds', () => {
  it.each([
    [{ wanted: 1, gifted: 0, inCart: 0 }, 1, { allowed: true, min: 1, max: 1 }],
    [{ wanted: 5, gifted: 2, inCart: 1 }, 2, { allowed: true, min: 1, max: 2 }],
    [{ wanted: 98, gifted: 0, inCart: 0 }, 98, { allowed: true, min: 1, max: 98 }],
    [{ wanted: 99, gifted: 0, inCart: 0 }, 99, { allowed: true, min: 1, max: 99 }],
    [{ wanted: 100, gifted: 0, inCart: 0 }, 100, { allowed: true, min: 1, max: 99 }],
    [{ wanted: 250, gifted: 100, inCart: 10 }, 140, { allowed: true, min: 1, max: 99 }],
    [{ wanted: 5, gifted: 5, inCart: 0 }, 0, { allowed: false, min: 0, max: 0 }],
    [{ wanted: 5, gifted: 3, inCart: 2 }, 0, { allowed: false, min: 0, max: 0 }],
    [{ wanted: 5, gifted: 4, inCart: 3 }, 0, { allowed: false, min: 0, max: 0 }],
    [{ wanted: 2, gifted: 5, inCart: 0 }, 0, { allowed: false, min: 0, max: 0 }],
    [{ wanted: Number.NaN, gifted: 0, inCart: 0 }, 0, { allowed: false, min: 0, max: 0 }],
    [
      { wanted: 3, gifted: 0, inCart: Number.POSITIVE_INFINITY },
      0,
      { allowed: false, min: 0, max: 0 },
    ],
  ])('[S5.5] [S9.5] %j -> remaining %s, stepper %j', (input, remaining, bounds) => {
    expect(remainingQuantity(input)).toBe(remaining);
    expect(quantityBounds(input)).toEqual(bounds);
  });

  it('[S5.4] [S9.5] the owner stepper goes from 1 to 99', () => {
    expect(WANTED_QUANTITY_BOUNDS).toEqual({ allowed: true, min: 1, max: 99 });
  });
});

describe('clampQuantity, canIncrement, canDecrement', () => {
  const upTo3 = quantityBounds({ wanted: 3, gifted: 0, inCart: 0 });
  const upTo99 = quantityBounds({ wanted: 200, gifted: 0, inCart: 0 });
  const none = quantityBounds({ wanted: 3, gifted: 3, inCart: 0 });

  it.each([
    [0, upTo3, 1],
    [1, upTo3, 1],
    [2, upTo3, 2],
    [3, upTo3, 3],
    [4, upTo3, 3],
    [-7, upTo3, 1],
    [2.7, upTo3, 2],
    [Number.NaN, upTo3, 1],
    [99, upTo99, 99],
    [100, upTo99, 99],
    [1, none, 0],
  ])('[S5.5] [S9.5] clamps %s into %j -> %i', (value, bounds, expected) => {
    expect(clampQuantity(value, bounds)).toBe(expected);
  });

  it.each([
    [1, upTo3, true, false],
    [2, upTo3, true, true],
    [3, upTo3, false, true],
    [98, upTo99, true, true],
    [99, upTo99, false, true],
    [0, none, false, false],
  ])('[S5.5] at %i within %j: + enabled %s, - enabled %s', (value, bounds, plus, minus) => {
    expect(canIncrement(value, bounds)).toBe(plus);
    expect(canDecrement(value, bounds)).toBe(minus);
  });
});

describe('applyWantedQuantity', () => {
  it.each([
    [1, 2, { quantity: 2, error: 'CANT_REDUCE_QUANTITY' }],
    [0, 1, { quantity: 1, error: 'CANT_REDUCE_QUANTITY' }],
    [2, 2, { quantity: 2 }],
    [3, 2, { quantity: 3 }],
    [1, 0, { quantity: 1 }],
  ])('[S5.4] [S8.2] the owner asks %i with %i gifted -> %j', (requested, gifted, expected) => {
    expect(applyWantedQuantity(requested, gifted)).toEqual(expected);
  });
});

describe('returnQuantityBounds and isValidReturnQuantity', () => {
  it.each([
    [0, { allowed: false, min: 0, max: 0 }],
    [1, { allowed: true, min: 1, max: 1 }],
    [4, { allowed: true, min: 1, max: 4 }],
    [-1, { allowed: false, min: 0, max: 0 }],
  ])('[S5.3] %i returnable -> %j', (returnable, bounds) => {
    expect(returnQuantityBounds(returnable)).toEqual(bounds);
  });

  it.each([
    [0, 3, false],
    [1, 3, true],
    [3, 3, true],
    [4, 3, false],
    [1.5, 3, false],
    [1, 0, false],
    [Number.NaN, 3, false],
  ])('[S5.3] returning %s of %i returnable is valid: %s', (quantity, returnable, valid) => {
    expect(isValidReturnQuantity(quantity, returnable)).toBe(valid);
  });
});

describe('quantityForEditState', () => {
  it.each([
    [true, 7, 1],
    [true, 1, 1],
    [false, 7, 7],
  ])('[S4.2] edit state %s with quantity %i -> %i', (editState, current, expected) => {
    expect(quantityForEditState(editState, current)).toBe(expected);
  });

  it('[S4.2] the edit state starts from quantity 1', () => {
    expect(EDIT_STATE_QUANTITY).toBe(1);
  });
});

describe('receivedElsewhereBounds', () => {
  const item = (
    quantity: number,
    giftedThroughList: number,
    receivedElsewhere: number,
    inProgress: number,
  ) => ({
    quantity,
    quantityOfContributedItems: giftedThroughList + receivedElsewhere,
    quantityReceivedElsewhere: receivedElsewhere,
    quantityInProgress: inProgress,
  });
  it.each([
    ['nothing gifted: up to the wanted quantity', item(3, 0, 0, 0), 3],
    ['what is already received elsewhere stays choosable', item(3, 0, 2, 0), 3],
    ['units gifted through the list are not', item(3, 1, 1, 0), 2],
    ['nor units a purchase holds', item(3, 1, 0, 1), 1],
    ['all gifted through the list: only 0', item(2, 2, 0, 0), 0],
    ['at most 99 [S9.5]', item(150, 0, 0, 0), 99],
    ['a broken count gives 0', item(Number.NaN, 0, 0, 0), 0],
  ])('[S5.5] %s', (_title, input, max) => {
    expect(receivedElsewhereBounds(input)).toEqual({ allowed: true, min: 0, max });
  });
});
