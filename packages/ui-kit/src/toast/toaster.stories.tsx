import { errorToastMessages, successToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'ui-kit/Toaster',
  component: Toaster,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const storeWith = (show: (store: ReturnType<typeof createToastStore>) => void) => {
  const store = createToastStore();
  show(store);
  return store;
};

export const Success: Story = {
  args: { store: storeWith((store) => store.success(successToastMessages.LIST_CREATED)) },
};
export const Error: Story = {
  args: { store: storeWith((store) => store.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN)) },
};
export const Empty: Story = { args: { store: createToastStore() } };
