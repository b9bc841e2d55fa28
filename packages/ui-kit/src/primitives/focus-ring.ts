import { css } from 'styled-components';

/** The keyboard focus ring and the 44 px touch target shared by every control. */
export const controlBase = css`
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  min-width: ${({ theme }) => theme.layout.touchTargetPx}px;
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
