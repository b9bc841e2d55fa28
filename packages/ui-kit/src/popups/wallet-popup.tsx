import { formatEuros } from '@ldn/domain';
import { popupMessages, walletPopupText } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog, onClosing } from '../primitives/dialog';

export interface WalletPopupProps {
  readonly open: boolean;
  /** The list's wallet balance, in cents. */
  readonly walletAmountCents: number;
  /** The cart's total, in cents. */
  readonly totalCents: number;
  /** Pay with the wallet (the transaction gets `usePot`). */
  readonly onUseWallet: () => void;
  /** Go on without the wallet. */
  readonly onSkipWallet: () => void;
  /** Back to the cart: Escape, 'Fermer' or a click outside. */
  readonly onCancel: () => void;
  /** The transaction is being created: both answers are busy. */
  readonly loading?: boolean;
}

/**
 * [S2.50] [S4.5] [S6.5] Staff (SELLER, not ACCOUNTANT) validating the owner's own cart while the
 * list's wallet holds money: use the wallet or not, before the transaction is created.
 */
export function WalletPopup({
  open,
  walletAmountCents,
  totalCents,
  onUseWallet,
  onSkipWallet,
  onCancel,
  loading = false,
}: WalletPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onCancel)}
      title={popupMessages.WALLET_POPUP_TITLE}
      description={walletPopupText(formatEuros(walletAmountCents), formatEuros(totalCents))}
      actions={
        <>
          <Button variant="secondary" onClick={onSkipWallet} disabled={loading}>
            {popupMessages.SKIP_WALLET}
          </Button>
          <Button onClick={onUseWallet} loading={loading}>
            {popupMessages.USE_WALLET}
          </Button>
        </>
      }
    />
  );
}
