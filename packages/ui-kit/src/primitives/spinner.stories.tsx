import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingText, Spinner } from './spinner';

const meta = {
  title: 'ui-kit/Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 40 } };
export const Decorative: Story = { args: { label: null } };
export const WithLoadingText: Story = {
  render: () => <LoadingText>Chargement des articles...</LoadingText>,
};
