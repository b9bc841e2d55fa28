import { Button, Dialog, uiMessages } from '@ldn/ui-kit';
import styled from 'styled-components';
import { closingMessages } from './messages';

const Text = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Consequences = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Warning = styled.li`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const When = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** [S4.9] What the reward looks like today, from the activity's amounts. */
export interface ClosingReward {
  readonly rewardAmount: number;
  readonly minPurchaseAmountForReward: number;
  readonly remainingAmountForReward: number;
}

export interface CloseListDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The list is being closed. */
  readonly closing: boolean;
  /** The server's refusal (a purchase in progress...), if any. */
  readonly error?: string | undefined;
  /** The wallet balance left (integer cents): it can no longer be used once closed. */
  readonly walletAmount: number;
  /** The reward to expect; unknown while the activity loads. */
  readonly reward?: ClosingReward | undefined;
  readonly onConfirm: () => void;
}

/**
 * [S4.1] [S7.19] [S4.9] [S9.2] The confirmation before closing a list: closing is final (no more
 * contributions, the wallet can no longer be used, with what is left in it), the 10 % reward
 * voucher if the threshold is reached (in coupons of 50 € at most), and when to close (once every
 * order is received, within 2 working days).
 */
export function CloseListDialog({
  open,
  onOpenChange,
  closing,
  error,
  walletAmount,
  reward,
  onConfirm,
}: CloseListDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!closing) onOpenChange(next);
      }}
      title={closingMessages.DIALOG_TITLE}
      actions={
        <>
          <Button variant="secondary" disabled={closing} onClick={() => onOpenChange(false)}>
            {uiMessages.CANCEL}
          </Button>
          <Button variant="danger" loading={closing} onClick={onConfirm}>
            {closingMessages.CONFIRM}
          </Button>
        </>
      }
    >
      <Text>{closingMessages.FINAL}</Text>
      <Consequences>
        <li>{closingMessages.NO_MORE_CONTRIBUTIONS}</li>
        <li>{closingMessages.NO_MORE_WALLET}</li>
        {walletAmount > 0 && <Warning>{closingMessages.WALLET_LEFT(walletAmount)}</Warning>}
        {reward !== undefined && (
          <li>
            {reward.rewardAmount > 0
              ? closingMessages.REWARD_REACHED(reward.rewardAmount)
              : closingMessages.REWARD_NOT_REACHED(
                  reward.remainingAmountForReward,
                  reward.minPurchaseAmountForReward,
                )}
          </li>
        )}
      </Consequences>
      <When>{closingMessages.WHEN}</When>
      {error !== undefined && <Problem role="alert">{error}</Problem>}
    </Dialog>
  );
}
