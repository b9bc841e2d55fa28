import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('createToastStore', () => {
  it('[S8.1] holds one toast at a time: a new one replaces the current', () => {
    const store = createToastStore();
    const first = store.success('Un');
    const second = store.error('Deux');
    expect(second).toBeGreaterThan(first);
    expect(store.current()).toEqual({ id: second, variant: 'error', message: 'Deux' });
  });

  it('[S8.1] ignores the closing of a toast that was already replaced', () => {
    const store = createToastStore();
    const first = store.success('Un');
    store.success('Deux');
    store.dismiss(first);
    expect(store.current()?.message).toBe('Deux');
    store.dismiss();
    expect(store.current()).toBeNull();
  });

  it('tells its listeners, until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.success('Un');
    store.dismiss();
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.error('Deux');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
