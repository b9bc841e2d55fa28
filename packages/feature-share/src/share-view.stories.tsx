import { shareValidatedBar } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShareView } from './share-view';

const LIST_ID = 'demo00parent';
const PARENT = { pk: 'c-parent', roles: [] };

const meta = {
  title: 'feature-share/ShareView',
  component: ShareView,
  args: {
    listId: LIST_ID,
    listTitle: 'La liste de Léa',
    phase: 'published',
    actsAsOwner: true,
    url: `https://liste.exemple.fr/list/${LIST_ID}`,
    copyStatus: 'idle',
    onCopy: fn(async () => 'copied' as const),
    onNativeShare: fn(),
    onDownloadQr: fn(),
    sendState: { kind: 'idle' },
    onSend: fn(async () => true),
    pageLinks: shareValidatedBar(LIST_ID, PARENT, true),
  },
} satisfies Meta<typeof ShareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.5] [S2.40] The owner's page of a Validée list: link, QR code, e-mail invitation. */
export const Published: Story = {};

/** [S2.40] After 'Copier le lien': 'Lien copié' is announced politely. */
export const CopyDone: Story = { args: { copyStatus: 'copied' } };

/** [S2.40] Nothing could copy: the link is selected, with how to copy it by hand. */
export const CopyFailed: Story = { args: { copyStatus: 'failed', onNativeShare: undefined } };

/** [S2.40] While the invitation is being sent: busy button, fields locked. */
export const Sending: Story = {
  args: {
    sendState: { kind: 'sending' },
    initialRecipients: ['mamie@exemple.fr', 'papi@exemple.fr'],
    initialMessage: 'Voici la liste de naissance de Léa, à très vite !',
  },
};

/** [S2.40] The server queued the mails: the confirmation, the form emptied for another sending. */
export const Sent: Story = { args: { sendState: { kind: 'sent', count: 2 } } };

/** [S2.40] The server refused: its own message (here the daily limit, 429), the fields kept. */
export const Error: Story = {
  args: {
    sendState: {
      kind: 'error',
      message: "Vous avez atteint la limite d'envois pour aujourd'hui. Réessayez demain.",
    },
    initialRecipients: ['mamie@exemple.fr'],
  },
};

/** [S2.3] A relative passing the link on: no e-mail invitation, a way back to the list. */
export const Guest: Story = { args: { actsAsOwner: false, pageLinks: [] } };

/** [S4.1] A draft: it must be published first, with a link to the list. */
export const Draft: Story = { args: { phase: 'draft', listId: 'demo00draft' } };

/** [S2.40] The QR code download failed. */
export const DownloadFailed: Story = { args: { downloadFailed: true } };
