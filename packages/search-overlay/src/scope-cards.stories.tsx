import { ThemeProvider } from '@ldn/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAKE_SCOPES } from './fake-catalogue';
import { ScopeCards } from './scope-cards';
import { SearchBar } from './search-bar';
import { SuggestionChips } from './suggestion-chips';

const meta = {
  title: 'search-overlay/Parts',
  component: ScopeCards,
  args: { scopes: FAKE_SCOPES, onChoose: fn() },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof ScopeCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.49] The scope cards: image, name, universe, 'N produit(s)'. */
export const ScopeCardList: Story = {};
/** [S2.49] The search bar with its placeholder. */
export const SearchBarEmpty: Story = {
  render: () => <SearchBar value="" onChange={fn()} onSubmit={fn()} />,
};
/** [S2.49] The suggestion chips. */
export const Chips: Story = {
  render: () => <SuggestionChips chips={['biberon anti-colique', 'body bébé', 'poussette']} onChoose={fn()} />,
};
