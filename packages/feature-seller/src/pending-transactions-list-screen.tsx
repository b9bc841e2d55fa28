import {
  useGetUserProfileQuery,
  useGetStoreTransactionsQuery,
  type PendingTransaction,
} from '@ldn/api-client';
import { errorToastMessages, hrefFor } from '@ldn/domain';
import { Button, LoadingText } from '@ldn/ui-kit';
import styled from 'styled-components';
import { dateTimeText, euros, sellerMessages, transactionStateLabels } from './messages';
import {
  Alert,
  Muted,
  Page,
  PageTitle,
  Plain,
  PrimaryLink,
  Row,
  SecondaryLink,
} from './page-styles';

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Items = styled(Plain)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const articleCount = (transaction: PendingTransaction): number =>
  transaction.entries.reduce((sum, entry) => sum + entry.quantity, 0);

const holderName = (transaction: PendingTransaction): string =>
  `${transaction.holderFirstName} ${transaction.holderLastName}`.trim();

export interface PendingTransactionsListViewProps {
  readonly storeCode: string | null;
  readonly transactions?: readonly PendingTransaction[] | undefined;
  readonly loading?: boolean;
  readonly error?: boolean;
  readonly refreshing?: boolean;
  readonly onRefresh: () => void;
}

/** [S2.15] [S4.7] The store's pending transactions, presentational. */
export function PendingTransactionsListView({
  storeCode,
  transactions,
  loading = false,
  error = false,
  refreshing = false,
  onRefresh,
}: PendingTransactionsListViewProps) {
  return (
    <Page>
      <PageTitle>{sellerMessages.PENDING_TITLE}</PageTitle>
      {storeCode ? <Muted>{sellerMessages.PENDING_STORE(storeCode)}</Muted> : null}
      <Row>
        <SecondaryLink href={hrefFor('SellerPage')}>{sellerMessages.BACK_TO_SELLER}</SecondaryLink>
        {storeCode && (
          <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
            {sellerMessages.PENDING_REFRESH}
          </Button>
        )}
      </Row>
      <div aria-live="polite" aria-busy={loading || refreshing}>
        {!storeCode ? (
          <Muted>{sellerMessages.PENDING_NO_STORE}</Muted>
        ) : loading ? (
          <LoadingText />
        ) : error ? (
          <Alert role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</Alert>
        ) : !transactions || transactions.length === 0 ? (
          <Muted>{sellerMessages.PENDING_EMPTY}</Muted>
        ) : (
          <Items aria-label={sellerMessages.PENDING_TITLE}>
            {transactions.map((transaction) => (
              <Item key={transaction.id}>
                <Facts>
                  <dt>{sellerMessages.HOLDER}</dt>
                  <dd>{holderName(transaction)}</dd>
                  <dt>{sellerMessages.LIST_ID}</dt>
                  <dd>{transaction.ldnId}</dd>
                  <dt>{sellerMessages.CONTRIBUTOR}</dt>
                  <dd>{transaction.contributor}</dd>
                  <dt>{sellerMessages.ARTICLES}</dt>
                  <dd>{sellerMessages.ARTICLE_COUNT(articleCount(transaction))}</dd>
                  <dt>{sellerMessages.TOTAL}</dt>
                  <dd>{euros(transaction.totalPrice)}</dd>
                  <dt>{sellerMessages.GS1}</dt>
                  <dd>{transaction.gs1Code}</dd>
                  <dt>{sellerMessages.DATE}</dt>
                  <dd>{dateTimeText(transaction.createdAt)}</dd>
                  <dt>{sellerMessages.STATE}</dt>
                  <dd>{transactionStateLabels[transaction.state]}</dd>
                </Facts>
                <PrimaryLink
                  href={hrefFor('PendingTransaction', { id: transaction.id })}
                  aria-label={sellerMessages.OPEN_TRANSACTION(transaction.id)}
                >
                  {sellerMessages.OPEN}
                </PrimaryLink>
              </Item>
            ))}
          </Items>
        )}
      </div>
    </Page>
  );
}

export interface PendingTransactionsListScreenProps {
  /** [S2.13] The store staff work in (the session's); by default the user's store. */
  readonly storeCode?: string | null | undefined;
}

/**
 * [S2.15] [S4.7] [S7.38] PendingTransactionsList `/seller/pendingtransactionslist`: the store's
 * transactions waiting for their register ticket or their confirmation, newest first, each opening
 * PendingTransaction; an empty state and a refresh button.
 */
export function PendingTransactionsListScreen({
  storeCode: sessionStoreCode,
}: PendingTransactionsListScreenProps) {
  const { data: profile } = useGetUserProfileQuery(undefined);
  const storeCode = sessionStoreCode ?? (profile?.logged ? profile.store : null);
  const query = useGetStoreTransactionsQuery(storeCode ?? '', {
    skip: !storeCode,
    refetchOnMountOrArgChange: true,
  });
  return (
    <PendingTransactionsListView
      storeCode={storeCode}
      transactions={query.data}
      loading={query.isLoading}
      error={query.isError}
      refreshing={query.isFetching && !query.isLoading}
      onRefresh={() => void query.refetch()}
    />
  );
}
