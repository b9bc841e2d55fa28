import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlreadyInListPopup } from './already-in-list-popup';

const meta = {
  title: 'ui-kit/Popups/AlreadyInListPopup',
  component: AlreadyInListPopup,
  args: { open: true, productName: 'Poussette Trio', onAddAnyway: fn(), onCancel: fn() },
} satisfies Meta<typeof AlreadyInListPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Adding: Story = { args: { loading: true } };
