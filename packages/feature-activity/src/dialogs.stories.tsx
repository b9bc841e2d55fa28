import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelDialog } from './cancel-dialog';
import { CloseListDialog } from './close-list-dialog';
import { ReturnDialog } from './return-dialog';
import {
  ANONYMOUS_WALLET,
  BODY_ENTRY,
  GIFT,
  historicsAnswer,
  NOT_REACHED,
  STROLLER,
} from './test/historics';
import { ThanksDialog } from './thanks-dialog';

const meta = {
  title: 'feature-activity/Dialogs',
  component: ThanksDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    contribution: STROLLER,
    state: 'open',
    onSend: fn(),
  },
} satisfies Meta<typeof ThanksDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S4.8] Thanks popup, open: writing to Paul (sent by e-mail). */
export const ThanksOpen: Story = {};

/** [S4.8] Thanks popup to an anonymous relative who left no e-mail. */
export const ThanksOpenNoEmail: Story = { args: { contribution: ANONYMOUS_WALLET } };

/** [S4.8] Thanks popup, sending: text locked, button busy. */
export const ThanksSending: Story = {
  args: { state: 'sending', initialMessage: 'Merci Paul pour la poussette, Léa l’adore déjà !' },
};

/** [S4.8] Thanks popup, view: already sent, read-only. */
export const ThanksView: Story = { args: { contribution: GIFT, state: 'view' } };

/** [S4.8] The server refused (already thanked). */
export const ThanksRefused: Story = {
  args: {
    initialMessage: 'Merci !',
    error: 'Vous avez déjà remercié ce participant.',
  },
};

/** [S5.3] [S7.33] [S7.34] The return popup, with the line's history. */
export const ReturnPopup: Story = {
  render: () => (
    <ReturnDialog
      open
      onOpenChange={fn()}
      mode="return"
      entry={BODY_ENTRY}
      history={[{ id: 31, type: 'RETURN', quantity: 1, date: '2026-09-23T10:00:00.000Z' }]}
      pending={false}
      onConfirm={fn()}
    />
  ),
};

/** [S5.3] [S7.33] The return being recorded. */
export const ReturnSending: Story = {
  render: () => (
    <ReturnDialog
      open
      onOpenChange={fn()}
      mode="return"
      entry={BODY_ENTRY}
      pending
      onConfirm={fn()}
    />
  ),
};

/** [S7.33] Cancelling a return, refused by the server. */
export const CancelReturnRefused: Story = {
  render: () => (
    <ReturnDialog
      open
      onOpenChange={fn()}
      mode="cancelReturn"
      entry={BODY_ENTRY}
      pending={false}
      error="Ce retour ne peut plus être annulé : l'article a été offert de nouveau entre-temps."
      onConfirm={fn()}
    />
  ),
};

/** [S4.8] Staff cancel a whole contribution. */
export const CancelContribution: Story = {
  render: () => (
    <CancelDialog
      open
      onOpenChange={fn()}
      kind="contribution"
      contribution={GIFT}
      pending={false}
      onConfirm={fn()}
    />
  ),
};

/** [S7.36] Staff cancel a wallet part, being processed. */
export const CancelWalletPending: Story = {
  render: () => (
    <CancelDialog
      open
      onOpenChange={fn()}
      kind="wallet"
      contribution={GIFT}
      pending
      onConfirm={fn()}
    />
  ),
};

/** [S4.1] [S4.9] Closing: reward reached, wallet balance left. */
export const CloseReached: Story = {
  render: () => (
    <CloseListDialog
      open
      onOpenChange={fn()}
      closing={false}
      walletAmount={4500}
      reward={historicsAnswer()}
      onConfirm={fn()}
    />
  ),
};

/** [S4.1] [S4.9] Closing: below the threshold, no voucher. */
export const CloseNotReached: Story = {
  render: () => (
    <CloseListDialog
      open
      onOpenChange={fn()}
      closing={false}
      walletAmount={0}
      reward={historicsAnswer(undefined, NOT_REACHED)}
      onConfirm={fn()}
    />
  ),
};

/** [S4.1] Closing in progress. */
export const Closing: Story = {
  render: () => (
    <CloseListDialog
      open
      onOpenChange={fn()}
      closing
      walletAmount={0}
      reward={historicsAnswer()}
      onConfirm={fn()}
    />
  ),
};

/** [S4.1] Closing refused: a payment is in progress. */
export const CloseRefused: Story = {
  render: () => (
    <CloseListDialog
      open
      onOpenChange={fn()}
      closing={false}
      walletAmount={0}
      reward={historicsAnswer()}
      error="Un achat est en cours sur cette liste : réessayez dans quelques minutes."
      onConfirm={fn()}
    />
  ),
};
