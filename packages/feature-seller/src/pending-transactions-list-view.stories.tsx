import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PendingTransactionsListView } from './pending-transactions-list-screen';
import { TO_CONFIRM, TRANSACTION } from './test/fixtures';

const meta = {
  title: 'feature-seller/PendingTransactionsListView',
  component: PendingTransactionsListView,
  args: { storeCode: 'S001', onRefresh: fn() },
} satisfies Meta<typeof PendingTransactionsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.15] [S4.7] Two transactions: one waiting for its ticket, one to confirm. */
export const WithTransactions: Story = {
  args: {
    transactions: [
      {
        ...TO_CONFIRM,
        id: '481204',
        contributor: 'Paul Durand',
        createdAt: '2026-11-24T09:40:00.000Z',
      },
      TRANSACTION,
    ],
  },
};

/** [S2.15] Loading. */
export const Loading: Story = { args: { loading: true } };

/** [S2.15] Nothing pending in the store. */
export const Empty: Story = { args: { transactions: [] } };

/** [S2.15] Refreshing. */
export const Refreshing: Story = { args: { transactions: [TRANSACTION], refreshing: true } };

/** [S8.2] The list could not be read. */
export const ReadError: Story = { args: { error: true } };

/** [S2.13] No store chosen yet. */
export const NoStore: Story = { args: { storeCode: null } };
