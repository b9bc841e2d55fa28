import { popupMessages } from '../popup-messages';
import { ConfirmPopup, type ConfirmPopupProps } from './confirm-popup';

export interface AlreadyInListPopupProps extends Pick<ConfirmPopupProps, 'open' | 'onCancel'> {
  /** The product's name, shown under the title. */
  readonly productName?: string;
  /** 'Ajouter quand même': the app raises the wanted quantity by 1. */
  readonly onAddAnyway: () => void;
  /** The update is running: 'Ajouter quand même' is busy. */
  readonly loading?: boolean;
}

/** [S2.50] [S4.11] The product is already in the list (the server answered 300). */
export function AlreadyInListPopup({
  productName,
  onAddAnyway,
  ...answers
}: AlreadyInListPopupProps) {
  return (
    <ConfirmPopup
      {...answers}
      title={popupMessages.ALREADY_IN_LIST_TITLE}
      description={popupMessages.ALREADY_IN_LIST_TEXT}
      confirmLabel={popupMessages.ADD_ANYWAY}
      onConfirm={onAddAnyway}
    >
      {productName !== undefined && <strong>{productName}</strong>}
    </ConfirmPopup>
  );
}
