import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';

const meta = {
  title: 'ui-kit/Layout/Page',
  component: Page,
  args: {
    'aria-labelledby': 'page-title',
    children: (
      <>
        <h1 id="page-title">Partager ma liste</h1>
        <p>Envoyez le lien de votre liste à vos proches.</p>
      </>
    ),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Wide: Story = { args: { width: 'wide', gap: 'lg' } };
export const Compact: Story = { args: { spacing: 'compact' } };
