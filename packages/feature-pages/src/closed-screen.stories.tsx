import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClosedScreen } from './closed-screen';

const meta = {
  title: 'feature-pages/ClosedScreen',
  component: ClosedScreen,
} satisfies Meta<typeof ClosedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.21] The only state: the text, the link home and the list search. */
export const Default: Story = {};
