import { css } from 'styled-components';

/** A card of a screen: the surface colour, a light border, large rounded corners, room inside. */
export const cardStyle = css`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
