import { serverMessageOf, useSetWalletContributionMutation } from '@ldn/api-client';
import { errorToastMessages, hrefFor } from '@ldn/domain';
import {
  DeferredContributionPopup as ContributionPopup,
  toast,
  useScreenAction,
} from '@ldn/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export interface ContributionPopupHostProps {
  /** The list shown (the participate button's list); `null` when no list is shown. */
  readonly listId: string | null;
}

/**
 * [S2.59] [S6.3] [S5.2] The list bar's 'Participer à la cagnotte' (the shell action
 * 'openContributionPopup'): the ui-kit's contribution popup (5 to 10 000 €, the spec's messages);
 * the amount (cents) becomes the cart's wallet contribution, then the visitor goes to the cart. A refusal shows the server's message and keeps the popup.
 * The shell mounts it once, beside the bars.
 */
export function ContributionPopupHost({ listId }: ContributionPopupHostProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [setContribution, { isLoading }] = useSetWalletContributionMutation();
  useScreenAction('openContributionPopup', () => {
    if (listId !== null) setOpen(true);
  });
  const submit = async (cents: number) => {
    if (listId === null) return;
    try {
      await setContribution({ listId, cents }).unwrap();
      setOpen(false);
      await navigate(hrefFor('Cart', { id: listId }));
    } catch (error) {
      toast.error(serverMessageOf(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
    }
  };
  return (
    <ContributionPopup
      open={open}
      loading={isLoading}
      onCancel={() => setOpen(false)}
      onSubmit={(cents) => void submit(cents)}
    />
  );
}
