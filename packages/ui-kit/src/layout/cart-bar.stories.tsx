import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartBar } from './cart-bar';

const entries = [{ code: 'A1', quantity: 2 }];

const meta = {
  title: 'ui-kit/Layout/CartBar',
  component: CartBar,
  args: {
    totalCents: 12_450,
    validate: { entries, isLoading: false, contributorEmail: 'marie@gmail.com' },
    user: { pk: 'u-1', roles: [] },
    onValidate: fn(),
  },
} satisfies Meta<typeof CartBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Staff: Story = { args: { user: { pk: 's-1', roles: ['SELLER'] } } };
export const Loading: Story = { args: { validate: { entries, isLoading: true } } };
export const EmptyCart: Story = {
  args: { totalCents: 0, validate: { entries: [], isLoading: false } },
};
export const InvalidEmail: Story = {
  args: { validate: { entries, isLoading: false, contributorEmail: 'marie@' } },
};
