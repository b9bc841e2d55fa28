import type { Meta, StoryObj } from '@storybook/react-vite';
import { TitledSection } from './titled-section';

const meta = {
  title: 'ui-kit/Layout/TitledSection',
  component: TitledSection,
  args: {
    title: 'Lien de partage',
    children: <p>Envoyez ce lien à vos proches pour qu’ils découvrent votre liste.</p>,
  },
} satisfies Meta<typeof TitledSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithText: Story = {};
export const TitleOnly: Story = { args: { title: 'Cagnotte', children: undefined } };
