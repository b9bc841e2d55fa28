import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvailabilityBadge } from './availability-badge';

const meta = {
  title: 'ui-kit/Display/AvailabilityBadge',
  component: AvailabilityBadge,
  args: { availability: 'AVAILABLE' },
} satisfies Meta<typeof AvailabilityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const Unavailable: Story = { args: { availability: 'UNAVAILABLE' } };
export const PermanentlyOutOfStock: Story = { args: { availability: 'PERMANENTLY_OUT_OF_STOCK' } };
export const Gifted: Story = { args: { availability: 'GIFTED' } };
