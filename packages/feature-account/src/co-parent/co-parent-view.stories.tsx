import type { CoParent } from '@ldn/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoParentView, type CoParentViewProps } from './co-parent-view';

const meta = {
  title: 'feature-account/CoParentView',
  component: CoParentView,
} satisfies Meta<typeof CoParentView>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

const none: CoParent = {
  listId: 'demo00parent',
  state: 'NONE',
  email: '',
  firstName: '',
  lastName: '',
  invitedAt: null,
  expiresAt: null,
  acceptedAt: null,
};
const invited = { email: 'coparent@example.fr', invitedAt: '2026-11-27T10:00:00.000Z' };

const ready: Extract<CoParentViewProps, { status: 'ready' }> = {
  status: 'ready',
  coParent: none,
  email: 'coparent@example.fr',
  onEmailChange: noop,
  onInvite: noop,
  inviting: false,
  onRevoke: noop,
  revoking: false,
};

/** No co-parent yet: the e-mail field and 'Inviter le co-parent'. */
export const NoCoParent: Story = { args: ready };

/** The invitation is sent, not accepted yet: 'En attente', until when; invite again or withdraw. */
export const Pending: Story = {
  args: {
    ...ready,
    coParent: { ...none, ...invited, state: 'PENDING', expiresAt: '2026-12-04T10:00:00.000Z' },
  },
};

/** Accepted: who manages the list with the holder, and 'Retirer l’accès'. */
export const Accepted: Story = {
  args: {
    ...ready,
    coParent: {
      ...none,
      ...invited,
      state: 'ACCEPTED',
      firstName: 'Thomas',
      lastName: 'Martin',
      acceptedAt: '2026-11-27T11:00:00.000Z',
    },
  },
};

/** The invitation is being sent. */
export const Inviting: Story = { args: { ...ready, inviting: true } };

/** The server refused the invitation (its French message). */
export const Refused: Story = {
  args: {
    ...ready,
    error:
      'Le titulaire de la liste la gère déjà : invitez le co-parent à sa propre adresse e-mail.',
  },
};

/** The co-parent is being read. */
export const Loading: Story = { args: { status: 'loading' } };

/** The co-parent could not be read. */
export const LoadError: Story = {
  args: {
    status: 'error',
    message: 'Une erreur est survenue lors de la récupération des données.',
  },
};
