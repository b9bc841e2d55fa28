import styled from 'styled-components';
import { overlayMessages } from './messages';
import { pillButton, smallTarget } from './styles';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  ${pillButton}
  ${smallTarget}
  min-height: 32px;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface SuggestionChipsProps {
  /** The acp expressions or suggested keywords. */
  readonly chips: readonly string[];
  /** A chip searches its expression. */
  readonly onChoose: (expression: string) => void;
}

/** [S2.49] The suggestion chips: one button per expression; nothing when there are none. */
export function SuggestionChips({ chips, onChoose }: SuggestionChipsProps) {
  if (chips.length === 0) return null;
  return (
    <List aria-label={overlayMessages.SUGGESTIONS}>
      {chips.map((expression) => (
        <li key={expression}>
          <Chip type="button" onClick={() => onChoose(expression)}>
            {expression}
          </Chip>
        </li>
      ))}
    </List>
  );
}
