import { COUNTRY_POPUP_AUTO_CLOSE_MS, screenMessages } from '@ldn/domain';
import { useEffect, useRef } from 'react';
import { popupMessages } from '../popup-messages';
import { Dialog, onClosing } from '../primitives/dialog';

export interface UnavailableCountryPopupProps {
  readonly open: boolean;
  /** Called on 'Fermer', Escape, and by itself after `COUNTRY_POPUP_AUTO_CLOSE_MS` (5000 ms). */
  readonly onClose: () => void;
  /** The text; the domain's UNAVAILABLE_COUNTRY by default. */
  readonly message?: string;
}

/**
 * [S2.50] [S4.10] [S4.11] Tells a customer outside France that the birth list is not available in
 * their country, and hides by itself after 5 seconds.
 */
export function UnavailableCountryPopup({
  open,
  onClose,
  message = screenMessages.UNAVAILABLE_COUNTRY,
}: UnavailableCountryPopupProps) {
  // The latest callback, so that a new `onClose` on re-render does not restart the 5 s.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => close.current(), COUNTRY_POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onClose)}
      title={popupMessages.UNAVAILABLE_COUNTRY_TITLE}
      description={message}
    />
  );
}
