import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductAddedPopup } from './product-added-popup';

const meta = {
  title: 'ui-kit/Popups/ProductAddedPopup',
  component: ProductAddedPopup,
  args: {
    open: true,
    onClose: fn(),
    productName: 'Poussette Trio',
    comment: '',
    indispensable: false,
    isPrivate: false,
    onCommentChange: fn(),
    onIndispensableChange: fn(),
    onPrivateChange: fn(),
    saveStatus: 'idle',
    onGoToList: fn(),
    onAddAnother: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ProductAddedPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const JustAdded: Story = {};
export const Saving: Story = { args: { indispensable: true, saveStatus: 'saving' } };
export const Saved: Story = {
  args: {
    comment: 'En gris de préférence',
    indispensable: true,
    isPrivate: true,
    saveStatus: 'saved',
  },
};
export const SaveFailed: Story = { args: { saveStatus: 'error' } };
