import { categoryLabel, categoryOf, sortCategoryCodes } from './categories';
import type { ListItem } from './types';

/** [S3.5] [S3.8] One category of a list with its items. */
export interface CategoryGroup<T> {
  readonly category: string;
  readonly label: string;
  readonly items: readonly T[];
}

/**
 * [S3.5] [S3.8] [S2.39] Groups items by category (`itemsByCategory`): known categories in the spec's
 * order, unknown ones next, 'autres' (also items without category) last. Items keep their order.
 * Empty categories are not listed.
 */
export function groupItemsByCategory<T extends Pick<ListItem, 'category'>>(
  items: readonly T[],
): readonly CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const code = categoryOf(item);
    const group = groups.get(code);
    if (group) group.push(item);
    else groups.set(code, [item]);
  }
  const order = sortCategoryCodes([...groups.keys()]);
  return [...groups]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, grouped]) => ({ category, label: categoryLabel(category), items: grouped }));
}
