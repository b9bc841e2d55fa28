import { ThemeProvider } from '@ldn/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterDrawer, FilterSidebar } from './filter-panel';
import { NO_FILTERS } from './search-rules';

const facets = [
  {
    key: 'sf:price',
    label: 'Prix',
    type: 'range' as const,
    buckets: [
      { key: '0;20', from: 0, to: 20, count: 12 },
      { key: '20;50', from: 20, to: 50, count: 7 },
      { key: '100;100000', from: 100, to: 100000, count: 3 },
    ],
  },
  { key: 'sf:semanticColor', label: 'Couleur', buckets: [{ key: 'Bleu ciel', count: 5 }, { key: 'Blanc', count: 9 }] },
  { key: 'g:size', label: 'Taille', buckets: [{ key: '1 mois', count: 4 }, { key: '3 mois', count: 6 }] },
];

const meta = {
  title: 'search-overlay/FilterPanel',
  component: FilterSidebar,
  args: { facets, filters: NO_FILTERS, onChange: fn() },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof FilterSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.49] Desktop sidebar, nothing chosen ('Réinitialiser les filtres' disabled). */
export const Sidebar: Story = {};
/** [S2.49] Desktop sidebar with a colour and a price band chosen. */
export const SidebarWithChoices: Story = {
  args: { filters: { ...NO_FILTERS, colors: ['Blanc'], prices: ['0;20'] } },
};
/** [S5.15] A custom price band replaces the bands. */
export const CustomPrice: Story = { args: { filters: { ...NO_FILTERS, customPrice: '12.50;100000.00' } } };
/** [S2.49] Phones: the drawer. */
export const MobileDrawer: Story = {
  render: (args) => <FilterDrawer {...args} open onOpenChange={fn()} />,
};
