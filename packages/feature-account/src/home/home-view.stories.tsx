import type { Meta, StoryObj } from '@storybook/react-vite';
import { listSummary, threeLists } from '../test/fixtures';
import { HomeView, type HomeViewProps } from './home-view';

const meta = {
  title: 'feature-account/HomeView',
  component: HomeView,
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

/** [S2.36] A visitor: the welcome, create a list, log in or sign up, participate. */
export const LoggedOut: Story = {
  args: {
    status: 'loggedOut',
    brand: 'Aubert',
    loginHref: '/login?redirect=%2F',
    signUpHref: '/login?redirect=%2F',
    createListHref: '/login?redirect=%2F%3Fnouvelle-liste%3D1',
  },
};

const loggedIn: Extract<HomeViewProps, { status: 'loggedIn' }> = {
  status: 'loggedIn',
  firstName: 'Julie',
  listsStatus: 'done',
  lists: [],
  onRetry: noop,
  onCreateList: noop,
};

/** [S2.36] A parent with no list yet. */
export const LoggedInNoList: Story = { args: loggedIn };

/** [S2.36] A parent with her published default list. */
export const LoggedInOneList: Story = {
  args: { ...loggedIn, lists: [listSummary()] },
};

/** [S2.36] Three lists: published (default), draft, closed; one active. */
export const LoggedInThreeLists: Story = {
  args: { ...loggedIn, lists: threeLists },
};

/** The lists are being read. */
export const LoggedInLoadingLists: Story = {
  args: { ...loggedIn, listsStatus: 'loading' },
};

/** [S8.2] The lists could not be read. */
export const LoggedInListsError: Story = {
  args: { ...loggedIn, listsStatus: 'error' },
};

/** The profile is being read. */
export const Loading: Story = { args: { status: 'loading' } };
