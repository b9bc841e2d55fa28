import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListError, ListLoading, NoList } from './list-screens';

const meta = {
  title: 'feature-list/ListStates',
  component: ListLoading,
} satisfies Meta<typeof ListLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.39] While the list is read. */
export const Loading: Story = {};

/** [S8.2] The list could not be read: the generic text and 'Réessayer'. */
export const LoadError: Story = {
  render: () => <ListError onRetry={fn()} />,
};

/** [S2.2] `/list` for a parent without any list: 'Créer ma liste' leads home. */
export const NoListYet: Story = {
  render: () => <NoList />,
};

/** [S2.2] The same, once the app opens the create form itself. */
export const NoListWithCreateForm: Story = {
  render: () => <NoList onCreateList={fn()} />,
};
