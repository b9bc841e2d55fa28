import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenTitles } from './screen-titles';
import { PlaceholderScreen } from './placeholder-screen';

const meta = {
  title: 'feature-pages/PlaceholderScreen',
  component: PlaceholderScreen,
  args: { title: screenTitles.Home },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const SellerPage: Story = { args: { title: screenTitles.SellerPage } };
