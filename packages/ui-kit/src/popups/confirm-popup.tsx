import type { ReactNode } from 'react';
import { uiMessages } from '../messages';
import { Button } from '../primitives/button';
import { Dialog, onClosing } from '../primitives/dialog';

export interface ConfirmPopupProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  /** The confirm button's label. */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  /** 'Annuler', Escape, 'Fermer' or a click outside. */
  readonly onCancel: () => void;
  /** The confirmed action is running: the confirm button is busy. */
  readonly loading?: boolean;
  readonly children?: ReactNode;
}

/** [S2.50] A question the customer confirms or cancels ('Annuler'). */
export function ConfirmPopup({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  children,
}: ConfirmPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onCancel)}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {uiMessages.CANCEL}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
