import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListSearchView } from './list-search-view';
import { searchAnswer, summary } from './test/fixtures';

const meta = {
  title: 'feature-list-search/ListSearchView',
  component: ListSearchView,
  args: {
    text: '',
    onTextChange: fn(),
    onSubmit: fn(),
    tooShort: false,
    state: { kind: 'idle' },
    onRetry: fn(),
  },
} satisfies Meta<typeof ListSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.19] Nothing searched yet. */
export const Empty: Story = {};

/** [S9.9] A text shorter than 2 characters once normalised. */
export const TooShort: Story = { args: { text: 'L', tooShort: true } };

/** While the search runs. */
export const Searching: Story = { args: { text: 'Martin', state: { kind: 'loading' } } };

/** [S2.46] Lists found: title, parents, baby, expected birth, 'Participer'. */
export const Results: Story = {
  args: {
    text: 'Martin',
    state: {
      kind: 'results',
      tooMany: false,
      lists: [
        summary(),
        summary({
          id: 'list2',
          title: 'Bienvenue Noé',
          coOwnerFirstName: '',
          coOwnerLastName: '',
          childFirstName: '',
          childBirthday: null,
        }),
      ],
    },
  },
};

/** [S2.46] Too many results: refine by spouse name or e-mail. */
export const TooMany: Story = {
  args: { text: 'Ma', state: { kind: 'results', ...searchAnswer(20, true) } },
};

/** [S2.46] 'Aucune liste trouvée.' */
export const NoListFound: Story = { args: { text: 'Zorglub', state: { kind: 'none' } } };

/** The service failed: 'Réessayer'. */
export const Failure: Story = { args: { text: 'Martin', state: { kind: 'error' } } };
