import type { ApiListItem, ListCategoryGroup } from '@ldn/api-client';
import { categoryLabel } from '@ldn/domain';
import { Button, useServerViewportSize } from '@ldn/ui-kit';
import type { ComponentType } from 'react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { addInCategoryName, listMessages } from './messages';
import { ProductCard } from './product-card';
import { useGridColumns } from './use-grid-columns';

/** [S2.39] Above this many items the grid is virtualised (only the rows near the window render). */
export const VIRTUALIZE_ABOVE = 60;

/** Rows rendered past the window's last one, above and below (the virtualised grid's overscan). */
export const OVERSCAN_ROWS = 3;

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
 * The first rows of a long list: those that fill a window of `viewport` by their estimated
 * heights, and {@link OVERSCAN_ROWS} more, as many as the virtualised grid renders at the top.
 */
export function firstRows(
  rows: readonly GridRow[],
  columns: number,
  viewport: { readonly width: number; readonly height: number },
): readonly GridRow[] {
  let height = 0;
  let count = 0;
  while (count < rows.length && height < viewport.height) {
    height += estimateRowHeight(rows[count], columns, viewport.width);
    count += 1;
  }
  return rows.slice(0, count + OVERSCAN_ROWS);
}

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

export const CardRow = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.md};
  }
`;

const CardList = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const HeadingRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
`;

const CategoryTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export interface ProductGridProps {
  readonly listId: string;
  /** The categories to show, or `null` for a flat grid (sorted by price or priority). */
  readonly groups: readonly ListCategoryGroup[] | null;
  readonly items: readonly ApiListItem[];
  readonly showPrivateMark: boolean;
  /** The owner's add button of each category; none for guests or a closed list. */
  readonly onAddInCategory?: ((category: string) => void) | undefined;
}

/** A category's heading, with the owner's add button. */
export function CategoryHeading({
  category,
  label,
  onAddInCategory,
}: {
  readonly category: string;
  readonly label: string;
  readonly onAddInCategory?: ((category: string) => void) | undefined;
}) {
  return (
    <HeadingRow>
      <CategoryTitle>{label}</CategoryTitle>
      {onAddInCategory && (
        <Button
          variant="secondary"
          aria-label={addInCategoryName(label)}
          onClick={() => onAddInCategory(category)}
        >
          {listMessages.ADD_IN_CATEGORY}
        </Button>
      )}
    </HeadingRow>
  );
}

/** A list of fewer than {@link VIRTUALIZE_ABOVE} items: plain sections and lists, all rendered. */
function PlainGrid({ listId, groups, items, showPrivateMark, onAddInCategory }: ProductGridProps) {
  const columns = useGridColumns();
  // The first row of the grid is in the first screen: its pictures load at once.
  const cards = (cardItems: readonly ApiListItem[], firstRowEager: boolean) => (
    <CardList $columns={columns}>
      {cardItems.map((item, index) => (
        <li key={item.codeAx}>
          <ProductCard
            listId={listId}
            item={item}
            showPrivateMark={showPrivateMark}
            headingLevel={groups === null ? 3 : 4}
            eager={firstRowEager && index < columns}
          />
        </li>
      ))}
    </CardList>
  );
  if (groups === null) return cards(items, true);
  return (
    <>
      {groups.map((group, groupIndex) => (
        <section key={group.category} aria-label={group.label}>
          <CategoryHeading
            category={group.category}
            label={group.label === '' ? categoryLabel(group.category) : group.label}
            onAddInCategory={onAddInCategory}
          />
          {cards(group.items, groupIndex === 0)}
        </section>
      ))}
    </>
  );
}

/** One row of a long list's grid: a category heading, or a list of cards. */
export function GridRowView({
  row,
  listId,
  showPrivateMark,
  headingLevel,
  eager,
  onAddInCategory,
}: {
  readonly row: GridRow;
  readonly listId: string;
  readonly showPrivateMark: boolean;
  readonly headingLevel: 3 | 4;
  /** The first row of cards is in the first screen: its pictures load at once. */
  readonly eager: boolean;
  readonly onAddInCategory?: ((category: string) => void) | undefined;
}) {
  const columns = useGridColumns();
  if (row.kind === 'heading') {
    return (
      <CategoryHeading
        category={row.category}
        label={row.label}
        onAddInCategory={onAddInCategory}
      />
    );
  }
  // RGAA 9.3: each row a list whose items tell their place in the whole category.
  return (
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
            headingLevel={headingLevel}
            eager={eager}
          />
        </div>
      ))}
    </CardRow>
  );
}

/**
 * A long list's first rows, in the page's flow, as the virtualised grid lays them out: what the
 * page shows until the grid's module has loaded (and what the server's first view shows).
 */
function FirstRows({ listId, groups, items, showPrivateMark, onAddInCategory }: ProductGridProps) {
  const columns = useGridColumns();
  const serverViewport = useServerViewportSize();
  const rows = useMemo(() => {
    // A server render (the first view) has no window: it uses the size it guessed.
    const viewport =
      typeof window === 'undefined'
        ? serverViewport
        : { width: window.innerWidth, height: window.innerHeight };
    return firstRows(gridRows(groups, items, columns), columns, viewport);
  }, [groups, items, columns, serverViewport]);
  const firstCardRow = rows.findIndex((row) => row.kind !== 'heading');
  return (
    <div data-first-rows="true">
      {rows.map((row, index) => (
        <GridRowView
          key={row.key}
          row={row}
          listId={listId}
          showPrivateMark={showPrivateMark}
          headingLevel={groups === null ? 3 : 4}
          eager={index === firstCardRow}
          onAddInCategory={onAddInCategory}
        />
      ))}
    </div>
  );
}

type VirtualGridComponent = ComponentType<ProductGridProps>;

/**
 * The virtualised grid's module, loaded once for the page: it and its library are downloaded only
 * for long lists, and after their first rows are shown, so that no list waits for them (issue 9's
 * budget of the shared list's first JavaScript).
 */
const virtualGridModule = {
  loaded: null as VirtualGridComponent | null,
  loading: undefined as Promise<void> | undefined,
  listeners: new Set<() => void>(),
  load(): void {
    this.loading ??= import('./virtual-grid').then(
      (module) => {
        this.loaded = module.VirtualGrid;
        for (const listener of this.listeners) listener();
      },
      // Offline, say: the first rows stay, and the next long list asks again.
      () => {
        this.loading = undefined;
      },
    );
  },
  subscribe(listener: () => void): () => void {
    virtualGridModule.listeners.add(listener);
    return () => virtualGridModule.listeners.delete(listener);
  },
};

/** The virtualised grid once its module has loaded (never on the server); null until then. */
function useVirtualGrid(): VirtualGridComponent | null {
  const grid = useSyncExternalStore(
    virtualGridModule.subscribe,
    () => virtualGridModule.loaded,
    () => null,
  );
  useEffect(() => virtualGridModule.load(), []);
  return grid;
}

/** A list of more than {@link VIRTUALIZE_ABOVE} items: its first rows, then the virtualised grid. */
function LongGrid(props: ProductGridProps) {
  const VirtualGrid = useVirtualGrid();
  return VirtualGrid === null ? <FirstRows {...props} /> : <VirtualGrid {...props} />;
}

/**
 * [S2.39] [S3.8] The products of the list, by category ('autres' last, as the server groups them)
 * or flat for the other sorts; virtualised above {@link VIRTUALIZE_ABOVE} items.
 */
export function ProductGrid(props: ProductGridProps) {
  if (props.items.length <= VIRTUALIZE_ABOVE) return <PlainGrid {...props} />;
  return <LongGrid {...props} />;
}
