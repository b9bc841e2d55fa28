import { CATEGORY_CODES, categoryLabel } from '@ldn/domain';
import { cardGrid } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { listMessages } from './messages';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Tiles = styled.ul`
  ${cardGrid}
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Tile = styled.button`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Empty = styled.small`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * [S2.39] The categories to suggest: the spec's categories the list does not have yet first, then
 * the others, so the owner sees first what is missing.
 */
export function suggestedCategories(present: readonly string[]): readonly string[] {
  const missing = CATEGORY_CODES.filter((code) => !present.includes(code));
  const there = CATEGORY_CODES.filter((code) => present.includes(code));
  return [...missing, ...there];
}

export interface SuggestionsProps {
  /** The category codes already in the list. */
  readonly present: readonly string[];
  /** Opens the products overlay on a category (navigation mode) [S2.49]. */
  readonly onOpenProducts: (navigateTo?: string) => void;
}

/**
 * [S2.39] [S2.49] The owner's suggestions: one tile per category of the spec [S3.8], each opening
 * the products overlay in navigation mode on that category.
 */
export function Suggestions({ present, onOpenProducts }: SuggestionsProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{listMessages.SUGGESTIONS_TITLE}</h2>
      <p>{listMessages.SUGGESTIONS_TEXT}</p>
      <Tiles>
        {suggestedCategories(present).map((code) => (
          <li key={code}>
            <Tile type="button" onClick={() => onOpenProducts(code)}>
              <strong>{categoryLabel(code)}</strong>
              {!present.includes(code) && <Empty>{listMessages.SUGGESTION_EMPTY_CATEGORY}</Empty>}
              <span>{listMessages.SUGGESTION_DISCOVER}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
