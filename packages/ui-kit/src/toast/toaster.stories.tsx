import { errorToastMessages, headerFor, successToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storeWith } from './story-store';
import { createToastStore } from './toast-store';
import { TopBar } from '../layout/top-bar';
import { Toaster } from './toaster';

const meta = {
  title: 'ui-kit/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { store: storeWith((store) => store.success(successToastMessages.LIST_CREATED)) },
};
export const Error: Story = {
  args: { store: storeWith((store) => store.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN)) },
};
export const Empty: Story = { args: { store: createToastStore() } };

/**
 * [S8.1] [S2.62] Under the page's top bar: the toast sits just below it, its links and cart button
 * free.
 */
export const BelowTopBar: Story = {
  args: { store: storeWith((store) => store.success(successToastMessages.PRODUCT_ADDED)) },
  render: (args) => (
    <>
      <TopBar
        header={headerFor({
          user: { pk: 'u-1', roles: [], firstName: 'Camille' },
          list: { id: 'L42', phase: 'published', isOwner: true },
          cartItemCount: 2,
          staffLayout: false,
        })}
      />
      <Toaster {...args} />
    </>
  ),
};
