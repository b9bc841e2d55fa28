import type { ApiListItem, ListCategoryGroup } from '@ldn/api-client';
import { categoryLabel } from '@ldn/domain';
import styled from 'styled-components';
import { CategoryHeading } from './grid-row-view';
import { VIRTUALIZE_ABOVE } from './grid-rows';
import { LongGrid } from './long-grid';
import { ProductCard } from './product-card';
import { useGridColumns } from './use-grid-columns';

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

export interface ProductGridProps {
  readonly listId: string;
  /** The categories to show, or `null` for a flat grid (sorted by price or priority). */
  readonly groups: readonly ListCategoryGroup[] | null;
  readonly items: readonly ApiListItem[];
  readonly showPrivateMark: boolean;
  /** The owner's add button of each category; none for guests or a closed list. */
  readonly onAddInCategory?: ((category: string) => void) | undefined;
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
  return <LongGrid {...props} />;
}
