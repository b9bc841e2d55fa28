import { successToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeferredToaster } from './deferred-toaster';
import { storeWith } from './story-store';
import { createToastStore } from './toast-store';

const meta = {
  title: 'ui-kit/DeferredToaster',
  component: DeferredToaster,
} satisfies Meta<typeof DeferredToaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S8.1] A toast raised before the toaster's code was loaded: it loads, then shows it. */
export const RaisedBeforeLoading: Story = {
  args: { store: storeWith((store) => store.success(successToastMessages.LIST_UPDATED)) },
};

/** Nothing raised: the toaster loads when the browser is idle, and shows nothing. */
export const Idle: Story = { args: { store: createToastStore() } };
