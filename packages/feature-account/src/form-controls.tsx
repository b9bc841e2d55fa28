import { truncateText, textLength } from '@ldn/domain';
import { useId } from 'react';
import styled from 'styled-components';

/**
 * The form controls the ui-kit does not have yet (check box, radio group, text area), native
 * elements styled with the theme: labelled, 44 px targets, hints tied by `aria-describedby`.
 */

/** A group of fields with its heading (the form's sections). */
export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md};
  border: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-of-type {
    border-bottom: none;
  }
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** Muted explanatory text. */
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  cursor: pointer;
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface CheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly hint?: string | undefined;
  readonly disabled?: boolean;
}

/** A labelled check box; its hint (if any) is its description. */
export function Checkbox({ label, checked, onCheckedChange, hint, disabled }: CheckboxProps) {
  const hintId = useId();
  return (
    <div>
      <CheckRow>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint === undefined ? undefined : hintId}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{label}</span>
      </CheckRow>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

const RadioRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const RadioText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const RadioList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  }
`;

export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** A second line under the label (a store's address, what a choice means). */
  readonly description?: string | undefined;
}

export interface RadioGroupProps<V extends string> {
  /** The group's name, read before its options (a `legend`). */
  readonly legend: string;
  readonly name: string;
  readonly options: readonly RadioOption<V>[];
  readonly value: V | '';
  readonly onValueChange: (value: V) => void;
  /** An error for the whole group, tied to every option. */
  readonly error?: string | undefined;
  readonly hideLegend?: boolean;
}

const VisuallyHiddenLegend = styled.legend`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const PlainFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const GroupLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** A labelled group of radio buttons (native: arrow keys move the choice). */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onValueChange,
  error,
  hideLegend = false,
}: RadioGroupProps<V>) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <PlainFieldset aria-describedby={error === undefined ? undefined : errorId}>
      {hideLegend ? (
        <VisuallyHiddenLegend>{legend}</VisuallyHiddenLegend>
      ) : (
        <GroupLegend>{legend}</GroupLegend>
      )}
      <RadioList>
        {options.map((option, index) => {
          const labelId = `${baseId}-${index}-label`;
          const descriptionId = `${baseId}-${index}-description`;
          return (
            <RadioRow key={option.value}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                // Named by its label only: the second line describes it.
                aria-labelledby={labelId}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={option.description === undefined ? undefined : descriptionId}
                onChange={() => onValueChange(option.value)}
              />
              <RadioText>
                <span id={labelId}>{option.label}</span>
                {option.description !== undefined && (
                  <Hint as="span" id={descriptionId}>
                    {option.description}
                  </Hint>
                )}
              </RadioText>
            </RadioRow>
          );
        })}
      </RadioList>
      {error !== undefined && <ErrorText id={errorId}>{error}</ErrorText>}
    </PlainFieldset>
  );
}

const TextAreaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  textarea {
    width: 100%;
    min-height: 120px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
    box-sizing: border-box;
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Counter = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface TextAreaFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** [S5.10] Longer input is cut (in characters). */
  readonly maxLength: number;
  readonly hint?: string | undefined;
}

/** [S5.10] A labelled text area whose input is cut at `maxLength`, with a counter. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  maxLength,
  hint,
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <TextAreaRoot>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => onValueChange(truncateText(event.target.value, maxLength))}
      />
      <Counter aria-hidden="true">
        {textLength(value)} / {maxLength}
      </Counter>
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
    </TextAreaRoot>
  );
}
