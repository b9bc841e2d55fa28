import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { WalletAmountField, type WalletAmountFieldProps } from './wallet-amount-field';

function Controlled(props: WalletAmountFieldProps) {
  const [value, setValue] = useState(props.value);
  return <WalletAmountField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/WalletAmountField',
  component: WalletAmountField,
  render: (args) => <Controlled {...args} />,
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
