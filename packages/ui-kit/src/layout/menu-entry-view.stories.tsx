import { appVersionText, DEFAULT_EXTERNAL_LINKS, screenLabels } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuEntryView } from './menu-entry-view';

const meta = {
  title: 'ui-kit/Layout/MenuEntryView',
  component: MenuEntryView,
  args: {
    entry: {
      id: 'myList',
      label: screenLabels.MY_LIST,
      kind: 'route',
      href: '/list/L42/detenteur',
    },
    onAction: fn(),
  },
} satisfies Meta<typeof MenuEntryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Route: Story = {};
export const External: Story = {
  args: {
    entry: {
      id: 'needHelp',
      label: screenLabels.NEED_HELP,
      kind: 'external',
      href: DEFAULT_EXTERNAL_LINKS.help,
    },
  },
};
export const Action: Story = {
  args: { entry: { id: 'logout', label: screenLabels.LOGOUT, kind: 'action', action: 'logout' } },
};
export const Text: Story = {
  args: { entry: { id: 'appVersion', label: appVersionText('1.4.0'), kind: 'text' } },
};
