import { popupMessages } from '../popup-messages';
import { ConfirmPopup, type ConfirmPopupProps } from './confirm-popup';

export interface CountryConfirmPopupProps extends Pick<ConfirmPopupProps, 'open' | 'onCancel'> {
  /** The customer confirms living in France (the app saves the country, then creates the list). */
  readonly onConfirm: () => void;
  /** Saving the country: the confirm button is busy. */
  readonly loading?: boolean;
}

/** [S2.50] [S4.11] [S5.12] Asks a customer with no known country to confirm living in France. */
export function CountryConfirmPopup(props: CountryConfirmPopupProps) {
  return (
    <ConfirmPopup
      {...props}
      title={popupMessages.COUNTRY_CONFIRM_TITLE}
      description={popupMessages.COUNTRY_CONFIRM_TEXT}
      confirmLabel={popupMessages.COUNTRY_CONFIRM}
    />
  );
}
