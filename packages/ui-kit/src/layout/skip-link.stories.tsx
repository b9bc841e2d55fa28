import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'ui-kit/Layout/SkipLink',
  component: SkipLink,
  args: { targetId: 'contenu' },
  // Hidden until focused: press Tab in the canvas to see it.
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="contenu" tabIndex={-1}>
          <p>Appuyez sur Tab pour voir le lien « Aller au contenu ».</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
