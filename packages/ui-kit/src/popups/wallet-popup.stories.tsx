import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WalletPopup } from './wallet-popup';

const meta = {
  title: 'ui-kit/Popups/WalletPopup',
  component: WalletPopup,
  args: {
    open: true,
    walletAmountCents: 12_000,
    totalCents: 8_990,
    onUseWallet: fn(),
    onSkipWallet: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof WalletPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const CreatingTransaction: Story = { args: { loading: true } };
