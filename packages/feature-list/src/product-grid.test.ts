import { describe, expect, it } from 'vitest';
import {
  estimateRowHeight,
  firstRowCount,
  gridRows,
  headingRowOf,
  OVERSCAN_ROWS,
  renderedRows,
  rowIndexOfProduct,
} from './grid-rows';
import { birthList, manyItems } from './test/fixtures';

describe('gridRows', () => {
  it('[S2.39] [S3.8] each category: its heading, then its cards in rows of the column count', () => {
    const list = birthList({ all: manyItems(20) });
    const rows = gridRows(list.products.itemsByCategory, list.products.items, 2);
    expect(rows.filter((row) => row.kind === 'heading').map((row) => row.key)).toEqual([
      'h:bedroom',
      'h:outings',
      'h:travels',
      'h:meals',
      'h:toilet',
      'h:look',
      'h:awakening',
      'h:autres',
    ]);
    // 20 items over 8 categories: 3, 3, 3, 3, 2, 2, 2, 2 -> rows of 2: 2+2+2+2+1+1+1+1.
    expect(rows.filter((row) => row.kind === 'cards')).toHaveLength(12);
    expect(rows.at(-1)).toMatchObject({ kind: 'cards', key: 'autres:0' });
  });

  it('[S3.10] a flat grid (price sort) keeps the order, in rows of the column count', () => {
    const items = manyItems(10);
    const rows = gridRows(null, items, 4);
    expect(rows.map((row) => (row.kind === 'cards' ? row.items.length : 0))).toEqual([4, 4, 2]);
    // RGAA 9.3: where each row starts in the whole list, and the list's size.
    expect(rows.map((row) => (row.kind === 'cards' ? row.firstPosition : 0))).toEqual([1, 5, 9]);
    expect(rows.every((row) => row.kind === 'cards' && row.setSize === 10)).toBe(true);
    expect(rows[0]?.kind === 'cards' && rows[0].items[0]?.codeAx).toBe('20000000');
  });
});

describe('rowIndexOfProduct', () => {
  it('[S4.11] finds the row of cards that holds a product, -1 for one not in the grid', () => {
    const rows = gridRows(null, manyItems(10), 4);
    expect(rowIndexOfProduct(rows, '20000000')).toBe(0);
    expect(rowIndexOfProduct(rows, '20000005')).toBe(1);
    expect(rowIndexOfProduct(rows, '20000009')).toBe(2);
    expect(rowIndexOfProduct(rows, '99999999')).toBe(-1);
  });

  it('[S4.11] skips the category headings', () => {
    const list = birthList({ all: manyItems(20) });
    const rows = gridRows(list.products.itemsByCategory, list.products.items, 2);
    // The first 'autres' item (index 7 of the cycle) is in the row after the 'autres' heading.
    const headingIndex = rows.findIndex((row) => row.key === 'h:autres');
    expect(rowIndexOfProduct(rows, '20000007')).toBe(headingIndex + 1);
  });
});

describe('firstRowCount', () => {
  it('[S2.39] a long list first shows the rows that fill the window by their estimate, and 3 more', () => {
    const list = birthList({ all: manyItems(500) });
    const rows = gridRows(list.products.itemsByCategory, list.products.items, 2);
    const viewport = { width: 400, height: 800 };
    const count = firstRowCount(rows, 2, viewport);
    // A heading (60 px) and rows of cards (400 / 2 + 190 = 390 px) until 800 px are covered.
    expect(estimateRowHeight(rows[0], 2, viewport.width)).toBe(60);
    expect(estimateRowHeight(rows[1], 2, viewport.width)).toBe(390);
    const filling = count - OVERSCAN_ROWS;
    const heights = rows.slice(0, filling).map((row) => estimateRowHeight(row, 2, viewport.width));
    const height = heights.reduce((sum, each) => sum + each, 0);
    expect(height).toBeGreaterThanOrEqual(viewport.height);
    expect(height - (heights.at(-1) ?? 0)).toBeLessThan(viewport.height);
  });

  it('[S2.39] a list shorter than the window shows all its rows', () => {
    const rows = gridRows(null, manyItems(3), 4);
    expect(firstRowCount(rows, 4, { width: 1280, height: 800 })).toBe(rows.length);
  });
});

describe('renderedRows', () => {
  const list = birthList({ all: manyItems(500) });
  const rows = gridRows(list.products.itemsByCategory, list.products.items, 2);
  const headingOf = headingRowOf(rows);
  const range = (startIndex: number, endIndex: number) => ({
    startIndex,
    endIndex,
    overscan: OVERSCAN_ROWS,
    count: rows.length,
  });

  it('[S2.39] RGAA 9.1: deep in a category, its heading is rendered before the rows in view', () => {
    const second = rows.findIndex((row, index) => index > 0 && row.kind === 'heading');
    const heading = rows.findIndex((row, index) => index > second && row.kind === 'heading');
    // Rows well inside the third category: its heading is far above them.
    const rendered = renderedRows(range(heading + 10, heading + 12), headingOf);
    expect(rendered).toEqual([heading, ...Array.from({ length: 9 }, (_, i) => heading + 7 + i)]);
    expect(rows[rendered[0] ?? -1]?.kind).toBe('heading');
  });

  it('[S2.39] at the top of a category, or of the list, nothing is added', () => {
    expect(renderedRows(range(0, 2), headingOf)).toEqual([0, 1, 2, 3, 4, 5]);
    const heading = rows.findIndex((row, index) => index > 0 && row.kind === 'heading');
    expect(renderedRows(range(heading + 3, heading + 4), headingOf)[0]).toBe(heading);
    expect(renderedRows(range(heading + 3, heading + 4), headingOf)).toHaveLength(
      2 + 2 * OVERSCAN_ROWS,
    );
  });

  it('[S3.10] a flat grid (no category) renders the range alone', () => {
    const flat = gridRows(null, manyItems(500), 4);
    expect(headingRowOf(flat).every((index) => index === -1)).toBe(true);
    expect(
      renderedRows(
        { startIndex: 50, endIndex: 52, overscan: OVERSCAN_ROWS, count: flat.length },
        headingRowOf(flat),
      ),
    ).toEqual([47, 48, 49, 50, 51, 52, 53, 54, 55]);
  });
});
