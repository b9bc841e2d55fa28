import { environmentBanner } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnvironmentBanner } from './environment-banner';

const meta = {
  title: 'ui-kit/Layout/EnvironmentBanner',
  component: EnvironmentBanner,
  args: { banner: environmentBanner('STAGING') },
} satisfies Meta<typeof EnvironmentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staging: Story = {};
export const OtherEnvironment: Story = { args: { banner: environmentBanner('RECETTE') } };
export const Production: Story = { args: { banner: environmentBanner('PROD') } };
