import { useSyncExternalStore } from 'react';
import { toast as defaultStore, type ToastItem, type ToastStore } from './toast-store';

export interface UseToast {
  /** The toast on screen, or `null`. */
  readonly current: ToastItem | null;
  readonly success: ToastStore['success'];
  readonly error: ToastStore['error'];
  readonly dismiss: ToastStore['dismiss'];
}

/** [S8.1] The toast on screen and the functions that raise and close toasts. */
export function useToast(store: ToastStore = defaultStore): UseToast {
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  return { current, success: store.success, error: store.error, dismiss: store.dismiss };
}
