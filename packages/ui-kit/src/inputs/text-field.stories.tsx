import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Nom de la liste', value: '', onValueChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'La liste de Léa' } };
export const Required: Story = { args: { required: true } };
export const RequiredError: Story = { args: { required: true, showError: true } };
export const WithHint: Story = { args: { hint: '30 caractères au plus.', maxLength: 30 } };
export const OutsideError: Story = { args: { value: 'Léa', error: 'Ce nom est déjà pris.' } };
export const Disabled: Story = { args: { value: 'La liste de Léa', disabled: true } };
