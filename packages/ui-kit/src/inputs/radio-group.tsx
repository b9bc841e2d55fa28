import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, ErrorText } from './field';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** A second line under the label (a store's address, what a choice means). */
  readonly description?: string | undefined;
  readonly disabled?: boolean | undefined;
}

export interface RadioGroupProps<V extends string> {
  /** The group's name, read before its options (the fieldset's `legend`). */
  readonly legend: string;
  readonly options: readonly RadioOption<V>[];
  /** The chosen value; '' when nothing is chosen yet. */
  readonly value: V | '';
  readonly onValueChange: (value: V) => void;
  /** The field's name when the group sits in a submitted form. */
  readonly name?: string | undefined;
  /** An error for the whole group, read as its description. */
  readonly error?: string | undefined;
  /** The legend is read but not shown (a heading above already says it). */
  readonly hideLegend?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Said under the choices (why one is disabled). */
  readonly note?: ReactNode;
  /** From the md breakpoint, the options side by side (as many 220 px columns as fit). */
  readonly columns?: boolean | undefined;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;`}
`;

const Options = styled.div<{ $columns: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme, $columns }) =>
    $columns &&
    `${theme.media.up.md} {
      grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    }`}
`;

/** An option is a card at least 44 px high; clicking anywhere on it chooses it. */
const OptionCard = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.muted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:has([data-state='checked']) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** The round button: a fixed 24 x 24 px that never shrinks beside a long label. */
const Dot = styled(RadixRadioGroup.Item)`
  flex: none;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  min-width: 24px;
  height: 24px;
  min-height: 24px;
  margin: 0;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: inherit;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* The ring on the focused radio itself, as the kit's Checkbox and every control draw it. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const DotMark = styled(RadixRadioGroup.Indicator)`
  display: block;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * A group of radio buttons on Radix's primitive, inside a `fieldset` whose `legend` names it (the
 * group keeps the `group` role the screens and journeys find it by). Tab reaches the chosen option,
 * arrow keys move the choice; each option is a card whose whole surface chooses it, named by its
 * label alone (its second line describes it).
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  error,
  hideLegend = false,
  disabled = false,
  note,
  columns = false,
}: RadioGroupProps<V>) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <RadixRadioGroup.Root
      asChild
      // A fieldset stays a `group` named by its legend, as native radios had it.
      role={undefined}
      value={value}
      name={name}
      disabled={disabled}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option !== undefined) onValueChange(option.value);
      }}
    >
      <Fieldset disabled={disabled} aria-describedby={describedBy(error !== undefined && errorId)}>
        <Legend $hidden={hideLegend}>{legend}</Legend>
        <Options $columns={columns}>
          {options.map((option, index) => {
            const itemId = `${baseId}-${index}`;
            const labelId = `${itemId}-label`;
            const descriptionId = `${itemId}-description`;
            const off = disabled || option.disabled === true;
            return (
              <OptionCard key={option.value} htmlFor={itemId} $disabled={off}>
                <Dot
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled === true}
                  aria-labelledby={labelId}
                  aria-describedby={describedBy(
                    option.description !== undefined && descriptionId,
                    error !== undefined && errorId,
                  )}
                >
                  <DotMark />
                </Dot>
                <Texts>
                  <span id={labelId}>{option.label}</span>
                  {option.description !== undefined && (
                    <Description id={descriptionId}>{option.description}</Description>
                  )}
                </Texts>
              </OptionCard>
            );
          })}
        </Options>
        {note}
        {error !== undefined && <ErrorText id={errorId}>{error}</ErrorText>}
      </Fieldset>
    </RadixRadioGroup.Root>
  );
}
