import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';

const meta = {
  title: 'ui-kit/Primitives/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Titre de la popup',
    description: 'Le texte qui explique la question posée.',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Annuler</Button>
        <Button>Valider</Button>
      </>
    ),
  },
};
export const TextOnly: Story = {};
export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true, actions: <Button>J’ai compris</Button> },
};
export const Closed: Story = { args: { open: false, trigger: <Button>Ouvrir la popup</Button> } };
