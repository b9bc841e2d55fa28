import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Controlled(props: TextAreaFieldProps) {
  const [value, setValue] = useState(props.value);
  return <TextAreaField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui-kit/Inputs/TextAreaField',
  component: TextAreaField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Votre message', value: '', maxLength: 1000, onValueChange: fn() },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { value: 'Merci pour ce joli cadeau !' } };
export const Full: Story = { args: { value: 'a'.repeat(60), maxLength: 60 } };
export const WithHint: Story = { args: { hint: 'Il sera envoyé par e-mail.' } };
export const WithError: Story = {
  args: { error: 'Écrivez votre message de remerciement.', announceError: true },
};
export const ReadOnly: Story = { args: { value: 'En cours d’envoi…', readOnly: true } };
