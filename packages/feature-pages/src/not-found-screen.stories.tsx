import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'feature-pages/NotFoundScreen',
  component: NotFoundScreen,
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.23] The only state: the text and the link home. */
export const Default: Story = {};
