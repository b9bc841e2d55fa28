import { errorToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { COUPONS, EMPTY_WALLET, walletAnswer } from './test/wallet';
import { WalletView } from './wallet-view';

const meta = {
  title: 'feature-wallet/WalletView',
  component: WalletView,
  args: {
    listId: 'demo00parent',
    listTitle: 'La liste de Léa',
    canRead: true,
    historics: walletAnswer(),
    closeList: <button type="button">Clôturer ma liste</button>,
  },
} satisfies Meta<typeof WalletView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.42] [S3.15] Balance, total, history. */
export const WithHistory: Story = {};

/** [S2.42] Nothing received yet. */
export const Empty: Story = { args: { historics: EMPTY_WALLET } };

/** [S2.42] [S9.2] With reward coupons (50 € at most each). */
export const WithCoupons: Story = { args: { historics: walletAnswer({ coupons: COUPONS }) } };

/** Loading. */
export const Loading: Story = { args: { historics: undefined, loading: true } };

/** [S8.2] The wallet could not be loaded. */
export const LoadFailed: Story = {
  args: { historics: undefined, error: errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA },
};

/** [S2.8] Someone else than the parents. */
export const NotTheParents: Story = { args: { canRead: false } };
