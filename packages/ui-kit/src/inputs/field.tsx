import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { uiMessages } from '../messages';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A field's error message, under it. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** The look of text inputs and text areas: 44 px high, a clear border, red when invalid. */
export const inputStyle = css`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${inputStyle}
`;

/** The ids a field's parts link to each other with. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** `aria-describedby` of an input: its hint, its error, and anything else given (a counter). */
export function describedBy(
  ...ids: readonly (string | false | null | undefined)[]
): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean | undefined;
  readonly hint?: ReactNode;
  /** The error text; linked to the input by `aria-describedby` (see `describedBy`). */
  readonly error?: string | undefined;
  /** The input, with `id`, `aria-invalid` and `aria-describedby` set by the caller. */
  readonly children: ReactNode;
  /** Shown after the input (a counter). */
  readonly after?: ReactNode;
  /** The error is announced when it appears (`role="alert"`): for an error shown on submit. */
  readonly announceError?: boolean | undefined;
}

/** A labelled field: label (with '(obligatoire)'), input, hint and error text. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
  after,
  announceError = false,
}: FieldProps) {
  const ids = fieldIds(id);
  return (
    <Root>
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <Required>{uiMessages.REQUIRED_MARK}</Required>
          </>
        )}
      </Label>
      {children}
      {after}
      {hint !== undefined && <Hint id={ids.hint}>{hint}</Hint>}
      {error !== undefined && (
        <ErrorText id={ids.error} role={announceError ? 'alert' : undefined}>
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
