import { SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS } from '@ldn/domain';
import { Button, payableWalletCents, WalletAmountField } from '@ldn/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { cartMessages } from './messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The field's text for an amount in cents: whole euros ('50'), '' for none. */
const textOf = (cents: number): string =>
  cents > 0 ? String(cents / SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS) : '';

export interface WalletAmountFormProps {
  /** The contribution in the cart, in cents (0: none). */
  readonly amountCents: number;
  /** A valid amount (whole euros, 5..10 000), in cents. */
  readonly onSubmit: (cents: number) => void;
  readonly onRemove: () => void;
  readonly busy: boolean;
}

/**
 * [S2.43] [S5.2] The wallet contribution of the cart, editable with the same rule as the
 * contribution popup: whole euros from 5 to 10 000, the spec's messages.
 */
export function WalletAmountForm({ amountCents, onSubmit, onRemove, busy }: WalletAmountFormProps) {
  const formId = useId();
  const [text, setText] = useState(textOf(amountCents));
  const [submitted, setSubmitted] = useState(false);
  // The server's amount wins whenever it changes (saved, removed, refused): reset while rendering.
  const [shownCents, setShownCents] = useState(amountCents);
  if (shownCents !== amountCents) {
    setShownCents(amountCents);
    setText(textOf(amountCents));
    setSubmitted(false);
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const cents = payableWalletCents(text);
    if (cents !== undefined) onSubmit(cents);
  };
  return (
    <Form id={formId} noValidate onSubmit={handleSubmit}>
      <WalletAmountField
        label={cartMessages.WALLET_AMOUNT}
        value={text}
        onValueChange={setText}
        showError={submitted}
      />
      <Buttons>
        <Button type="submit" variant="secondary" loading={busy}>
          {amountCents > 0 ? cartMessages.WALLET_UPDATE : cartMessages.WALLET_ADD}
        </Button>
        {amountCents > 0 && (
          <Button type="button" variant="ghost" onClick={onRemove} disabled={busy}>
            {cartMessages.WALLET_REMOVE}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
