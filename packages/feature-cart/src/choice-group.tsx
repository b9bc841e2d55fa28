import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    flex: none;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** One choice of a {@link ChoiceGroup}. */
export interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: string;
  readonly detail?: string | undefined;
  readonly disabled?: boolean | undefined;
}

export interface ChoiceGroupProps<Value extends string> {
  readonly legend: string;
  readonly value: Value;
  readonly choices: readonly Choice<Value>[];
  readonly onChange: (value: Value) => void;
  readonly disabled?: boolean;
  /** Said under the choices (why one is disabled). */
  readonly note?: ReactNode;
}

/** A group of radio buttons with a legend: native radios, arrow keys move between them. */
export function ChoiceGroup<Value extends string>({
  legend,
  value,
  choices,
  onChange,
  disabled = false,
  note,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const off = disabled || choice.disabled === true;
        return (
          <Option key={choice.value} $disabled={off}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled === true}
              onChange={() => onChange(choice.value)}
            />
            <Texts>
              <span>{choice.label}</span>
              {choice.detail !== undefined && <small>{choice.detail}</small>}
            </Texts>
          </Option>
        );
      })}
      {note}
    </Fieldset>
  );
}
