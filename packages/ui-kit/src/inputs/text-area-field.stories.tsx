import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextAreaField } from './text-area-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/TextAreaField',
  component: TextAreaField,
  render: controlledRender(TextAreaField),
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
