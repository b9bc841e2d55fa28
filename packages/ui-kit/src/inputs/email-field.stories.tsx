import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmailField } from './email-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/EmailField',
  component: EmailField,
  render: controlledRender(EmailField),
  args: { label: 'Adresse e-mail', value: '', onValueChange: fn() },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Focus the field and type: the suggestions open after '@'. */
export const Suggesting: Story = { args: { value: 'marie@', autoFocus: true } };
export const Valid: Story = { args: { value: 'marie@gmail.com' } };
export const Invalid: Story = { args: { value: 'marie@gmail', showError: true } };
export const RequiredError: Story = { args: { required: true, showError: true } };
