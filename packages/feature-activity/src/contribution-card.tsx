import type { Contribution, ContributionEntry } from '@ldn/api-client';
import { formatDateTime, formatEuros, type ListPhase } from '@ldn/domain';
import { Button, cardStyle } from '@ldn/ui-kit';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import {
  canCancelContribution,
  canCancelReturn,
  canCancelWalletContribution,
  canReturnEntry,
  canSendThanks,
  contributionKindLabel,
  contributorLabel,
  hasReturnedItems,
  type ActivityViewer,
} from './activity-rules';
import { activityMessages } from './messages';

const Card = styled.article<{ $cancelled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${cardStyle}
  ${({ $cancelled, theme }) =>
    $cancelled &&
    css`
      background: ${theme.colors.background};
      border-style: dashed;
    `}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tag = styled.span<{ $tone: 'neutral' | 'danger' | 'warning' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  ${({ $tone, theme }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.colors.dangerSurface};
          color: ${theme.colors.danger};
        `
      : $tone === 'warning'
        ? css`
            background: ${theme.colors.warningSurface};
            color: ${theme.colors.warning};
          `
        : css`
            background: ${theme.colors.surfaceAlt};
            color: ${theme.colors.text};
          `}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const EntryName = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Amounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dt::after {
    content: ' :';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export interface ContributionCardProps {
  readonly contribution: Contribution;
  readonly viewer: ActivityViewer;
  readonly phase: ListPhase;
  /** Opens the thanks popup (to write, or to view what was sent). */
  readonly onThank: (contribution: Contribution) => void;
  readonly onReturn: (contribution: Contribution, entry: ContributionEntry) => void;
  readonly onCancelReturn: (contribution: Contribution, entry: ContributionEntry) => void;
  readonly onCancelContribution: (contribution: Contribution) => void;
  readonly onCancelWallet: (contribution: Contribution) => void;
}

function EntryLine({
  contribution,
  entry,
  props,
}: {
  readonly contribution: Contribution;
  readonly entry: ContributionEntry;
  readonly props: ContributionCardProps;
}) {
  const returnable = canReturnEntry(contribution, entry, props.viewer);
  const cancellable = canCancelReturn(contribution, entry, props.viewer);
  return (
    <Entry>
      {entry.img === '' ? <span /> : <img src={entry.img} alt="" />}
      <div>
        <EntryName>{entry.productName}</EntryName>
        <Row>
          <span>{activityMessages.QUANTITY(entry.quantity)}</span>
          <span>{activityMessages.UNIT_PRICE(entry.unitPrice)}</span>
          <strong>{formatEuros(entry.amount)}</strong>
          {entry.quantityReturned > 0 && (
            <Tag $tone="warning">{activityMessages.RETURNED(entry.quantityReturned)}</Tag>
          )}
        </Row>
        {(returnable || cancellable) && (
          <Row>
            {returnable && (
              <Button
                variant="secondary"
                aria-label={activityMessages.RETURN_NAME(entry.productName)}
                onClick={() => props.onReturn(contribution, entry)}
              >
                {activityMessages.RETURN}
              </Button>
            )}
            {cancellable && (
              <Button
                variant="ghost"
                aria-label={activityMessages.CANCEL_RETURN_NAME(entry.productName)}
                onClick={() => props.onCancelReturn(contribution, entry)}
              >
                {activityMessages.CANCEL_RETURN}
              </Button>
            )}
          </Row>
        )}
      </div>
    </Entry>
  );
}

/**
 * [S3.14] [S2.41] [S4.8] One activity item: date, contributor ('Anonyme' when anonymous), kind
 * (self purchase, gift, wallet participation, coupon; cancelled; with returned items), the items
 * with quantities and amounts, the messages, the amounts; the owner's thanks, the returns, and the
 * staff's cancellations, each shown only to whom the server allows it.
 */
export function ContributionCard(props: ContributionCardProps) {
  const { contribution, viewer, phase } = props;
  const titleId = useId();
  const who = contributorLabel(contribution);
  const when = formatDateTime(contribution.date);
  const cancelled = contribution.status === 'CANCELLED';
  const thankable = canSendThanks(contribution, viewer);
  const cancelContribution = canCancelContribution(contribution, viewer, phase);
  const cancelWallet = canCancelWalletContribution(contribution, viewer, phase);

  if (contribution.kind === 'COUPON') {
    return (
      <Card aria-labelledby={titleId} $cancelled={false}>
        <Head>
          <h3 id={titleId}>{who}</h3>
          <Muted>{activityMessages.DATE(when.date, when.time)}</Muted>
        </Head>
        <Tags>
          <Tag $tone="neutral">{contributionKindLabel(contribution)}</Tag>
        </Tags>
        <Amounts>
          <div>
            <dt>{activityMessages.COUPON_AMOUNT}</dt>
            <dd>{formatEuros(contribution.coupon?.amount ?? contribution.totalAmount)}</dd>
          </div>
        </Amounts>
      </Card>
    );
  }

  const amounts: (readonly [string, number])[] = [];
  if (contribution.productsAmount > 0) {
    amounts.push([activityMessages.PRODUCTS_AMOUNT, contribution.productsAmount]);
  }
  if (contribution.walletAmount > 0) {
    amounts.push([activityMessages.WALLET_PART, contribution.walletAmount]);
  }
  if (contribution.deliveryFee > 0) {
    amounts.push([activityMessages.DELIVERY_FEE, contribution.deliveryFee]);
  }
  amounts.push([activityMessages.TOTAL, contribution.totalAmount]);
  const thankedOn =
    contribution.thanks === null ? '' : formatDateTime(contribution.thanks.date).date;

  return (
    <Card aria-labelledby={titleId} $cancelled={cancelled}>
      <Head>
        <h3 id={titleId}>{who}</h3>
        <Muted>{activityMessages.DATE(when.date, when.time)}</Muted>
      </Head>
      <Tags>
        <Tag $tone={cancelled ? 'danger' : 'neutral'}>{contributionKindLabel(contribution)}</Tag>
        {hasReturnedItems(contribution) && (
          <Tag $tone="warning">{activityMessages.TAG_RETURNED}</Tag>
        )}
        {cancelled && contribution.cancelledAt !== null && (
          <Tag $tone="danger">
            {activityMessages.CANCELLED_ON(formatDateTime(contribution.cancelledAt).date)}
          </Tag>
        )}
      </Tags>
      {contribution.contributorEmail !== '' && (
        <Muted>
          {activityMessages.EMAIL} : {contribution.contributorEmail}
        </Muted>
      )}

      {contribution.entries.length > 0 && (
        <Entries aria-label={activityMessages.ITEMS}>
          {contribution.entries.map((entry) => (
            <EntryLine key={entry.id} contribution={contribution} entry={entry} props={props} />
          ))}
        </Entries>
      )}

      <Amounts>
        {amounts.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatEuros(amount)}</dd>
          </div>
        ))}
      </Amounts>

      {contribution.message.trim() !== '' && (
        <div>
          <Muted>{activityMessages.MESSAGE}</Muted>
          <Quote>{contribution.message}</Quote>
        </div>
      )}
      {contribution.giftMessageData.message.trim() !== '' && (
        <div>
          <Muted>
            {activityMessages.GIFT_CARD}
            {contribution.giftMessageData.from.trim() !== '' &&
              ` ${activityMessages.GIFT_CARD_FROM(contribution.giftMessageData.from.trim())}`}
          </Muted>
          <Quote>{contribution.giftMessageData.message}</Quote>
        </div>
      )}

      {contribution.thanks !== null && <Muted>{activityMessages.THANKED_ON(thankedOn)}</Muted>}

      {(thankable || contribution.thanks !== null || cancelContribution || cancelWallet) && (
        <Actions>
          {thankable && (
            <Button
              aria-label={activityMessages.THANK_NAME(who)}
              onClick={() => props.onThank(contribution)}
            >
              {activityMessages.THANK}
            </Button>
          )}
          {contribution.thanks !== null && (
            <Button
              variant="secondary"
              aria-label={activityMessages.SEE_THANKS_NAME(who)}
              onClick={() => props.onThank(contribution)}
            >
              {activityMessages.SEE_THANKS}
            </Button>
          )}
          {cancelWallet && (
            <Button
              variant="ghost"
              aria-label={`${activityMessages.CANCEL_WALLET} ${activityMessages.OF(who)}`}
              onClick={() => props.onCancelWallet(contribution)}
            >
              {activityMessages.CANCEL_WALLET}
            </Button>
          )}
          {cancelContribution && (
            <Button
              variant="ghost"
              aria-label={`${activityMessages.CANCEL_CONTRIBUTION} ${activityMessages.OF(who)}`}
              onClick={() => props.onCancelContribution(contribution)}
            >
              {activityMessages.CANCEL_CONTRIBUTION}
            </Button>
          )}
        </Actions>
      )}
    </Card>
  );
}
