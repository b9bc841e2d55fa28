import { canDecrement, canIncrement, clampQuantity, type QuantityBounds } from '@ldn/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { popupMessages } from '../popup-messages';
import { controlBase } from '../primitives/focus-ring';

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

const Step = styled.button`
  ${controlBase}
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: 1;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Value = styled.input`
  ${controlBase}
  width: 3.5em;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
  appearance: textfield;
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    appearance: none;
    margin: 0;
  }
`;

export interface QuantityStepperProps {
  readonly value: number;
  /** The new quantity, always within the bounds. */
  readonly onChange: (value: number) => void;
  /**
   * [S5.5] The domain's bounds: `quantityBounds({ wanted, gifted, inCart })` to add to the cart
   * (1 to 99, capped by what remains), `WANTED_QUANTITY_BOUNDS` for the owner.
   */
  readonly bounds: QuantityBounds;
  /** The visible label; 'Quantité' by default. */
  readonly label?: string;
  readonly disabled?: boolean;
}

/**
 * [S5.5] [S9.5] The quantity stepper: − / value / +. The buttons are disabled at the bounds; the
 * value can also be typed (brought back within the bounds on Enter or when the field is left) or
 * changed with the arrow keys, as a native spin button.
 */
export function QuantityStepper({
  value,
  onChange,
  bounds,
  label = popupMessages.QUANTITY,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || !bounds.allowed;
  const commit = (next: number) => {
    const clamped = clampQuantity(next, bounds);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };
  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Step
          type="button"
          aria-label={popupMessages.DECREASE_QUANTITY}
          aria-controls={id}
          disabled={off || !canDecrement(value, bounds)}
          onClick={() => commit(value - 1)}
        >
          −
        </Step>
        <Value
          id={id}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          disabled={off}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
            if (step !== undefined) {
              event.preventDefault();
              commit(value + step);
            } else if (event.key === 'Enter' && draft !== null) {
              commit(draft === '' ? value : Number(draft));
            }
          }}
          onBlur={() => {
            if (draft !== null) commit(draft === '' ? value : Number(draft));
          }}
        />
        <Step
          type="button"
          aria-label={popupMessages.INCREASE_QUANTITY}
          aria-controls={id}
          disabled={off || !canIncrement(value, bounds)}
          onClick={() => commit(value + 1)}
        >
          +
        </Step>
      </Row>
    </Root>
  );
}
