import { QUANTITY_MAX, QUANTITY_MIN } from '../constants';

/**
 * The range a quantity stepper offers. When nothing can be chosen (everything is gifted or already
 * in the cart, nothing left to return) the stepper is disabled: `allowed: false`, min and max 0.
 */
export type QuantityBounds =
  | { readonly allowed: true; readonly min: number; readonly max: number }
  | { readonly allowed: false; readonly min: 0; readonly max: 0 };

const NOTHING_ALLOWED: QuantityBounds = { allowed: false, min: 0, max: 0 };

/** What the add-to-cart stepper reads of an item and of the cart. */
export interface RemainingQuantityInput {
  /** The wanted quantity of the item. */
  readonly wanted: number;
  /** The quantity already gifted. */
  readonly gifted: number;
  /** The quantity of this item already in the visitor's cart. */
  readonly inCart: number;
}

const boundsUpTo = (max: number): QuantityBounds =>
  Number.isFinite(max) && max >= QUANTITY_MIN
    ? { allowed: true, min: QUANTITY_MIN, max: Math.floor(max) }
    : NOTHING_ALLOWED;

/**
 * [S5.5] The quantity still giftable: wanted minus gifted minus already in the cart, never below 0
 * (also 0 when a count is not a number, so that a broken item can never be over-gifted).
 */
export function remainingQuantity({ wanted, gifted, inCart }: RemainingQuantityInput): number {
  const remaining = wanted - gifted - inCart;
  return Number.isFinite(remaining) ? Math.max(0, remaining) : 0;
}

/**
 * [S5.5] [S9.5] The add-to-cart stepper: from 1 to 99 per add, capped by the remaining quantity.
 * With nothing remaining, nothing can be added (`allowed: false`).
 */
export function quantityBounds(input: RemainingQuantityInput): QuantityBounds {
  return boundsUpTo(Math.min(QUANTITY_MAX, remainingQuantity(input)));
}

/**
 * [S5.4] [S9.5] The owner's stepper of the wanted quantity: 1 to 99. It lets the owner go below the
 * gifted quantity on purpose: `applyWantedQuantity` then refuses it with CANT_REDUCE_QUANTITY.
 */
export const WANTED_QUANTITY_BOUNDS: QuantityBounds = {
  allowed: true,
  min: QUANTITY_MIN,
  max: QUANTITY_MAX,
};

/**
 * [S5.5] Brings a typed or stepped quantity into the bounds: decimals are dropped, a value that is
 * not a number becomes the minimum, and a disabled stepper gives 0.
 */
export function clampQuantity(value: number, bounds: QuantityBounds): number {
  if (!bounds.allowed) return 0;
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/** [S5.5] May the stepper's + button add one more? */
export function canIncrement(value: number, bounds: QuantityBounds): boolean {
  return bounds.allowed && value < bounds.max;
}

/** [S5.5] May the stepper's - button remove one? */
export function canDecrement(value: number, bounds: QuantityBounds): boolean {
  return bounds.allowed && value > bounds.min;
}

/** The outcome of the owner's change of the wanted quantity. */
export type WantedQuantityResult =
  | { readonly quantity: number; readonly error?: undefined }
  | { readonly quantity: number; readonly error: 'CANT_REDUCE_QUANTITY' };

/**
 * [S5.4] [S4.2] [S8.2] The owner changes the wanted quantity: going below the quantity already gifted
 * is refused, the quantity is set back to the gifted one and CANT_REDUCE_QUANTITY is shown.
 * Equal to the gifted quantity is accepted (the item becomes fully gifted).
 */
export function applyWantedQuantity(requested: number, gifted: number): WantedQuantityResult {
  return requested < gifted
    ? { quantity: gifted, error: 'CANT_REDUCE_QUANTITY' }
    : { quantity: requested };
}

/** What the owner's received-elsewhere stepper reads of an item (the wire's fields). */
export interface ReceivedElsewhereInput {
  /** The wanted quantity. */
  readonly quantity: number;
  /** Gifted, the units received elsewhere included (as the API sends it). */
  readonly quantityOfContributedItems: number;
  readonly quantityReceivedElsewhere: number;
  /** Units a purchase under way holds. */
  readonly quantityInProgress: number;
}

/**
 * [S5.5] The owner's stepper of the units received outside the list: from 0 (undone) to the units
 * neither gifted through the list nor held by a purchase under way, at most 99.
 */
export function receivedElsewhereBounds(item: ReceivedElsewhereInput): QuantityBounds {
  const free =
    item.quantity -
    (item.quantityOfContributedItems - item.quantityReceivedElsewhere) -
    item.quantityInProgress;
  const max = Number.isFinite(free) ? Math.max(0, Math.min(QUANTITY_MAX, Math.floor(free))) : 0;
  return { allowed: true, min: 0, max };
}

/** [S5.3] The return stepper: from 1 to the returnable count; nothing returnable disables it. */
export function returnQuantityBounds(returnableCount: number): QuantityBounds {
  return boundsUpTo(returnableCount);
}

/** [S5.3] Is this a valid quantity to return: a whole number between 1 and the returnable count? */
export function isValidReturnQuantity(quantity: number, returnableCount: number): boolean {
  const bounds = returnQuantityBounds(returnableCount);
  return (
    bounds.allowed && Number.isInteger(quantity) && quantity >= bounds.min && quantity <= bounds.max
  );
}

/** [S4.2] The quantity a product starts from when its edit state is set to true. */
export const EDIT_STATE_QUANTITY = QUANTITY_MIN;

/**
 * [S4.2] [S2.10] Setting the product edit state to true resets the quantity to 1 (the product is
 * being added afresh, e.g. from a closed list); setting it to false keeps the current quantity.
 */
export function quantityForEditState(editState: boolean, currentQuantity: number): number {
  return editState ? EDIT_STATE_QUANTITY : currentQuantity;
}
