import { quantityBounds, WANTED_QUANTITY_BOUNDS } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Controlled {...args} />,
  args: { value: 2, onChange: fn(), bounds: quantityBounds({ wanted: 5, gifted: 1, inCart: 0 }) },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InBetween: Story = {};
export const AtMinimum: Story = { args: { value: 1 } };
export const AtRemainingMaximum: Story = { args: { value: 4 } };
export const AtNinetyNine: Story = { args: { value: 99, bounds: WANTED_QUANTITY_BOUNDS } };
export const NothingLeft: Story = {
  args: { value: 0, bounds: quantityBounds({ wanted: 2, gifted: 2, inCart: 0 }) },
};
