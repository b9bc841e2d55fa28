import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContributionPopup } from './contribution-popup';

const meta = {
  title: 'ui-kit/Popups/ContributionPopup',
  component: ContributionPopup,
  args: { open: true, onCancel: fn(), onSubmit: fn() },
} satisfies Meta<typeof ContributionPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Submitting: Story = { args: { loading: true } };
