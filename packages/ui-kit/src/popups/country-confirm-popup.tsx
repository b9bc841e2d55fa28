import { uiMessages } from '../messages';
import { popupMessages } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog } from '../primitives/dialog';

export interface CountryConfirmPopupProps {
  readonly open: boolean;
  /** Cancel, Escape, 'Fermer' or a click outside. */
  readonly onCancel: () => void;
  /** The customer confirms living in France (the app saves the country, then creates the list). */
  readonly onConfirm: () => void;
  /** Saving the country: the confirm button is busy. */
  readonly loading?: boolean;
}

/** [S2.50] [S4.11] [S5.12] Asks a customer with no known country to confirm living in France. */
export function CountryConfirmPopup({
  open,
  onCancel,
  onConfirm,
  loading = false,
}: CountryConfirmPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={popupMessages.COUNTRY_CONFIRM_TITLE}
      description={popupMessages.COUNTRY_CONFIRM_TEXT}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {uiMessages.CANCEL}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {popupMessages.COUNTRY_CONFIRM}
          </Button>
        </>
      }
    />
  );
}
