import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SellerHelpScreen } from './seller-help-screen';

const meta = {
  title: 'feature-pages/SellerHelpScreen (Help)',
  component: SellerHelpScreen,
  // The page reads the address's hash: it runs in a memory router at its address.
  decorators: [
    (Story) => (
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <Story /> }], {
          initialEntries: ['/seller/help'],
        })}
      />
    ),
  ],
} satisfies Meta<typeof SellerHelpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.17] The staff guide. */
export const Guide: Story = {};
