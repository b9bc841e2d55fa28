import type { CartEntry } from './types';

/** A cart split by the server's refusal. */
export interface SplitCartEntries<T> {
  /** The entries that stay in the cart. */
  readonly kept: readonly T[];
  /** The entries removed from the cart and listed in the error popup. */
  readonly refused: readonly T[];
}

/**
 * [S4.4] [S8.4] Splits cart entries into those kept and those the server refused. An entry is
 * refused when its code or its AS400 code is among the refused codes (the server may name either).
 */
export function splitEntriesByRefusedCodes<T extends Pick<CartEntry, 'code' | 'codeAs400'>>(
  entries: readonly T[],
  refusedCodes: readonly string[],
): SplitCartEntries<T> {
  const refusedSet = new Set(refusedCodes);
  const isRefused = (entry: T): boolean =>
    refusedSet.has(entry.code) || refusedSet.has(entry.codeAs400);
  return { kept: entries.filter((entry) => !isRefused(entry)), refused: entries.filter(isRefused) };
}
