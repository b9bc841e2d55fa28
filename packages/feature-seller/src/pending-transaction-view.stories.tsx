import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessages } from '@ldn/domain';
import { fn } from 'storybook/test';
import { sellerMessages } from './messages';
import { PendingTransactionView } from './pending-transaction-screen';
import { TO_CONFIRM, TO_CONFIRM_COMPLETE, TRANSACTION } from './test/fixtures';

const meta = {
  title: 'feature-seller/PendingTransactionView',
  component: PendingTransactionView,
  args: {
    id: TRANSACTION.id,
    transaction: TRANSACTION,
    ticket: '',
    onTicketChange: fn(),
    onSubmitTicket: fn(),
    onConfirm: fn(),
    cancelOpen: false,
    onCancelOpenChange: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PendingTransactionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.16] Waiting for the register ticket (scan or type it). */
export const WaitingForTicket: Story = {};

/** [S2.16] Loading. */
export const Loading: Story = { args: { transaction: undefined, loading: true } };

/** [S2.16] [S8.2] The transaction could not be loaded: ERROR_OCCURED_TRY_AGAIN. */
export const LoadError: Story = { args: { transaction: undefined, loadError: true } };

/** [S5.11] A ticket number of the wrong shape. */
export const InvalidTicket: Story = {
  args: { ticket: 'XX01-2-45', ticketError: validationMessages.INVALID_TICKET_NUMBER },
};

/** [S7.43] The ticket is being checked. */
export const CheckingTicket: Story = { args: { ticket: 'AM01-2-004512', checking: true } };

/** [S4.7] The ticket lacks a product: it will go back to giftable once confirmed. */
export const WithMissingEntries: Story = { args: { transaction: TO_CONFIRM } };

/** [S4.7] Every product is on the ticket: 'Aucun article manquant'. */
export const WithoutMissingEntries: Story = { args: { transaction: TO_CONFIRM_COMPLETE } };

/** [S4.7] The holder's wallet pays part of it. */
export const WithWallet: Story = {
  args: { transaction: { ...TO_CONFIRM_COMPLETE, potAmount: 2000 } },
};

/** [S7.44] Confirming. */
export const Confirming: Story = { args: { transaction: TO_CONFIRM_COMPLETE, confirming: true } };

/** [S7.44] The cancel dialog. */
export const CancelDialog: Story = { args: { cancelOpen: true } };

/** [S7.44] Already confirmed: it cannot be cancelled any more. */
export const Settled: Story = {
  args: {
    transaction: { ...TO_CONFIRM, state: 'VALIDATED', contributionId: 500123 },
    actionError: sellerMessages.SETTLED,
  },
};
