import { css } from 'styled-components';

/**
 * A grid of cards, for a list (`ul`) of them: two columns on phones, four from `md` (the overlay's
 * scopes and products [S2.49], the list's category suggestions [S2.39]).
 */
export const cardGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
