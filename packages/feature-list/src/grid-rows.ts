import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import type { ApiListItem, ListCategoryGroup } from '@ldn/api-client';
import { categoryLabel } from '@ldn/domain';

/** [S2.39] Above this many items the grid is virtualised (only the rows near the window render). */
export const VIRTUALIZE_ABOVE = 60;

/** Rows a long list renders past the window, above and below (the virtualiser's overscan). */
export const OVERSCAN_ROWS = 3;

/** One row of the grid: a category heading, or up to `columns` cards. */
export type GridRow =
  | {
      readonly kind: 'heading';
      readonly key: string;
      readonly category: string;
      readonly label: string;
    }
  | {
      readonly kind: 'cards';
      readonly key: string;
      readonly items: readonly ApiListItem[];
      /**
       * RGAA 9.3: the first card's position in its category (or the whole list), from 1, and
       * their count; a virtualised row is a piece of one list, announced as 'n of m'.
       */
      readonly firstPosition: number;
      readonly setSize: number;
    };

/**
 * [S2.39] [S3.8] The rows of the grid: with categories, each category's heading then its cards in
 * rows of `columns`; without (a price or priority sort), the cards in rows in the server's order.
 */
export function gridRows(
  groups: readonly ListCategoryGroup[] | null,
  items: readonly ApiListItem[],
  columns: number,
): readonly GridRow[] {
  const rows: GridRow[] = [];
  const pushCards = (prefix: string, cards: readonly ApiListItem[]) => {
    for (let start = 0; start < cards.length; start += columns) {
      rows.push({
        kind: 'cards',
        key: `${prefix}:${start}`,
        items: cards.slice(start, start + columns),
        firstPosition: start + 1,
        setSize: cards.length,
      });
    }
  };
  if (groups === null) {
    pushCards('all', items);
    return rows;
  }
  for (const group of groups) {
    const label = group.label === '' ? categoryLabel(group.category) : group.label;
    rows.push({ kind: 'heading', key: `h:${group.category}`, category: group.category, label });
    pushCards(group.category, group.items);
  }
  return rows;
}

/**
 * [S4.11] The row of the grid that holds the product `codeAx`, or -1 when no row does (not in the
 * list, filtered out, or not read yet).
 */
export function rowIndexOfProduct(rows: readonly GridRow[], codeAx: string): number {
  return rows.findIndex(
    (row) => row.kind === 'cards' && row.items.some((item) => item.codeAx === codeAx),
  );
}

/** A row's estimated height before it is measured: a square picture plus the card's text. */
export function estimateRowHeight(
  row: GridRow | undefined,
  columns: number,
  viewportWidth: number,
): number {
  if (row?.kind === 'heading') return 60;
  const cardWidth = Math.min(viewportWidth, 1200) / columns;
  return Math.round(cardWidth + 190);
}

/**
 * How many of a long list's rows it shows before its virtualiser has loaded: those that fill a
 * window of `viewport` by their estimated heights, and {@link OVERSCAN_ROWS} more, as many as the
 * virtualiser renders at the top.
 */
export function firstRowCount(
  rows: readonly GridRow[],
  columns: number,
  viewport: { readonly width: number; readonly height: number },
): number {
  let height = 0;
  let count = 0;
  while (count < rows.length && height < viewport.height) {
    height += estimateRowHeight(rows[count], columns, viewport.width);
    count += 1;
  }
  return Math.min(rows.length, count + OVERSCAN_ROWS);
}

/** For each row, the index of the heading of its category (itself for a heading), or -1. */
export function headingRowOf(rows: readonly GridRow[]): readonly number[] {
  let heading = -1;
  return rows.map((row, index) => {
    if (row.kind === 'heading') heading = index;
    return heading;
  });
}

/**
 * The rows a long list renders for its virtualiser's range: the library's own
 * (`defaultRangeExtractor`, the range with `overscan` more on each side), and before them the
 * heading of the category the first of them is in, when it is further up. RGAA 9.1: the cards'
 * headings (h4) then always follow their category's (h3) in the page, wherever the reader has
 * scrolled.
 */
export function renderedRows(range: Range, headingOf: readonly number[]): number[] {
  const rows = defaultRangeExtractor(range);
  const start = rows[0] ?? 0;
  const heading = headingOf[start] ?? -1;
  return heading >= 0 && heading < start ? [heading, ...rows] : rows;
}
