import { css } from 'styled-components';

/**
 * A link shaped like a button: a pill with a 2 px primary border, a 44 px high touch target and
 * the focus ring. Only the shape: the screen that uses it sets its colours (primary, secondary).
 */
export const buttonLinkStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
