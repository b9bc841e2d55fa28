import { css } from 'styled-components';

/**
 * The overlay may live in another retailer's page, without the ui-kit's global style: its own
 * controls carry the focus ring and the touch target themselves.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A main action: 44 px high and wide (WCAG 2.5.5). */
export const mainTarget = css`
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  min-width: ${({ theme }) => theme.layout.touchTargetPx}px;
`;

/** A secondary control: at least 24 px (WCAG 2.5.8). */
export const smallTarget = css`
  min-height: 24px;
  min-width: 24px;
`;

/** A pill-shaped text button (chips, the filter button). */
export const pillButton = css`
  ${focusRing}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
