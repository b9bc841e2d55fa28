import {
  bottomBarButton,
  formatEuros,
  isCartValidateDisabled,
  type CartValidateState,
  type RoleHolder,
} from '@ldn/domain';
import styled from 'styled-components';
import { uiMessages } from '../messages';
import { Button } from '../primitives/button';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

const Total = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface CartBarProps {
  /** The cart's total in cents (the domain's `cartTotalCents`). */
  readonly totalCents: number;
  /** [S5.1] The entries, the loading flag and the contributor e-mail the button depends on. */
  readonly validate: CartValidateState;
  /** [S2.43] [S6.4] The signed-in user: staff read 'Valider la transaction'. */
  readonly user: RoleHolder | null;
  readonly onValidate: () => void;
}

/**
 * [S2.43] [S5.1] The cart's bottom bar: the total in euros and the validate button, whose label
 * differs for staff and which is disabled with no item, while loading (then busy) or with an invalid
 * contributor e-mail.
 */
export function CartBar({ totalCents, validate, user, onValidate }: CartBarProps) {
  const button = bottomBarButton('cart', user);
  return (
    <Row>
      <Total>
        <span>{uiMessages.CART_TOTAL}</span>
        <strong>{formatEuros(totalCents)}</strong>
      </Total>
      <Button
        onClick={onValidate}
        loading={validate.isLoading}
        disabled={isCartValidateDisabled(validate)}
      >
        {button.label}
      </Button>
    </Row>
  );
}
