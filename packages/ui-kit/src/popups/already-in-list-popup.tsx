import { uiMessages } from '../messages';
import { popupMessages } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog } from '../primitives/dialog';

export interface AlreadyInListPopupProps {
  readonly open: boolean;
  /** The product's name, shown under the title. */
  readonly productName?: string;
  /** 'Ajouter quand même': the app raises the wanted quantity by 1. */
  readonly onAddAnyway: () => void;
  /** 'Annuler', Escape, 'Fermer' or a click outside. */
  readonly onCancel: () => void;
  /** The update is running: 'Ajouter quand même' is busy. */
  readonly loading?: boolean;
}

/** [S2.50] [S4.11] The product is already in the list (the server answered 300). */
export function AlreadyInListPopup({
  open,
  productName,
  onAddAnyway,
  onCancel,
  loading = false,
}: AlreadyInListPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={popupMessages.ALREADY_IN_LIST_TITLE}
      description={popupMessages.ALREADY_IN_LIST_TEXT}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {uiMessages.CANCEL}
          </Button>
          <Button onClick={onAddAnyway} loading={loading}>
            {popupMessages.ADD_ANYWAY}
          </Button>
        </>
      }
    >
      {productName !== undefined && <strong>{productName}</strong>}
    </Dialog>
  );
}
