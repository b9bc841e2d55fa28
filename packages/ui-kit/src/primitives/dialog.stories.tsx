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
/** A long form: the whole screen on phones, a wide card on desktop, the buttons kept in view. */
export const FullScreen: Story = {
  args: {
    fullScreen: true,
    title: 'Créer ma liste de naissance',
    description: 'Les champs marqués (obligatoire) doivent être remplis.',
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>Un champ du formulaire, numéro {index + 1}.</p>
    )),
    actions: (
      <>
        <Button variant="secondary">Annuler</Button>
        <Button>Enregistrer</Button>
      </>
    ),
  },
};
