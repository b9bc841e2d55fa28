import type { Historics } from '@ldn/api-client';
import { formatEuros, type ListPhase } from '@ldn/domain';
import { cardStyle } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { rewardProgress } from './activity-rules';
import { activityMessages } from './messages';

const Card = styled.section`
  ${cardStyle}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    ${({ theme }) => theme.media.up.md} {
      flex-direction: column;
      justify-content: flex-start;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number; $reached: boolean }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ $reached, theme }) => ($reached ? theme.colors.success : theme.colors.secondary)};
`;

const ProgressLabel = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Note = styled.p<{ $reached: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ $reached, theme }) => ($reached ? theme.colors.success : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface RewardSummaryProps {
  readonly historics: Historics;
  readonly phase: ListPhase;
}

/** The sentence under the bar: how far, reached, or (closed) what was granted. */
function rewardNote(historics: Historics, phase: ListPhase, reached: boolean): string {
  if (phase === 'closed') {
    return historics.rewardAmount > 0
      ? activityMessages.REWARD_GRANTED(historics.rewardAmount)
      : activityMessages.REWARD_NONE_AT_CLOSING;
  }
  return reached
    ? activityMessages.REWARD_REACHED(historics.rewardAmount)
    : activityMessages.REWARD_NOT_REACHED(historics.remainingAmountForReward);
}

/**
 * [S2.41] [S4.9] [S9.2] The purchase amount, reward amount, minimum purchase amount for the reward
 * and what remains to buy, with a progress bar toward the 10 % voucher; the wallet's balance and
 * total beside them.
 */
export function RewardSummary({ historics, phase }: RewardSummaryProps) {
  const titleId = useId();
  const progressId = useId();
  const { percent, reached } = rewardProgress(historics);
  const figures: readonly (readonly [string, number])[] = [
    [activityMessages.PURCHASE_AMOUNT, historics.purchaseAmount],
    [activityMessages.REWARD_AMOUNT, historics.rewardAmount],
    [activityMessages.MIN_PURCHASE_FOR_REWARD, historics.minPurchaseAmountForReward],
    [activityMessages.REMAINING_FOR_REWARD, historics.remainingAmountForReward],
    [activityMessages.WALLET_AMOUNT, historics.walletAmount],
    [activityMessages.WALLET_TOTAL_AMOUNT, historics.walletTotalAmount],
  ];
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{activityMessages.SUMMARY}</h2>
      <Figures>
        {figures.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatEuros(amount)}</dd>
          </div>
        ))}
      </Figures>
      <ProgressLabel id={progressId}>
        <span>{activityMessages.REWARD_PROGRESS}</span>
        <span aria-hidden="true">{percent} %</span>
      </ProgressLabel>
      <Track
        role="progressbar"
        aria-labelledby={progressId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={activityMessages.REWARD_PROGRESS_VALUE(
          historics.purchaseAmount,
          historics.minPurchaseAmountForReward,
        )}
      >
        <Fill $percent={percent} $reached={reached} />
      </Track>
      <Note $reached={reached}>{rewardNote(historics, phase, reached)}</Note>
      <Hint>{activityMessages.REWARD_HINT}</Hint>
    </Card>
  );
}
