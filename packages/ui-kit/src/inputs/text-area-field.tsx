import { textLength, truncateText } from '@ldn/domain';
import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { counterDescription } from '../popup-messages';
import { VisuallyHidden } from '../primitives/visually-hidden';
import { describedBy, Field, fieldIds, inputStyle } from './field';

const TextArea = styled.textarea<{ $minHeight: number }>`
  ${inputStyle}
  box-sizing: border-box;
  min-height: ${({ $minHeight }) => $minHeight}px;
  resize: vertical;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 0;
  align-self: flex-end;
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
`;

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength' | 'id'
> {
  readonly label: string;
  readonly value: string;
  /** The new text, already cut at `maxLength` characters. */
  readonly onValueChange: (value: string) => void;
  /** Longer typing or pasting is cut (in characters, as `textLength` counts them). */
  readonly maxLength: number;
  readonly required?: boolean | undefined;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** The error is announced when it appears (an error shown on submit). */
  readonly announceError?: boolean | undefined;
  readonly id?: string | undefined;
  /** The text area's starting height in px (it can be made taller). */
  readonly minHeight?: number | undefined;
}

/**
 * A labelled text area whose input is cut at `maxLength`, with a live counter '12/1000' under it,
 * read with the field as '12 caractères sur 1000'; its hint and error are its description too.
 */
export function TextAreaField({
  label,
  value,
  onValueChange,
  maxLength,
  required,
  hint,
  error,
  announceError,
  id: givenId,
  minHeight = 120,
  ...rest
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const length = textLength(value);
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      announceError={announceError}
      after={
        <Counter id={counterId} $full={length >= maxLength}>
          <span aria-hidden="true">
            {length}/{maxLength}
          </span>
          <VisuallyHidden>{counterDescription(length, maxLength)}</VisuallyHidden>
        </Counter>
      }
    >
      <TextArea
        {...rest}
        id={id}
        value={value}
        required={required}
        $minHeight={minHeight}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy(
          counterId,
          hint !== undefined && ids.hint,
          error !== undefined && ids.error,
        )}
        onChange={(event) => onValueChange(truncateText(event.target.value, maxLength))}
      />
    </Field>
  );
}
