import { SEARCH_SORT_OPTIONS } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Menu } from './menu';

const meta = {
  title: 'ui-kit/Primitives/Menu',
  component: Menu,
  args: {
    label: 'Actions',
    items: [
      { id: 'edit', label: 'Modifier', onSelect: fn() },
      { id: 'share', label: 'Partager', onSelect: fn() },
      { id: 'remove', label: 'Supprimer', onSelect: fn(), disabled: true },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {};
/** [S2.49] [S9.8] The search overlay's 'Trier' menu. */
export const SortChoice: Story = {
  args: {
    label: 'Trier',
    value: 'popularity',
    onValueChange: fn(),
    items: SEARCH_SORT_OPTIONS.map((option) => ({ id: option.key, label: option.label })),
  },
};
