import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WalletAmountField } from './wallet-amount-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/WalletAmountField',
  component: WalletAmountField,
  render: controlledRender(WalletAmountField),
  args: { label: 'Montant de la participation', value: '', onValueChange: fn() },
} satisfies Meta<typeof WalletAmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Accepted: Story = { args: { value: '50' } };
export const BelowMinimum: Story = { args: { value: '4', showError: true } };
export const AboveMaximum: Story = { args: { value: '10 001', showError: true } };
export const WithCents: Story = { args: { value: '12,50', showError: true } };
export const EmptySubmitted: Story = { args: { showError: true } };
