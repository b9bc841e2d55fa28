import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'ui-kit/Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A text screen readers say after the link's name, out of sight. */
export const AfterALink: Story = {
  render: () => (
    <a href="https://www.example.fr" target="_blank" rel="noreferrer">
      Notre site marchand <VisuallyHidden>(nouvel onglet)</VisuallyHidden>
    </a>
  ),
};

/** `asChild`: the heading itself is hidden, and still names its section. */
export const AsChild: Story = {
  render: () => (
    <section aria-labelledby="produits">
      <VisuallyHidden asChild>
        <h2 id="produits">Liste des produits</h2>
      </VisuallyHidden>
      <p>Les produits de la liste.</p>
    </section>
  ),
};
