import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './password-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/PasswordField',
  component: PasswordField,
  render: controlledRender(PasswordField),
  args: {
    label: 'Mot de passe actuel',
    autoComplete: 'current-password',
    value: '',
    onValueChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Naissance2026!' } };
export const NewWithHint: Story = {
  args: {
    label: 'Nouveau mot de passe',
    autoComplete: 'new-password',
    hint: '8 caractères au moins.',
  },
};
export const RequiredError: Story = { args: { required: true, showError: true } };
export const OutsideError: Story = {
  args: { value: 'azerty', error: 'Le mot de passe actuel est incorrect.' },
};
export const Disabled: Story = { args: { value: 'Naissance2026!', disabled: true } };
