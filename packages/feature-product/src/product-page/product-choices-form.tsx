import { WANTED_QUANTITY_BOUNDS, type QuantityBounds } from '@ldn/domain';
import { CommentField, QuantityStepper, ToggleLabel } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { productMessages } from '../messages';
import { panel, StepperSlot } from './product-layout';

const Form = styled.div`
  ${panel}
`;

const Subtitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** [S2.44] The parent's choices for one product of his list. */
export interface ProductChoices {
  readonly quantity: number;
  readonly comment: string;
  readonly indispensable: boolean;
  readonly isPrivate: boolean;
}

export interface ProductChoicesFormProps {
  readonly value: ProductChoices;
  readonly onChange: (value: ProductChoices) => void;
  /** [S5.5] [S9.5] 1 to 99 by default (`WANTED_QUANTITY_BOUNDS`). */
  readonly bounds?: QuantityBounds;
  /** [S4.2] Nothing can be changed (a permanently out-of-stock product). */
  readonly disabled?: boolean;
}

/**
 * [S2.44] [S5.5] [S5.6] The form of the add and edit pages: wanted quantity (stepper 1 to 99),
 * comment (255 characters with its counter), indispensable and private.
 */
export function ProductChoicesForm({
  value,
  onChange,
  bounds = WANTED_QUANTITY_BOUNDS,
  disabled = false,
}: ProductChoicesFormProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Form role="group" aria-labelledby={titleId}>
      <Subtitle id={titleId}>{productMessages.MY_CHOICES}</Subtitle>
      <StepperSlot>
        <QuantityStepper
          label={productMessages.WANTED_QUANTITY}
          value={value.quantity}
          bounds={bounds}
          disabled={disabled}
          onChange={(quantity) => onChange({ ...value, quantity })}
        />
      </StepperSlot>
      <CommentField
        value={value.comment}
        disabled={disabled}
        onValueChange={(comment) => onChange({ ...value, comment })}
      />
      <ToggleLabel>
        <input
          type="checkbox"
          role="switch"
          checked={value.indispensable}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, indispensable: event.target.checked })}
        />
        {productMessages.INDISPENSABLE}
      </ToggleLabel>
      <ToggleLabel>
        <input
          type="checkbox"
          role="switch"
          checked={value.isPrivate}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange({ ...value, isPrivate: event.target.checked })}
        />
        {productMessages.PRIVATE}
      </ToggleLabel>
      <Hint id={hintId}>{productMessages.PRIVATE_HINT}</Hint>
    </Form>
  );
}
