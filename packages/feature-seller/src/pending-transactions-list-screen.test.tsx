import { errorToastMessages } from '@ldn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiAnswers, expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { sellerMessages, transactionStateLabels } from './messages';
import { PendingTransactionsListScreen } from './pending-transactions-list-screen';
import { profileAnswer, TO_CONFIRM, TRANSACTION } from './test/fixtures';

function renderList(api: ApiAnswers, storeCode?: string) {
  return renderWithProviders(<PendingTransactionsListScreen storeCode={storeCode} />, {
    path: '/seller/pendingtransactionslist',
    routePath: '/seller/pendingtransactionslist',
    api: { getUserProfil: profileAnswer, ...api },
  });
}

describe('PendingTransactionsListScreen', () => {
  it("[S2.15] [S4.7] [S7.38] lists the store's pending transactions with holder, list, contributor, articles, total, GS1 code, date and state, each linking to its page", async () => {
    const second = { ...TO_CONFIRM, id: '481204', contributor: 'Paul Durand' };
    const { requests } = renderList({
      'getReservedContributionFromWinshopForStore/aufr/S001': {
        status: 200,
        body: [second, TRANSACTION],
      },
    });
    const list = await screen.findByRole('list', { name: sellerMessages.PENDING_TITLE });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[1] as HTMLElement);
    expect(first.getByText('Camille Durand')).toBeInTheDocument();
    expect(first.getByText('demo00parent')).toBeInTheDocument();
    expect(first.getByText('Josette Martin')).toBeInTheDocument();
    expect(first.getByText('3 articles')).toBeInTheDocument();
    expect(first.getByText(/50,70\s€/)).toBeInTheDocument();
    expect(first.getByText(TRANSACTION.gs1Code)).toBeInTheDocument();
    expect(first.getByText('24/11/2026 09:12')).toBeInTheDocument();
    expect(first.getByText(transactionStateLabels.IN_PROGRESS)).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: sellerMessages.OPEN_TRANSACTION('481203') }),
    ).toHaveAttribute('href', '/seller/pendingtransaction/481203');
    expect(
      within(items[0] as HTMLElement).getByText(transactionStateLabels.TO_CONFIRM),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/S001'))).toBe(true);
    await expectNoAxeViolations();
  });

  it('[S2.15] [S2.13] reads the store of the session when given', async () => {
    const { requests } = renderList(
      { getReservedContributionFromWinshopForStore: { status: 200, body: [] } },
      'S002',
    );
    expect(await screen.findByText(sellerMessages.PENDING_EMPTY)).toBeInTheDocument();
    expect(
      requests.some((request) =>
        request.url.includes('getReservedContributionFromWinshopForStore/aufr/S002'),
      ),
    ).toBe(true);
    await expectNoAxeViolations();
  });

  it('[S2.15] refreshes the list on demand', async () => {
    let answers = 0;
    const { user } = renderList({
      getReservedContributionFromWinshopForStore: () => {
        answers += 1;
        return { status: 200, body: answers === 1 ? [] : [TRANSACTION] };
      },
    });
    expect(await screen.findByText(sellerMessages.PENDING_EMPTY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: sellerMessages.PENDING_REFRESH }));
    await waitFor(() => expect(screen.getByText('Josette Martin')).toBeInTheDocument());
  });

  it('[S8.2] says when the list cannot be read', async () => {
    renderList({
      getReservedContributionFromWinshopForStore: {
        status: 403,
        body: { status: 403, code: 'FORBIDDEN', message: 'Interdit' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA,
    );
  });
});
