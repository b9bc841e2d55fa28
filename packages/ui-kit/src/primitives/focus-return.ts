import { useRef } from 'react';

/**
 * Radix gives focus back to its `Trigger` on close; dialogs the app opens from elsewhere (a popup
 * after a save, the drawer from the top bar's button) have none, so focus would fall to `body`.
 * These handlers remember what had the focus when the dialog opened and give it back on close.
 * https://github.com/radix-ui/primitives/blob/main/packages/react/dialog/src/dialog.tsx (onCloseAutoFocus)
 */
export function useFocusReturn(hasTrigger: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger) return;
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
  };
}
