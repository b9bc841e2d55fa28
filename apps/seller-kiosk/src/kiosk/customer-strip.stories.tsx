import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerStripView } from './customer-strip';

/** The kiosk's strip of the customer the seller acts for. */
const meta = {
  title: 'seller-kiosk/CustomerStrip',
  component: CustomerStripView,
  args: { customer: { firstName: 'Camille', lastName: 'Martin' } },
} satisfies Meta<typeof CustomerStripView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer selected on SellerPage. */
export const Selected: Story = {};

/** A long name wraps, the link stays reachable. */
export const LongName: Story = {
  args: {
    customer: { firstName: 'Marie-Christine', lastName: 'de La Tour-Montmorency-Laval' },
  },
};
