import { drawerEntries } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppDrawer } from './app-drawer';

const meta = {
  title: 'ui-kit/Layout/AppDrawer',
  component: AppDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    onAction: fn(),
    entries: drawerEntries({
      user: { pk: 'u-1', roles: [], firstName: 'Camille', lastName: 'Martin' },
      appVersion: '1.4.0',
    }),
  },
} satisfies Meta<typeof AppDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parent: Story = {};
export const LoggedOut: Story = {
  args: { entries: drawerEntries({ user: null, appVersion: '1.4.0' }) },
};
export const Staff: Story = {
  args: {
    entries: drawerEntries({
      user: { pk: 's-1', roles: ['SELLER'], firstName: 'Julie', lastName: 'Bernard' },
      appVersion: '1.4.0',
    }),
  },
};
