import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function Controlled(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return <PhoneField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/PhoneField',
  component: PhoneField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Téléphone', value: '', onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Valid: Story = { args: { value: '06 12 34 56 78' } };
export const Invalid: Story = { args: { value: '+33 6 12', showError: true } };
export const RequiredError: Story = { args: { required: true, showError: true } };
