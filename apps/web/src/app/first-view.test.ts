import { describe, expect, it } from 'vitest';
import { hasFirstView, whenRouterReady } from './first-view';

/** A router stand-in: its state, and its listeners called on each change. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(state: { initialized: boolean }) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
  return router;
}

describe('the first view in the browser', () => {
  it("is the root's inert wrapper the server wrote", () => {
    const root = document.createElement('div');
    expect(hasFirstView(root)).toBe(false);
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-first-view', '');
    wrapper.append(document.createElement('main'));
    root.append(wrapper);
    expect(hasFirstView(root)).toBe(true);
    root.replaceChildren(document.createElement('main'));
    expect(hasFirstView(root)).toBe(false);
  });

  it('is replaced once the router has run its first navigation, not before', async () => {
    const router = fakeRouter(false);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });
    router.change({ initialized: false });
    await Promise.resolve();
    expect(ready).toBe(false);
    router.change({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('is replaced at once when the router is already ready', async () => {
    await expect(whenRouterReady(fakeRouter(true))).resolves.toBeUndefined();
  });
});
