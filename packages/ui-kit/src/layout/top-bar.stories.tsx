import { headerFor } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './top-bar';

const parent = { pk: 'u-1', roles: [], firstName: 'Camille' };
const seller = { pk: 's-1', roles: ['SELLER'], firstName: 'Julie' };
const list = { id: 'L42', phase: 'published', isOwner: true } as const;

const meta = {
  title: 'ui-kit/Layout/TopBar',
  component: TopBar,
  args: {
    header: headerFor({ user: parent, list, cartItemCount: 3, staffLayout: false }),
    onAction: fn(),
    onOpenMenu: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ParentWithCart: Story = {};
export const EmptyCart: Story = {
  args: { header: headerFor({ user: parent, list, cartItemCount: 0, staffLayout: false }) },
};
export const ClosedList: Story = {
  args: {
    header: headerFor({
      user: parent,
      list: { ...list, phase: 'closed' },
      cartItemCount: 0,
      staffLayout: false,
    }),
  },
};
export const LoggedOut: Story = {
  args: { header: headerFor({ user: null, list: null, cartItemCount: 0, staffLayout: false }) },
};
export const Staff: Story = {
  args: { header: headerFor({ user: seller, list, cartItemCount: 1, staffLayout: true }) },
};
export const MenuOpen: Story = { args: { menuOpen: true } };
