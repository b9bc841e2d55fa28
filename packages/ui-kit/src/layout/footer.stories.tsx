import { footerFor } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'ui-kit/Layout/Footer',
  component: Footer,
  args: { footer: footerFor({ user: { pk: 'u-1', roles: [] }, isMobile: false }), onAction: fn() },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parent: Story = {};
export const LoggedOut: Story = { args: { footer: footerFor({ user: null, isMobile: false }) } };
export const Staff: Story = {
  args: { footer: footerFor({ user: { pk: 's-1', roles: ['SELLER'] }, isMobile: false }) },
};
export const Mobile: Story = { args: { footer: footerFor({ user: null, isMobile: true }) } };
