import { validationMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PriceField, type PriceFieldProps } from './price-field';

function Controlled(props: PriceFieldProps) {
  const [value, setValue] = useState(props.value);
  return <PriceField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/PriceField',
  component: PriceField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Prix minimum (en euros)', value: '', onValueChange: fn(), onAmountChange: fn() },
} satisfies Meta<typeof PriceField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CommaDecimals: Story = { args: { value: '12,50' } };
export const Invalid: Story = {
  args: { value: '12,345', showError: true, invalidMessage: validationMessages.INVALID_MIN_PRICE },
};
