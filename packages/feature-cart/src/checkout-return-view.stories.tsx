import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutReturnView } from './checkout-return-view';

const meta = {
  title: 'feature-cart/CheckoutReturnView',
  component: CheckoutReturnView,
  args: { view: 'success', listHref: '/list/demo00parent', amountCents: 7580, onRetry: fn() },
} satisfies Meta<typeof CheckoutReturnView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S4.3] Paid and recorded: thanks, the amount, back to the list. */
export const Success: Story = {};

/** Paid, being recorded: the page reads the status again every second. */
export const Pending: Story = { args: { view: 'waiting' } };

/** 'Le paiement a été refusé': the cart kept, pay again. */
export const Declined: Story = { args: { view: 'declined' } };

/** The buyer left the payment page. */
export const Cancelled: Story = { args: { view: 'cancelled' } };

/** The hold's time passed (10 minutes by default). */
export const Expired: Story = { args: { view: 'expired' } };

/** An unknown payment id. */
export const Unknown: Story = { args: { view: 'unknown' } };
