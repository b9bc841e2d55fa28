import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders the overlay as a host app does. The overlay brings its own theme, so no provider is
 * needed: that is part of what is tested.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { readonly advanceTimers?: (ms: number) => void } = {},
): RenderResult & { readonly user: ReturnType<typeof userEvent.setup> } {
  const { advanceTimers, ...renderOptions } = options;
  const user = userEvent.setup(advanceTimers === undefined ? {} : { advanceTimers });
  return { ...render(ui, renderOptions), user };
}

/** A controllable IntersectionObserver: `intersect()` tells every observer its target is in view. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeIntersectionObserver {
    readonly #entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.#entry = { callback, targets: [] };
      observers.add(this.#entry);
    }
    observe(target: Element) {
      this.#entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.#entry);
    }
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof globalThis.IntersectionObserver;
  return {
    get count() {
      return observers.size;
    },
    intersect() {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    uninstall() {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** A `matchMedia` that says the window is a phone (or not): a width query below or above the switch. */
export function installMatchMedia(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? mobile : !mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
