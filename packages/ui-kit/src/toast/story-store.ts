import { createToastStore, type ToastStore } from './toast-store';

/** A toast store for a story, with what `show` raised on it already. */
export function storeWith(show: (store: ToastStore) => void): ToastStore {
  const store = createToastStore();
  show(store);
  return store;
}
