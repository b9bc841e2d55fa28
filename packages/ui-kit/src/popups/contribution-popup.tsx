import { screenLabels } from '@ldn/domain';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { payableWalletCents, WalletAmountField } from '../inputs/wallet-amount-field';
import { uiMessages } from '../messages';
import { popupMessages } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog, onClosing } from '../primitives/dialog';

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export interface ContributionPopupProps {
  readonly open: boolean;
  /** 'Annuler', Escape, 'Fermer' or a click outside. */
  readonly onCancel: () => void;
  /** A valid amount, in cents (whole euros from 5 to 10 000). */
  readonly onSubmit: (amountCents: number) => void;
  /** The contribution is being added to the cart: 'Participer' is busy. */
  readonly loading?: boolean;
}

/**
 * [S2.50] [S2.59] [S5.2] A relative pays into the list's wallet: the amount, checked against the
 * wallet bounds ('Le montant minimum est de 5€.', 'Le montant maximum est de 10 000€.') when the
 * field is left or on 'Participer'.
 */
export function ContributionPopup({
  open,
  onCancel,
  onSubmit,
  loading = false,
}: ContributionPopupProps) {
  const formId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // Each opening starts afresh (set while rendering, as it opens).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setText('');
      setSubmitted(false);
    }
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const cents = payableWalletCents(text);
    if (cents !== undefined) onSubmit(cents);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onCancel)}
      title={screenLabels.PARTICIPATE_TO_WALLET}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {uiMessages.CANCEL}
          </Button>
          <Button type="submit" form={formId} loading={loading}>
            {popupMessages.CONTRIBUTE}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={handleSubmit}>
        <WalletAmountField
          label={popupMessages.CONTRIBUTION_AMOUNT}
          value={text}
          onValueChange={setText}
          showError={submitted}
        />
      </Form>
    </Dialog>
  );
}
