/** [S8.1] [S8.2] Success toasts are read politely, error toasts at once. */
export type ToastVariant = 'success' | 'error';

export interface ToastItem {
  /** Grows with every toast, so a replacing toast is a new element with a fresh timer. */
  readonly id: number;
  readonly variant: ToastVariant;
  readonly message: string;
}

type Listener = () => void;

/** The toasts of an app: at most one at a time. */
export interface ToastStore {
  /** Shows a toast, replacing the one on screen [S8.1]. Returns its id. */
  readonly show: (variant: ToastVariant, message: string) => number;
  readonly success: (message: string) => number;
  readonly error: (message: string) => number;
  /** Closes the toast `id` (if it is still the one shown), or whatever is shown. */
  readonly dismiss: (id?: number) => void;
  /** The toast on screen, or `null`. */
  readonly current: () => ToastItem | null;
  readonly subscribe: (listener: Listener) => () => void;
}

/**
 * [S8.1] A toast store: ONE toast at a time, a new one replaces the current. It is plain
 * TypeScript, so the app can raise toasts from outside React (a Redux listener, an API error).
 * The `Toaster` shows the current toast and closes it after `TOAST_DURATION_MS`.
 */
export function createToastStore(): ToastStore {
  let current: ToastItem | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const show = (variant: ToastVariant, message: string): number => {
    current = { id: nextId, variant, message };
    nextId += 1;
    emit();
    return current.id;
  };

  return {
    show,
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    dismiss: (id) => {
      if (current === null || (id !== undefined && id !== current.id)) return;
      current = null;
      emit();
    },
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's toast store: `toast.success(successToastMessages.LIST_CREATED)`. */
export const toast: ToastStore = createToastStore();
