import { productCodeOfHash } from '@ldn/domain';
import { useServerViewportSize } from '@ldn/ui-kit';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { useLocation } from 'react-router';
import { GridRowView } from './grid-row-view';
import {
  estimateRowHeight,
  firstRowCount,
  gridRows,
  headingRowOf,
  OVERSCAN_ROWS,
  renderedRows,
  rowIndexOfProduct,
} from './grid-rows';
import type { ProductGridProps } from './product-grid';
import { useGridColumns } from './use-grid-columns';

/**
 * A row placed by the virtualiser, `top` pixels below the grid's top: by its offset, not by a
 * transform, so that a first row placed where the page's flow had it keeps its layout position
 * (Chromium counts a row moved out of the flow and back by a transform as a layout shift).
 */
const placedRow = (top: number): CSSProperties => ({
  position: 'absolute',
  top,
  left: 0,
  width: '100%',
});

const subscribeToNothing = () => () => undefined;

/**
 * Whether the grid is past its first view: false while a server renders and while the browser
 * hydrates that render (React then renders again with true), true for a list opened later.
 */
const usePastFirstView = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * A long list (500 items stay smooth): the window scrolls as usual, but only the rows near the
 * viewport are in the page (@tanstack/react-virtual's window virtualiser), each row measured once
 * shown. Headings and cards keep their roles, and each row of cards is a list whose items say their
 * place in the category ('4 of 20'), so the page reads as the plain grid does; the heading of the
 * category at the top of the window stays in the page above its cards, out of view.
 *
 * The server's first view, and the browser's hydration of it, show the first rows in the page's
 * flow, the grid as high as its rows' estimates: rows placed at their estimated offsets would move
 * once measured. Right after hydration the virtualiser places the same row elements, which React
 * keeps with their cards; a list opened later is placed by it from its first render.
 *
 * [S4.11] When the address names a product (`#produit-<codeAx>`, after 'Voir ma liste' or a saved
 * edit), its row is scrolled into view, so its card is rendered and the product page's focus can
 * land on it.
 */
export function LongGrid({
  listId,
  groups,
  items,
  showPrivateMark,
  onAddInCategory,
}: ProductGridProps) {
  const columns = useGridColumns();
  const rows = useMemo(() => gridRows(groups, items, columns), [groups, items, columns]);
  const headingOf = useMemo(() => headingRowOf(rows), [rows]);
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = containerRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(Math.max(0, Math.round(top + window.scrollY)));
  }, [rows]);

  // A server render (the first view) has no window: it lays the rows out for the size it guessed.
  // Read once a render: the window's size forces a layout, and the estimate runs for every row.
  const serverViewport = useServerViewportSize();
  const viewport =
    typeof window === 'undefined'
      ? serverViewport
      : { width: window.innerWidth, height: window.innerHeight };
  const estimate = (index: number) => estimateRowHeight(rows[index], columns, viewport.width);
  const pastFirstView = usePastFirstView();
  const windowVirtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    initialRect: viewport,
    estimateSize: estimate,
    overscan: OVERSCAN_ROWS,
    rangeExtractor: (range) => renderedRows(range, headingOf),
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
    // A row not laid out (height 0, as in a test's document) keeps its estimate.
    measureElement: (element, _entry, instance) => {
      const height = element.getBoundingClientRect().height;
      return height > 0 ? height : estimate(instance.indexFromElement(element));
    },
  });
  const virtualizer = pastFirstView ? windowVirtualizer : null;

  const { hash } = useLocation();
  const wantedCode = productCodeOfHash(hash);
  const wantedRow = wantedCode === null ? -1 : rowIndexOfProduct(rows, wantedCode);
  // Once per address and page offset: a later read of the list (the product just added comes in
  // with the refetch) scrolls when the row appears, but never pulls a reader who scrolled away.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (wantedRow < 0 || virtualizer === null) return;
    const key = `${hash}@${scrollMargin}`;
    if (scrolledFor.current === key) return;
    scrolledFor.current = key;
    virtualizer.scrollToIndex(wantedRow, { align: 'center' });
  }, [hash, wantedRow, scrollMargin, virtualizer]);

  const shown =
    virtualizer === null
      ? rows.slice(0, firstRowCount(rows, columns, viewport)).map((row, index) => ({
          index,
          key: row.key,
          start: 0,
        }))
      : virtualizer.getVirtualItems();
  const height =
    virtualizer === null
      ? rows.reduce((total, _row, index) => total + estimate(index), 0)
      : virtualizer.getTotalSize();
  const firstCardRow = rows.findIndex((row) => row.kind !== 'heading');
  return (
    <div
      ref={containerRef}
      data-virtualized={virtualizer === null ? undefined : 'true'}
      data-first-rows={virtualizer === null ? 'true' : undefined}
      style={{ position: 'relative', height }}
    >
      {shown.map(({ index, key, start }) => {
        const row = rows[index];
        if (row === undefined) return null;
        return (
          <div
            key={key}
            data-index={index}
            ref={virtualizer?.measureElement}
            style={virtualizer === null ? undefined : placedRow(start - scrollMargin)}
          >
            <GridRowView
              row={row}
              columns={columns}
              listId={listId}
              showPrivateMark={showPrivateMark}
              headingLevel={groups === null ? 3 : 4}
              eager={index === firstCardRow}
              onAddInCategory={onAddInCategory}
            />
          </div>
        );
      })}
    </div>
  );
}
