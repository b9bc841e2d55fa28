import { Button } from '@ldn/ui-kit';
import styled from 'styled-components';
import type { GridRow } from './grid-rows';
import { addInCategoryName, listMessages } from './messages';
import { ProductCard } from './product-card';

const CardRow = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.md};
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

/** One row of a long list's grid: a category heading, or a row of cards. */
export function GridRowView({
  row,
  columns,
  listId,
  showPrivateMark,
  headingLevel,
  eager,
  onAddInCategory,
}: {
  readonly row: GridRow;
  readonly columns: number;
  readonly listId: string;
  readonly showPrivateMark: boolean;
  readonly headingLevel: 3 | 4;
  /** The first row of cards is in the first screen: its pictures load at once. */
  readonly eager: boolean;
  readonly onAddInCategory?: ((category: string) => void) | undefined;
}) {
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
