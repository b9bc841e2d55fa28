import { Spinner } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { productMessages } from '../messages';
import { panel } from './product-layout';

const Section = styled.section`
  ${panel}
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
  input {
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

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface GroupGiftSwitchProps {
  readonly checked: boolean;
  /** Saving: the switch is locked and a spinner turns. */
  readonly pending: boolean;
  /** Relatives have given (or are paying) parts: it stays a group gift. */
  readonly locked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * "Cadeau commun": the owner lets relatives fund this product together, each giving a part of
 * its price; saved at once. Shown only for a product whose price allows it (the screen decides);
 * locked once parts are given.
 */
export function GroupGiftSwitch({ checked, pending, locked, onChange }: GroupGiftSwitchProps) {
  const hintId = useId();
  return (
    <Section aria-label={productMessages.GROUP_GIFT}>
      <Label>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={pending || locked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {productMessages.GROUP_GIFT_SWITCH}
        {pending && <Spinner size={16} label={null} />}
      </Label>
      <Hint id={hintId}>
        {locked ? productMessages.GROUP_GIFT_SWITCH_LOCKED : productMessages.GROUP_GIFT_SWITCH_HINT}
      </Hint>
    </Section>
  );
}
