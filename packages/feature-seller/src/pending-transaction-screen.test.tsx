import { errorToastMessages, validationMessages } from '@ldn/domain';
import { createToastStore } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiAnswers, expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { sellerMessages, transactionStateLabels } from './messages';
import { PendingTransactionScreen } from './pending-transaction-screen';
import { profileAnswer, TO_CONFIRM, TO_CONFIRM_COMPLETE, TRANSACTION } from './test/fixtures';

function renderTransaction(api: ApiAnswers) {
  const toasts = createToastStore();
  const rendered = renderWithProviders(<PendingTransactionScreen toastStore={toasts} />, {
    path: '/seller/pendingtransaction/481203',
    routePath: '/seller/pendingtransaction/:id',
    api: { getUserProfil: profileAnswer, ...api },
  });
  return { ...rendered, toasts };
}

const ticketField = () => screen.findByRole('textbox', { name: /Numéro de ticket/ });

describe('PendingTransactionScreen', () => {
  it('[S2.16] [S7.39] loads the transaction of the route and shows it, the ticket field focused for the scanner', async () => {
    renderTransaction({ 'getReservedContributionById/481203': { status: 200, body: TRANSACTION } });
    expect(await screen.findByText('Josette Martin')).toBeInTheDocument();
    expect(screen.getByText('Camille Durand')).toBeInTheDocument();
    expect(screen.getByText(/50,70/)).toBeInTheDocument();
    expect(screen.getByText(TRANSACTION.gs1Code)).toBeInTheDocument();
    expect(screen.getByText('Vente à emporter (VAE)')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: transactionStateLabels.IN_PROGRESS }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await ticketField()).toHaveFocus());
    expect(screen.queryByRole('button', { name: sellerMessages.CONFIRM })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('[S2.16] [S8.2] shows ERROR_OCCURED_TRY_AGAIN when the transaction cannot be loaded', async () => {
    const { toasts } = renderTransaction({
      getReservedContributionById: {
        status: 404,
        body: { status: 404, code: 'TRANSACTION_NOT_FOUND', message: 'Transaction inconnue' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    );
    expect(toasts.current()?.message).toBe(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
  });

  it('[S5.11] refuses a ticket number of the wrong shape without calling the server', async () => {
    const { user, requests } = renderTransaction({
      getReservedContributionById: { status: 200, body: TRANSACTION },
    });
    const field = await ticketField();
    await user.type(field, 'XX01-2-45{Enter}');
    expect(await screen.findByText(validationMessages.INVALID_TICKET_NUMBER)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.INVALID_TICKET_NUMBER),
    );
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await expectNoAxeViolations();
  });

  it('[S5.11] [S7.43] says when the server knows no such ticket for this transaction', async () => {
    const { user } = renderTransaction({
      getReservedContributionById: { status: 200, body: TRANSACTION },
      updateTransactionBarCode: {
        status: 400,
        body: { status: 400, code: 'UNKNOWN_TICKET', message: 'Ticket inconnu' },
      },
    });
    await user.type(await ticketField(), 'AM01-2-999999{Enter}');
    expect(await screen.findByText(sellerMessages.UNKNOWN_TICKET)).toBeInTheDocument();
  });

  it('[S4.7] [S7.43] [S7.44] checks a scanned ticket, shows the missing entries, confirms and goes back to the list', async () => {
    let current = TRANSACTION;
    const patches: unknown[] = [];
    const { user, router, toasts } = renderTransaction({
      getReservedContributionById: () => ({ status: 200, body: current }),
      updateTransactionBarCode: async (request) => {
        patches.push(await request.json());
        current = TO_CONFIRM;
        return { status: 200, body: TO_CONFIRM };
      },
      hasCheckedMissingEntries: (request) => {
        expect(request.method).toBe('POST');
        current = { ...TO_CONFIRM, state: 'VALIDATED', contributionId: 500123 };
        return { status: 200, body: current };
      },
    });
    // A scanner types lower or upper case, then Enter.
    await user.type(await ticketField(), 'am01-2-004512{Enter}');
    const missing = await screen.findByRole('heading', { name: sellerMessages.MISSING_TITLE });
    const card = within(missing.parentElement as HTMLElement);
    expect(card.getByText('Doudou lapin')).toBeInTheDocument();
    expect(patches).toEqual([
      { company: 'aufr', storeCode: 'S001', transactionBarcode: 'AM01-2-004512' },
    ]);
    await user.click(screen.getByRole('button', { name: sellerMessages.CONFIRM }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/seller/pendingtransactionslist'),
    );
    expect(toasts.current()?.message).toBe(sellerMessages.CONFIRMED);
  });

  it("[S4.7] says 'Aucun article manquant' when the ticket has every product", async () => {
    renderTransaction({
      getReservedContributionById: { status: 200, body: TO_CONFIRM_COMPLETE },
    });
    expect(await screen.findByText(sellerMessages.NO_MISSING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sellerMessages.CONFIRM })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('[S4.7] [S7.44] [S5.10] cancels the transaction after a confirmation dialog (the blank ticket field left quietly) and goes back to the list', async () => {
    const { user, router, requests } = renderTransaction({
      getReservedContributionById: { status: 200, body: TRANSACTION },
      removeReservedContributionById: { status: 200, body: { ...TRANSACTION, state: 'CANCELLED' } },
    });
    // The ticket field, focused for the scanner, is left blank: no error moves the buttons.
    await waitFor(async () => expect(await ticketField()).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: sellerMessages.CANCEL }));
    // (The open dialog hides the rest of the page from the accessibility tree.)
    expect(
      screen.getByRole('textbox', { name: /Numéro de ticket/, hidden: true }),
    ).not.toHaveAttribute('aria-invalid');
    const dialog = await screen.findByRole('dialog', { name: sellerMessages.CANCEL_TITLE });
    await user.click(within(dialog).getByRole('button', { name: sellerMessages.CANCEL_YES }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/seller/pendingtransactionslist'),
    );
    expect(
      requests.find((request) => request.url.includes('removeReservedContributionById'))?.method,
    ).toBe('DELETE');
  });

  it('[S4.7] keeps the transaction when the dialog is dismissed, and says when it is already confirmed (409)', async () => {
    const { user, requests } = renderTransaction({
      getReservedContributionById: { status: 200, body: TO_CONFIRM },
      removeReservedContributionById: {
        status: 409,
        body: { status: 409, code: 'TRANSACTION_SETTLED', message: 'Déjà confirmée' },
      },
    });
    await user.click(await screen.findByRole('button', { name: sellerMessages.CANCEL }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: sellerMessages.CANCEL_NO,
      }),
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: sellerMessages.CANCEL }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: sellerMessages.CANCEL_YES,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(sellerMessages.SETTLED);
  });
});
