import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CountryConfirmPopup } from './country-confirm-popup';

const meta = {
  title: 'ui-kit/Popups/CountryConfirmPopup',
  component: CountryConfirmPopup,
  args: { open: true, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof CountryConfirmPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Saving: Story = { args: { loading: true } };
