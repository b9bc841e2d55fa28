import type { WalletHistorics } from '@ldn/api-client';
import { formatDateTime, formatEuros, hrefFor } from '@ldn/domain';
import {
  AppLink,
  LoadingText,
  Page as ScreenPage,
  TitledSection,
  VisuallyHidden,
} from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { walletMessages } from './messages';
import { movementContributor, movementLabel, signedEuros } from './wallet-rules';

const Page = styled(ScreenPage).attrs({ width: 'wide', gap: 'lg' })`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;

const ListTitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** A section of the page: the kit's titled card, its parts one under the other. */
const Section = styled(TitledSection)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The two amounts side by side while both fit, one under the other when they do not (a narrow
 * phone, 320 CSS px: WCAG 1.4.10 Reflow); an amount never breaks, so fixed columns would overflow.
 */
const Amounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  > div {
    flex: 1 1 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Steps = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

const Amount = styled.p<{ $debit: boolean }>`
  grid-row: span 2;
  align-self: center;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ $debit, theme }) => css`
    color: ${$debit ? theme.colors.danger : theme.colors.success};
  `}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export interface WalletViewProps {
  readonly listId: string;
  readonly listTitle: string;
  /** The owner or staff acting for him (the server answers nobody else). */
  readonly canRead: boolean;
  /** The wallet; `undefined` while it loads or when it failed. */
  readonly historics?: WalletHistorics | undefined;
  readonly loading?: boolean;
  readonly error?: string | undefined;
  /** [S4.1] [S7.19] The closing section ('Clôturer ma liste'), given by the app. */
  readonly closeList?: ReactNode;
}

/**
 * [S2.8] [S2.42] [S3.15] The Wallet page, presentational: the balance and the total received, how
 * the wallet is used, its history (newest first, signed amounts, the balance after each
 * operation) and the reward coupons (50 € at most each); then the closing section.
 */
export function WalletView({
  listId,
  listTitle,
  canRead,
  historics,
  loading = false,
  error,
  closeList,
}: WalletViewProps) {
  const headingId = useId();
  if (!canRead) {
    return (
      <Page aria-labelledby={headingId}>
        <h1 id={headingId}>{walletMessages.TITLE}</h1>
        <ListTitle>{listTitle}</ListTitle>
        <p>{walletMessages.OWNER_ONLY}</p>
        <BackLink href={hrefFor('ListById', { id: listId })}>
          {walletMessages.SEE_THE_LIST}
        </BackLink>
      </Page>
    );
  }
  return (
    <Page aria-labelledby={headingId}>
      <header>
        <h1 id={headingId}>{walletMessages.TITLE}</h1>
        <ListTitle>{listTitle}</ListTitle>
      </header>
      {loading && <LoadingText>{walletMessages.LOADING}</LoadingText>}
      {error !== undefined && <Problem role="alert">{error}</Problem>}

      {historics !== undefined && (
        <>
          <Section title={walletMessages.AMOUNTS}>
            <Amounts>
              <div>
                <dt>{walletMessages.BALANCE}</dt>
                <dd>{formatEuros(historics.walletAmount)}</dd>
              </div>
              <div>
                <dt>{walletMessages.TOTAL}</dt>
                <dd>{formatEuros(historics.walletTotalAmount)}</dd>
              </div>
            </Amounts>
          </Section>

          <Section title={walletMessages.HISTORY}>
            {historics.contributions.length === 0 ? (
              <Empty>{walletMessages.HISTORY_EMPTY}</Empty>
            ) : (
              <Lines>
                {historics.contributions.map((movement) => {
                  const when = formatDateTime(movement.date);
                  const who = movementContributor(movement);
                  const debit = movement.amount < 0;
                  return (
                    <Line key={movement.id}>
                      <Strong>
                        {movementLabel(movement)}
                        {who !== '' && ` · ${who}`}
                      </Strong>
                      <Amount $debit={debit}>
                        <span aria-hidden="true">{signedEuros(movement.amount)}</span>
                        <VisuallyHidden>
                          {debit
                            ? walletMessages.DEBIT(-movement.amount)
                            : walletMessages.CREDIT(movement.amount)}
                        </VisuallyHidden>
                      </Amount>
                      <Muted>
                        {walletMessages.DATE(when.date, when.time)} ·{' '}
                        {walletMessages.BALANCE_AFTER(movement.balanceAfter)}
                      </Muted>
                      {movement.message.trim() !== '' && <Muted>« {movement.message} »</Muted>}
                    </Line>
                  );
                })}
              </Lines>
            )}
          </Section>

          <Section title={walletMessages.COUPONS}>
            <Muted>{walletMessages.COUPONS_HINT(historics.couponMaxAmount)}</Muted>
            {historics.coupons.length === 0 ? (
              <Empty>{walletMessages.COUPONS_EMPTY}</Empty>
            ) : (
              <Lines>
                {historics.coupons.map((coupon) => (
                  <Line key={coupon.id}>
                    <Strong>{walletMessages.COUPON_CODE(coupon.code)}</Strong>
                    <Amount $debit={false}>{formatEuros(coupon.amount)}</Amount>
                    <Muted>{walletMessages.COUPON_DATE(formatDateTime(coupon.date).date)}</Muted>
                  </Line>
                ))}
              </Lines>
            )}
          </Section>
        </>
      )}

      <Section title={walletMessages.HOW_TITLE}>
        <Steps>
          {walletMessages.HOW.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Steps>
      </Section>

      {closeList}
    </Page>
  );
}
