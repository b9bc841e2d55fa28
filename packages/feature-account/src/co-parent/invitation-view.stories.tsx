import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvitationView } from './invitation-view';

const meta = {
  title: 'feature-account/InvitationView',
  component: InvitationView,
} satisfies Meta<typeof InvitationView>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

/** Signed in with the invited address: 'Accepter l’invitation'. */
export const Ready: Story = { args: { status: 'ready', onAccept: noop } };

/** The acceptance is on its way. */
export const Accepting: Story = { args: { status: 'accepting' } };

/** Accepted: the list the co-parent now manages. */
export const Accepted: Story = {
  args: { status: 'accepted', listId: 'demo00parent', title: 'La liste de Léa' },
};

/** Refused by the server: its French message, and another try. */
export const Refused: Story = {
  args: {
    status: 'refused',
    message:
      'Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec le compte de cette adresse pour l’accepter.',
    onRetry: noop,
  },
};
