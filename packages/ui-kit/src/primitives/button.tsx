import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { controlBase } from './focus-ring';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (default): the page's main action; `secondary`; `ghost` (text only); `danger`. */
  readonly variant?: ButtonVariant;
  /** Busy: shows a spinner, sets `aria-busy` and refuses clicks; the label stays readable. */
  readonly loading?: boolean;
  /** Takes the whole width of its container (bars and dialogs on mobile). */
  readonly fullWidth?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The kit's button: a 44 px touch target, four variants and a loading state. */
export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      // Read by the target-size check: a primary button is a main action (44x44 on mobile).
      data-variant={variant}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={16} label={null} />}
      {children}
    </StyledButton>
  );
}
