import { commentCounter, truncateComment } from '@ldn/domain';
import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { counterDescription, popupMessages } from '../popup-messages';
import { VisuallyHidden } from '../primitives/visually-hidden';
import { describedBy, Field, fieldIds, inputStyle } from './field';

const TextArea = styled.textarea`
  ${inputStyle}
  min-height: 96px;
  resize: vertical;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 0;
  align-self: flex-end;
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
`;

export interface CommentFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength' | 'id'
> {
  readonly value: string;
  /** The new comment, cut at 255 characters. */
  readonly onValueChange: (value: string) => void;
  /** The visible label; 'Commentaire' by default. */
  readonly label?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly id?: string;
}

/**
 * [S5.6] [S2.44] The product comment: at most 255 characters (longer typing or pasting is cut) with
 * a live counter '12/255' under it, read with the field as '12 caractères sur 255'.
 */
export function CommentField({
  value,
  onValueChange,
  label = popupMessages.COMMENT,
  hint,
  error,
  id: givenId,
  ...rest
}: CommentFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const counter = commentCounter(value);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      after={
        <Counter id={counterId} $full={counter.remaining === 0}>
          <span aria-hidden="true">
            {counter.length}/{counter.max}
          </span>
          <VisuallyHidden>{counterDescription(counter.length, counter.max)}</VisuallyHidden>
        </Counter>
      }
    >
      <TextArea
        {...rest}
        id={id}
        value={value}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy(
          counterId,
          hint !== undefined && ids.hint,
          error !== undefined && ids.error,
        )}
        onChange={(event) => onValueChange(truncateComment(event.target.value))}
      />
    </Field>
  );
}
