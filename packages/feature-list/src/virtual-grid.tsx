import { productCodeOfHash } from '@ldn/domain';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useServerViewportSize } from '@ldn/ui-kit';
import {
  CardRow,
  CategoryHeading,
  gridRows,
  rowIndexOfProduct,
  type GridRow,
  type ProductGridProps,
} from './product-grid';
import { ProductCard } from './product-card';
import { useGridColumns } from './use-grid-columns';

/** A row's estimated height before it is measured: a square picture plus the card's text. */
const estimateRowHeight = (
  row: GridRow | undefined,
  columns: number,
  viewportWidth: number,
): number => {
  if (row?.kind === 'heading') return 60;
  const cardWidth = Math.min(viewportWidth, 1200) / columns;
  return Math.round(cardWidth + 190);
};

/**
 * A long list (500 items stay smooth): the window scrolls as usual, but only the rows near the
 * viewport are in the page (@tanstack/react-virtual's window virtualiser), each row measured once
 * shown. Headings and cards keep their roles, and each row of cards is a list whose items say their
 * place in the category ('4 of 20'), so the page reads as the plain grid does. [S4.11] When the address
 * names a product (`#produit-<codeAx>`, after 'Voir ma liste' or a saved edit), its row is scrolled
 * into view, so its card is rendered and the product page's focus can land on it.
 */
export function VirtualGrid({
  listId,
  groups,
  items,
  showPrivateMark,
  onAddInCategory,
}: ProductGridProps) {
  const columns = useGridColumns();
  const rows = useMemo(() => gridRows(groups, items, columns), [groups, items, columns]);
  // The first row of cards is in the first screen: its pictures load at once.
  const firstCardRow = rows.findIndex((row) => row.kind !== 'heading');
  const containerRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = containerRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(Math.max(0, Math.round(top + window.scrollY)));
  }, [rows]);

  // A server render (the first view) has no window: it lays the rows out for the size it guessed.
  const serverViewport = useServerViewportSize();
  const viewportWidth = () =>
    typeof window === 'undefined' ? serverViewport.width : window.innerWidth;
  const virtualizer: Virtualizer<Window, HTMLDivElement> = useWindowVirtualizer({
    count: rows.length,
    initialRect: serverViewport,
    estimateSize: (index) => estimateRowHeight(rows[index], columns, viewportWidth()),
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
    // A row not laid out (height 0, as in a test's document) keeps its estimate.
    measureElement: (element, _entry, instance) => {
      const height = element.getBoundingClientRect().height;
      const index = instance.indexFromElement(element);
      return height > 0 ? height : estimateRowHeight(rows[index], columns, viewportWidth());
    },
  });

  const { hash } = useLocation();
  const wantedCode = productCodeOfHash(hash);
  const wantedRow = wantedCode === null ? -1 : rowIndexOfProduct(rows, wantedCode);
  // Once per address and page offset: a later read of the list (the product just added comes in
  // with the refetch) scrolls when the row appears, but never pulls a reader who scrolled away.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (wantedRow < 0) return;
    const key = `${hash}@${scrollMargin}`;
    if (scrolledFor.current === key) return;
    scrolledFor.current = key;
    virtualizer.scrollToIndex(wantedRow, { align: 'center' });
  }, [hash, wantedRow, scrollMargin, virtualizer]);

  return (
    <div
      ref={containerRef}
      data-virtualized="true"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index];
        if (row === undefined) return null;
        return (
          <div
            key={virtualRow.key}
            data-index={virtualRow.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {row.kind === 'heading' ? (
              <CategoryHeading
                category={row.category}
                label={row.label}
                onAddInCategory={onAddInCategory}
              />
            ) : (
              // RGAA 9.3: each row a list whose items tell their place in the whole category.
              <CardRow $columns={columns} role="list">
                {row.items.map((item, offset) => (
                  <div
                    key={item.codeAx}
                    role="listitem"
                    aria-posinset={row.firstPosition + offset}
                    aria-setsize={row.setSize}
                  >
                    <ProductCard
                      listId={listId}
                      item={item}
                      showPrivateMark={showPrivateMark}
                      headingLevel={groups === null ? 3 : 4}
                      eager={virtualRow.index === firstCardRow}
                    />
                  </div>
                ))}
              </CardRow>
            )}
          </div>
        );
      })}
    </div>
  );
}
