import { validationMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PriceField } from './price-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/PriceField',
  component: PriceField,
  render: controlledRender(PriceField),
  args: { label: 'Prix minimum (en euros)', value: '', onValueChange: fn(), onAmountChange: fn() },
} satisfies Meta<typeof PriceField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CommaDecimals: Story = { args: { value: '12,50' } };
export const Invalid: Story = {
  args: { value: '12,345', showError: true, invalidMessage: validationMessages.INVALID_MIN_PRICE },
};
