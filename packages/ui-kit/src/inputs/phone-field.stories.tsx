import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhoneField } from './phone-field';
import { controlledRender } from './controlled-story';

const meta = {
  title: 'ui-kit/Inputs/PhoneField',
  component: PhoneField,
  render: controlledRender(PhoneField),
  args: { label: 'Téléphone', value: '', onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Valid: Story = { args: { value: '06 12 34 56 78' } };
export const Invalid: Story = { args: { value: '+33 6 12', showError: true } };
export const RequiredError: Story = { args: { required: true, showError: true } };
