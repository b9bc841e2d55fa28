import { Spinner } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { closingMessages } from './messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface GiftDeliveredSwitchProps {
  readonly checked: boolean;
  /** Saving: the box is locked and a spinner turns. */
  readonly pending: boolean;
  readonly error?: string | undefined;
  readonly onChange: (checked: boolean) => void;
}

/**
 * [S4.1] [S7.26] 'Cadeaux remis', after closing: the owner (or staff) says the gifts were handed
 * over; it can be unticked again. Saved at once.
 */
export function GiftDeliveredSwitch({
  checked,
  pending,
  error,
  onChange,
}: GiftDeliveredSwitchProps) {
  const hintId = useId();
  return (
    <Box>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          disabled={pending}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {closingMessages.GIFT_DELIVERED}
        {pending && <Spinner size={16} label={null} />}
      </Label>
      <Hint id={hintId}>{closingMessages.GIFT_DELIVERED_HINT}</Hint>
      {error !== undefined && <Problem role="alert">{error}</Problem>}
    </Box>
  );
}
