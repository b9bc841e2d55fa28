import type { ApiListItem, ListCategoryGroup } from '@ldn/api-client';
import { categoryLabel } from '@ldn/domain';
import { Button, LoadingText } from '@ldn/ui-kit';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { addInCategoryName, listMessages } from './messages';
import { ProductCard } from './product-card';
import { useGridColumns } from './use-grid-columns';

/** [S2.39] Above this many items the grid is virtualised (only the rows near the window render). */
export const VIRTUALIZE_ABOVE = 60;

/**
 * The virtualised grid and its library are downloaded only for long lists, so the shared-list page
 * of a usual list stays light (issue 9's budget).
 */
const VirtualGrid = lazy(() =>
  import('./virtual-grid').then((module) => ({ default: module.VirtualGrid })),
);

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

/**
 * [S2.39] [S3.8] The products of the list, by category ('autres' last, as the server groups them)
 * or flat for the other sorts; virtualised above {@link VIRTUALIZE_ABOVE} items.
 */
export function ProductGrid(props: ProductGridProps) {
  if (props.items.length <= VIRTUALIZE_ABOVE) return <PlainGrid {...props} />;
  return (
    <Suspense fallback={<LoadingText>{listMessages.LOADING_LIST}</LoadingText>}>
      <VirtualGrid {...props} />
    </Suspense>
  );
}
