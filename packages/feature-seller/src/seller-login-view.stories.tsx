import type { Meta, StoryObj } from '@storybook/react-vite';
import { SellerLoginView } from './seller-login-screen';

const meta = {
  title: 'feature-seller/SellerLoginView',
  component: SellerLoginView,
  args: { loginHref: '/login?redirect=%2Fseller' },
} satisfies Meta<typeof SellerLoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.14] The staff sign-in page. */
export const Default: Story = {};
