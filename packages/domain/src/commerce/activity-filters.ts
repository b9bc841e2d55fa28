import { activityFilterLabels } from '../messages-other-screens';
import type { ActivityFilter } from './types';

/** [S2.41] [S7.32] The activity filters, in the order the screen lists them. */
export const ACTIVITY_FILTERS = [
  'ITEMS',
  'WALLET',
  'COUPON',
  'RETURNED_ITEMS',
] as const satisfies readonly ActivityFilter[];

const isActivityFilter = (value: string): value is ActivityFilter =>
  (ACTIVITY_FILTERS as readonly string[]).includes(value);

/**
 * [S2.41] [S7.32] The filters to send as `filtersBy`: none selected means all four. The selection
 * is returned in the canonical order, without duplicates; unknown values are dropped (and if only
 * unknown values were selected, it is as if none were).
 */
export function effectiveActivityFilters(
  selected: readonly string[] | null | undefined,
): readonly ActivityFilter[] {
  const chosen = new Set((selected ?? []).filter(isActivityFilter));
  return chosen.size === 0
    ? ACTIVITY_FILTERS
    : ACTIVITY_FILTERS.filter((filter) => chosen.has(filter));
}

/** [S2.41] The French label of an activity filter. */
export function activityFilterLabel(filter: ActivityFilter): string {
  return activityFilterLabels[filter];
}
