import type { Contribution } from '@ldn/api-client';
import { Button, Dialog } from '@ldn/ui-kit';
import styled from 'styled-components';
import { contributorLabel } from './activity-rules';
import { activityMessages } from './messages';

const Who = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** [S4.8] [S7.36] The two staff cancellations. */
export type CancelKind = 'contribution' | 'wallet';

export interface CancelDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly kind: CancelKind;
  readonly contribution: Contribution;
  readonly pending: boolean;
  /** The server's refusal (WALLET_BALANCE_TOO_LOW, ALREADY_CANCELLED...), if any. */
  readonly error?: string | undefined;
  readonly onConfirm: () => void;
}

/**
 * [S4.8] [S7.36] Staff confirm a cancellation: the whole contribution (refunded, its items
 * giftable again, its wallet part debited) or only its wallet part (refunded and debited from the
 * wallet). Both move money: nothing happens before 'Annuler et rembourser'.
 */
export function CancelDialog({
  open,
  onOpenChange,
  kind,
  contribution,
  pending,
  error,
  onConfirm,
}: CancelDialogProps) {
  const isWallet = kind === 'wallet';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={
        isWallet ? activityMessages.CANCEL_WALLET_TITLE : activityMessages.CANCEL_CONTRIBUTION_TITLE
      }
      description={
        isWallet
          ? activityMessages.CANCEL_WALLET_TEXT(contribution.walletAmount)
          : activityMessages.CANCEL_CONTRIBUTION_TEXT(
              contribution.totalAmount,
              contribution.walletAmount,
            )
      }
      actions={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {activityMessages.KEEP}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {activityMessages.CONFIRM_CANCEL_CONTRIBUTION}
          </Button>
        </>
      }
    >
      <Who>{contributorLabel(contribution)}</Who>
      {error !== undefined && <Problem role="alert">{error}</Problem>}
    </Dialog>
  );
}
