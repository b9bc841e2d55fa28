import styled from 'styled-components';

/**
 * A native checkbox with its label on one 44 px row, the box 24 x 24 px in the primary colour
 * (the product's flags: indispensable, private).
 */
export const ToggleLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  cursor: pointer;
  input {
    width: 24px;
    height: 24px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
