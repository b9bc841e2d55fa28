import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelDialog, type CancelDialogProps } from './cancel-dialog';
import { CloseListDialog, type CloseListDialogProps } from './close-list-dialog';
import { ReturnDialog, type ReturnDialogProps } from './return-dialog';
import {
  ANONYMOUS_WALLET,
  BODY_ENTRY,
  GIFT,
  historicsAnswer,
  NOT_REACHED,
  STROLLER,
} from './test/historics';
import { ThanksBatchDialog, type ThanksBatchDialogProps } from './thanks-batch-dialog';
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

/** [S4.8] One thanks for several: Paul (by e-mail) and an anonymous relative (recorded only). */
const batchStory = (props: Partial<ThanksBatchDialogProps>): Story => ({
  render: () => (
    <ThanksBatchDialog
      open
      onOpenChange={fn()}
      contributions={[ANONYMOUS_WALLET, STROLLER]}
      sending={false}
      onSend={fn()}
      {...props}
    />
  ),
});

/** [S4.8] Thanks for several, open: who receives it, one message. */
export const ThanksBatchOpen: Story = batchStory({});

/** [S4.8] Thanks for several, sending: text locked, button busy. */
export const ThanksBatchSending: Story = batchStory({
  sending: true,
  initialMessage: 'Merci à vous pour vos cadeaux, Léa est ravie !',
});

/** [S4.8] Thanks for several, refused: one was thanked meanwhile, nothing was sent. */
export const ThanksBatchRefused: Story = batchStory({
  initialMessage: 'Merci !',
  error: 'Vous avez déjà remercié Paul Durand : aucun message n’a été envoyé.',
});

/** What every dialog below shares in a story: open, its answers no-ops. */
const opened = { open: true, onOpenChange: fn(), onConfirm: fn() } as const;

/** A return popup of the body line, nothing pending unless `props` says so. */
const returnStory = (props: Partial<ReturnDialogProps>): Story => ({
  render: () => (
    <ReturnDialog {...opened} mode="return" entry={BODY_ENTRY} pending={false} {...props} />
  ),
});

/** A staff cancel popup of the gift, nothing pending unless `props` says so. */
const cancelStory = (
  props: Pick<CancelDialogProps, 'kind'> & Partial<CancelDialogProps>,
): Story => ({
  render: () => <CancelDialog {...opened} contribution={GIFT} pending={false} {...props} />,
});

/** A closing popup with no wallet balance left, not closing yet unless `props` says so. */
const closeStory = (props: Partial<CloseListDialogProps>): Story => ({
  render: () => (
    <CloseListDialog
      {...opened}
      closing={false}
      walletAmount={0}
      reward={historicsAnswer()}
      {...props}
    />
  ),
});

/** [S5.3] [S7.33] [S7.34] The return popup, with the line's history. */
export const ReturnPopup = returnStory({
  history: [{ id: 31, type: 'RETURN', quantity: 1, date: '2026-09-23T10:00:00.000Z' }],
});

/** [S5.3] [S7.33] The return being recorded. */
export const ReturnSending = returnStory({ pending: true });

/** [S7.33] Cancelling a return, refused by the server. */
export const CancelReturnRefused = returnStory({
  mode: 'cancelReturn',
  error: "Ce retour ne peut plus être annulé : l'article a été offert de nouveau entre-temps.",
});

/** [S4.8] Staff cancel a whole contribution. */
export const CancelContribution = cancelStory({ kind: 'contribution' });

/** [S7.36] Staff cancel a wallet part, being processed. */
export const CancelWalletPending = cancelStory({ kind: 'wallet', pending: true });

/** [S4.1] [S4.9] Closing: reward reached, wallet balance left. */
export const CloseReached = closeStory({ walletAmount: 4500 });

/** [S4.1] [S4.9] Closing: below the threshold, no voucher. */
export const CloseNotReached = closeStory({ reward: historicsAnswer(undefined, NOT_REACHED) });

/** [S4.1] Closing in progress. */
export const Closing = closeStory({ closing: true });

/** [S4.1] Closing refused: a payment is in progress. */
export const CloseRefused = closeStory({
  error: 'Un achat est en cours sur cette liste : réessayez dans quelques minutes.',
});
