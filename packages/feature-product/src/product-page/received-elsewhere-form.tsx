import type { QuantityBounds } from '@ldn/domain';
import { Button, QuantityStepper } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { productMessages } from '../messages';
import { Actions, Notice, panel, StepperSlot } from './product-layout';

const Section = styled.section`
  ${panel}
`;

const Subtitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface ReceivedElsewhereFormProps {
  /** The units received elsewhere, as being chosen. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** From 0 (undone) to what is neither gifted through the list nor being bought. */
  readonly bounds: QuantityBounds;
  readonly onSave: () => void;
  readonly saving: boolean;
}

/**
 * "Reçu ailleurs": the owner says how many units of the product he received outside the list,
 * saved on its own (apart from the product's choices); relatives then see those units as offered.
 */
export function ReceivedElsewhereForm({
  value,
  onChange,
  bounds,
  onSave,
  saving,
}: ReceivedElsewhereFormProps) {
  const titleId = useId();
  const hintId = useId();
  const nothingToMark = bounds.max === 0 && value === 0;
  return (
    <Section aria-labelledby={titleId} aria-describedby={hintId}>
      <Subtitle id={titleId}>{productMessages.RECEIVED_ELSEWHERE}</Subtitle>
      <Hint id={hintId}>{productMessages.RECEIVED_ELSEWHERE_HINT}</Hint>
      {nothingToMark ? (
        <Notice>{productMessages.RECEIVED_ELSEWHERE_NONE_LEFT}</Notice>
      ) : (
        <>
          <StepperSlot>
            <QuantityStepper
              label={productMessages.RECEIVED_ELSEWHERE_QUANTITY}
              value={value}
              bounds={bounds}
              onChange={onChange}
            />
          </StepperSlot>
          <Actions>
            <Button variant="secondary" onClick={onSave} loading={saving}>
              {productMessages.SAVE_RECEIVED_ELSEWHERE}
            </Button>
          </Actions>
        </>
      )}
    </Section>
  );
}
