import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './text-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/TextField',
  component: TextField,
  render: controlledRender(TextField),
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
